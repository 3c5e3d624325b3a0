/**
 * Requests a page starts as soon as the app knows the address, before the page's own code has arrived: the
 * page's first read takes the answer instead of asking again. An answer is taken once, and only while it is
 * fresh, so a page opened later reads the server anew.
 */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

export function startEarly(key: string, request: () => Promise<unknown>): void {
  if (!started.has(key)) started.set(key, { at: Date.now(), answer: request() });
}

/** The early answer for `key` when there is a fresh one, else a new `request`. */
export function takeEarly<T>(key: string, request: () => Promise<T>): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < FRESH_MS ? (early.answer as Promise<T>) : request();
}
