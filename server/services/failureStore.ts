/**
 * Counts of failed attempts (wrong passwords, wrong reset codes) in sliding windows, and the addresses an
 * account has proved itself from. Everything that keeps these counts lives behind `FailureStore`, so moving
 * them from this process's memory to a store every instance shares changes this file only.
 */

/**
 * At most `max` failures under `key` within any `windowMs`. With `paceMs`, a spent budget slows rather than
 * stops: one more failure is let through once `paceMs` has passed since the last one counted.
 */
export interface Budget {
  key: string;
  max: number;
  windowMs: number;
  paceMs?: number;
}

export type Claim =
  /** `counts`: the failures now within each budget's window, this one included, in the budgets' order. */
  | { granted: true; counts: number[] }
  /** `key` is the first spent budget; `retryAfterMs` is how long until every budget has room again. */
  | { granted: false; key: string; retryAfterMs: number };

export interface FailureStore {
  /**
   * Counts one failure at `now` under every budget, all or nothing: refused when any budget is spent. The
   * failure is counted before the attempt is judged, so simultaneous attempts cannot all slip past the limit.
   */
  claim(budgets: readonly Budget[], now: number): Promise<Claim>;
  /** Takes back the failure counted at `at` under each key: the attempt turned out right. */
  release(keys: readonly string[], at: number): Promise<void>;
  /** Marks `key`, at `now`, as trusted until `until`. */
  trust(key: string, until: number, now: number): Promise<void>;
  trusted(key: string, now: number): Promise<boolean>;
  /**
   * Raises the flag `key` until `until` (a flag already up stays up at least that long); answers whether it was
   * down, so that of many callers at once exactly one hears it went up.
   */
  flag(key: string, until: number, now: number): Promise<boolean>;
}

/** Beyond this many keys the oldest go first, so a flood of made-up usernames cannot exhaust memory. */
const MAX_KEYS = 100_000;
const SWEEP_EVERY = 1_000;

/** This process's memory: each instance behind a load balancer counts on its own. */
export function memoryFailureStore(): FailureStore {
  const marks = new Map<string, { windowMs: number; at: number[] }>();
  const trust = new Map<string, number>();
  let operations = 0;

  const live = (key: string, windowMs: number, now: number): number[] => {
    const entry = marks.get(key);
    if (!entry) return [];
    const from = now - windowMs;
    let drop = 0;
    while (drop < entry.at.length && entry.at[drop]! <= from) drop++;
    if (drop > 0) entry.at.splice(0, drop);
    return entry.at;
  };

  const sweep = (now: number) => {
    operations++;
    if (operations % SWEEP_EVERY !== 0 && marks.size < MAX_KEYS && trust.size < MAX_KEYS) return;
    for (const [key, entry] of marks) if (live(key, entry.windowMs, now).length === 0) marks.delete(key);
    for (const [key, until] of trust) if (until <= now) trust.delete(key);
    const maps: Map<string, unknown>[] = [marks, trust];
    for (const map of maps) {
      for (const key of map.keys()) {
        if (map.size <= MAX_KEYS / 2) break;
        map.delete(key);
      }
    }
  };

  return {
    async claim(budgets, now) {
      sweep(now);
      let refusal: Claim | undefined;
      for (const budget of budgets) {
        const at = live(budget.key, budget.windowMs, now);
        if (at.length < budget.max) continue;
        // Room returns when enough of the oldest failures have left the window, or a paced budget's pause is over.
        let waitMs = at[at.length - budget.max]! + budget.windowMs - now;
        if (budget.paceMs !== undefined) waitMs = Math.min(waitMs, at.at(-1)! + budget.paceMs - now);
        if (waitMs <= 0) continue;
        if (!refusal) refusal = { granted: false, key: budget.key, retryAfterMs: waitMs };
        else if (!refusal.granted && waitMs > refusal.retryAfterMs) refusal.retryAfterMs = waitMs;
      }
      if (refusal) {
        // Keys being guessed at are the last to be evicted, refused guesses included.
        for (const budget of budgets) {
          const entry = marks.get(budget.key);
          if (entry) {
            marks.delete(budget.key);
            marks.set(budget.key, entry);
          }
        }
        return refusal;
      }
      const counts: number[] = [];
      for (const budget of budgets) {
        const entry = marks.get(budget.key) ?? { windowMs: budget.windowMs, at: [] };
        entry.at.push(now);
        entry.at.sort((a, b) => a - b);
        entry.windowMs = Math.max(entry.windowMs, budget.windowMs);
        counts.push(entry.at.length);
        // Re-inserted so the keys under attack now are the last to be evicted.
        marks.delete(budget.key);
        marks.set(budget.key, entry);
      }
      return { granted: true, counts };
    },
    async release(keys, at) {
      for (const key of keys) {
        const entry = marks.get(key);
        const index = entry?.at.indexOf(at) ?? -1;
        if (entry && index >= 0) entry.at.splice(index, 1);
      }
    },
    async trust(key, until) {
      // Re-inserted so the most recently trusted keys are the last to be evicted.
      trust.delete(key);
      trust.set(key, until);
    },
    async trusted(key, now) {
      const until = trust.get(key);
      return until !== undefined && until > now;
    },
    async flag(key, until, now) {
      const was = trust.get(`flag:${key}`);
      trust.delete(`flag:${key}`);
      trust.set(`flag:${key}`, Math.max(until, was ?? until));
      return was === undefined || was <= now;
    },
  };
}
