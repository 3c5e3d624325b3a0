import { afterEach, beforeEach, vi } from 'vitest';
import type { TestContext } from './harness';

/**
 * The failure counts behind the sign-in limits run on the wall clock (rate-limiter-flexible reads `Date.now()`),
 * not on the app's clock. In a suite that calls this, `Date` stands still at the test clock's time and moves only
 * with it; timers stay real. Returns the function that moves both.
 */
export function wallClockFollows(ctx: () => TestContext): (ms: number) => void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ctx().clock.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return (ms) => {
    ctx().clock.advance(ms);
    vi.setSystemTime(ctx().clock.now());
  };
}
