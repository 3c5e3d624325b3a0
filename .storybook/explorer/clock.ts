import type { Clock } from 'xstate';

interface Timer {
  fn: () => void;
  /** When it is due on the explorer's clock, in ms. */
  due: number;
  real: ReturnType<typeof setTimeout>;
}

/**
 * The explorer's clock: it runs in real time, and a tester can move it forward (to end a minute's countdown at
 * once). Moving forward fires every timer that falls due on the way, in order, including the ones those
 * timers start, as the minute would have.
 */
export class ExplorerClock implements Clock {
  /** How far the clock has been moved ahead of real time, in ms. */
  skipped = 0;
  private timers = new Map<number, Timer>();
  private nextId = 1;
  private readonly listeners = new Set<() => void>();
  /** While moving forward, the clock stands at each timer's due time, so what it starts is timed from there. */
  private standing: number | null = null;

  now(): number {
    return this.standing ?? performance.now() + this.skipped;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { fn, due: this.now() + timeout, real: setTimeout(() => this.fire(id), timeout) });
    return id;
  }

  clearTimeout(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    clearTimeout(timer.real);
    this.timers.delete(id);
  }

  /**
   * While the clock is being moved: which move it is and how far, so everything it sets off can be told
   * apart from what QA did and logged as one line.
   */
  step: { id: number; label: string } | null = null;
  private steps = 0;

  /** Moves the clock `ms` forward, firing what falls due on the way. */
  advance(ms: number, label = `+${ms} ms`): void {
    this.step = { id: ++this.steps, label };
    try {
      this.moveTo(this.now() + ms);
    } finally {
      this.step = null;
    }
    for (const listener of this.listeners) listener();
  }

  private moveTo(target: number): void {
    for (;;) {
      const next = [...this.timers.entries()]
        .filter(([, timer]) => timer.due <= target)
        .sort(([, a], [, b]) => a.due - b.due)[0];
      if (!next) break;
      this.standing = Math.max(this.standing ?? 0, next[1].due);
      this.fire(next[0]);
    }
    this.standing = null;
    this.skipped = target - performance.now();
    // What is still pending now falls due sooner in real time.
    for (const [id, timer] of this.timers) {
      clearTimeout(timer.real);
      timer.real = setTimeout(() => this.fire(id), Math.max(0, timer.due - this.now()));
    }
  }

  /** Timers waiting, for the explorer to show. */
  get pending(): number {
    return this.timers.size;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private fire(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    this.timers.delete(id);
    timer.fn();
  }
}
