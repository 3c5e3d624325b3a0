import type { SimulatedClock } from 'xstate';

/** SimulatedClock fires one round of timers per increment, so a ticking countdown is advanced second by second. */
export function advanceSeconds(clock: SimulatedClock, seconds: number): void {
  for (let i = 0; i < seconds; i++) clock.increment(1000);
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
