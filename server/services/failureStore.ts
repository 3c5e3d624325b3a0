import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { type Marks, memoryMarks } from './failureMarks';

export type { Marks } from './failureMarks';

/**
 * Counts of failed attempts (wrong passwords, wrong reset codes), beside the marks of failureMarks.ts. The
 * counting is rate-limiter-flexible's: a fixed window per key that opens at the key's first failure and closes
 * `windowMs` later, kept in this process's memory or in Redis. Its windows run on the wall clock (the library
 * reads it, and Redis expires the keys), not on the app's clock.
 */

/**
 * At most `max` failures under one key per window. With `paceMs`, a spent limit slows rather than stops: one more
 * failure is let through per `paceMs`, counted by a second window of one failure that every attempt under the
 * limit also counts against, so a limit spent by a burst first waits out the pace the burst opened.
 */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  paceMs?: number;
}

/** One limit's count for one key (an account, an address, the two together). */
export interface Budget {
  limit: Limit;
  key: string;
}

export type Claim =
  /** `counts`: the failures now in each budget's window, this one included, in the budgets' order. */
  | { granted: true; counts: number[] }
  /** `limit` names the first spent budget; `retryAfterMs` is how long until every budget has room again. */
  | { granted: false; limit: string; retryAfterMs: number };

export interface FailureStore extends Marks {
  /**
   * Counts one failure under every budget, all or nothing: refused when any budget is spent. The failure is
   * counted before the attempt is judged, so simultaneous attempts cannot all slip past the limit.
   */
  claim(budgets: readonly Budget[]): Promise<Claim>;
  /** Takes back the failure a granted claim counted under these budgets: the attempt turned out right. */
  release(budgets: readonly Budget[]): Promise<void>;
}

/** A rate-limiter-flexible limiter of `max` failures per `windowMs`, its keys kept apart from other limits' by `name`. */
export type Limiters = (name: string, max: number, windowMs: number) => RateLimiterAbstract;

/** Whole seconds: the library counts windows in seconds, and Redis would round a fraction down. */
export function windowSeconds(ms: number): number {
  if (ms < 1000 || ms % 1000 !== 0) throw new Error(`a failure window must be whole seconds, not ${ms} ms`);
  return ms / 1000;
}

/** A limiter and the key a failure is counted under. */
type Point = readonly [RateLimiterAbstract, string];

interface Count {
  /** The limiter refused the failure (its count went past its maximum). */
  over: boolean;
  res: RateLimiterRes | null;
}

/**
 * How long until a limit has room for one more failure (0: now), from its counts. `counted`: the counts include
 * this attempt (after consuming), else they are as they stood before it.
 */
function waitMs(limit: Limit, window: Count, pace: Count | null, counted: boolean): number {
  const spentFor = (count: Count | null, max: number) => {
    const res = count?.res;
    if (!res || res.msBeforeNext <= 0) return 0;
    return res.consumedPoints > (counted ? max : max - 1) ? res.msBeforeNext : 0;
  };
  const windowWait = spentFor(window, limit.max);
  if (windowWait === 0 || limit.paceMs === undefined) return windowWait;
  return Math.min(windowWait, spentFor(pace, 1));
}

/** The answer to a refused claim: the first budget with no room names it, the longest wait is the wait. */
function refusal(budgets: readonly Budget[], waits: number[], refused: boolean[]): Claim | null {
  const first = refused.indexOf(true);
  if (first < 0) return null;
  return { granted: false, limit: budgets[first]!.limit.name, retryAfterMs: Math.max(1, ...waits) };
}

export interface CountingOptions {
  /** What a limiter that cannot be asked becomes. */
  unavailable: () => Error;
  /**
   * Read every budget before counting, and refuse there when one is spent, so a refused attempt writes nothing
   * and a flood of refused guesses under made-up usernames adds no keys. Worth it where a read costs nothing
   * (memory); in Redis a read is a transaction of its own that costs more than the count.
   */
  readFirst: boolean;
}

/**
 * The failure counts over rate-limiter-flexible limiters. A claim consumes a point from every budget at once and
 * gives every point back when any limiter refuses, so a refused attempt counts nowhere; each count is atomic, so
 * of attempts at once no more are granted than a budget holds.
 */
export function countedFailures(
  limiters: Limiters,
  marks: Marks,
  { unavailable, readFirst }: CountingOptions,
): FailureStore {
  const made = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, max: number, windowMs: number) => {
    const shape = `${name}:${max}:${windowMs}`;
    let found = made.get(shape);
    if (!found) {
      found = limiters(name, max, windowMs);
      made.set(shape, found);
    }
    return found;
  };
  const windowOf = (limit: Limit) => limiter(limit.name, limit.max, limit.windowMs);
  const paceOf = (limit: Limit) =>
    limit.paceMs === undefined ? null : limiter(`${limit.name}-pace`, 1, limit.paceMs);

  const read = (counter: RateLimiterAbstract, key: string): Promise<Count> =>
    counter.get(key).then(
      (res) => ({ over: false, res }),
      () => Promise.reject(unavailable()),
    );
  /** A consumed point, a refusal (also counted, until given back), or null when the limiter could not be asked. */
  const consume = (counter: RateLimiterAbstract, key: string): Promise<Count | null> =>
    counter.consume(key).then(
      (res) => ({ over: false, res }),
      (reason: unknown) => (reason instanceof RateLimiterRes ? { over: true, res: reason } : null),
    );
  const giveBack = (points: readonly Point[]) =>
    Promise.allSettled(points.map(([counter, key]) => counter.reward(key)));
  /** Each budget's window limiter and, for a paced limit, its pace limiter, with the key they count. */
  const pointsOf = (budgets: readonly Budget[]): Point[][] =>
    budgets.map(({ limit, key }) => {
      const pace = paceOf(limit);
      return pace
        ? [
            [windowOf(limit), key],
            [pace, key],
          ]
        : [[windowOf(limit), key]];
    });

  return {
    ...marks,
    async claim(budgets) {
      const points = pointsOf(budgets);
      if (readFirst) {
        const before = await Promise.all(
          points.map(async (counters, i) => {
            const [window, pace = null] = await Promise.all(counters.map(([c, key]) => read(c, key)));
            return waitMs(budgets[i]!.limit, window!, pace, false);
          }),
        );
        const spent = refusal(
          budgets,
          before,
          before.map((wait) => wait > 0),
        );
        if (spent) return spent;
      }

      const counted = await Promise.all(
        points.map((counters) => Promise.all(counters.map(([c, key]) => consume(c, key)))),
      );
      const taken = points.flat().filter((_, i) => counted.flat()[i] !== null);
      if (taken.length < points.flat().length) {
        await giveBack(taken);
        throw unavailable();
      }
      const counts = counted as Count[][];
      // A paced limit refuses only when its pace refuses too.
      const refused = counts.map((budget) => budget.every((count) => count.over));
      if (!refused.includes(true))
        return { granted: true, counts: counts.map(([window]) => window!.res!.consumedPoints) };
      await giveBack(taken);
      const waits = counts.map(([window, pace = null], i) => waitMs(budgets[i]!.limit, window!, pace, true));
      return refusal(budgets, waits, refused)!;
    },
    async release(budgets) {
      const given = await giveBack(pointsOf(budgets).flat());
      if (given.some((result) => result.status === 'rejected')) throw unavailable();
    },
  };
}

/**
 * This process's memory: each instance behind a load balancer counts on its own. A key is forgotten when its
 * window closes; keys are written only by granted failures, each of which costs a password hash, so their
 * number stays as small as the hashing rate allows.
 */
export function memoryFailureStore(): FailureStore {
  return countedFailures(
    (name, max, windowMs) =>
      new RateLimiterMemory({ keyPrefix: name, points: max, duration: windowSeconds(windowMs) }),
    memoryMarks(),
    { unavailable: () => new Error('the failure counts in memory cannot fail'), readFirst: true },
  );
}
