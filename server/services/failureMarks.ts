/**
 * Trust (an address the account proved itself from) and flags (a burst the member was told of): marks with an
 * end, judged by the caller's clock, since they last days and tests move that clock.
 */
export interface Marks {
  /** Marks `key`, at `now`, as trusted until `until`. */
  trust(key: string, until: number, now: number): Promise<void>;
  trusted(key: string, now: number): Promise<boolean>;
  /**
   * Raises the flag `key` until `until` (a flag already up stays up at least that long); answers whether it was
   * down, so that of many callers at once exactly one hears it went up.
   */
  flag(key: string, until: number, now: number): Promise<boolean>;
}

/** Beyond this many marks the oldest go first, so a flood of sign-ins cannot exhaust memory. */
const MAX_MARKS = 100_000;
const SWEEP_EVERY = 1_000;

/** Trust and flags in this process's memory. */
export function memoryMarks(): Marks {
  const marks = new Map<string, number>();
  let operations = 0;
  const sweep = (now: number) => {
    operations++;
    if (operations % SWEEP_EVERY !== 0 && marks.size < MAX_MARKS) return;
    for (const [key, until] of marks) if (until <= now) marks.delete(key);
    for (const key of marks.keys()) {
      if (marks.size <= MAX_MARKS / 2) break;
      marks.delete(key);
    }
  };
  const raise = (key: string, until: number, now: number) => {
    sweep(now);
    // Re-inserted so the most recently raised marks are the last to be evicted.
    marks.delete(key);
    marks.set(key, until);
  };
  return {
    async trust(key, until, now) {
      raise(`trusted:${key}`, until, now);
    },
    async trusted(key, now) {
      const until = marks.get(`trusted:${key}`);
      return until !== undefined && until > now;
    },
    async flag(key, until, now) {
      const was = marks.get(`flag:${key}`);
      raise(`flag:${key}`, Math.max(until, was ?? until), now);
      return was === undefined || was <= now;
    },
  };
}
