import { apiBaseURL, reportSessionRefused } from './client';
import { isOneOf } from './contract/literalRules';
import { LIVE_HEARTBEAT_SECONDS, type LiveEventName, liveEventNames } from './contract/liveRules';

export type { LiveEventName } from './contract/liveRules';

export type LiveStatus = 'connecting' | 'open' | 'down';

export interface LiveOptions {
  token: string;
  onEvent: (name: LiveEventName, data: unknown) => void;
  onStatus?: (status: LiveStatus) => void;
  fetch?: typeof fetch;
  /** How long to wait before the attempt after `failures` failed ones. */
  backoff?: (failures: number) => number;
  /** With no byte for this long the stream counts as dead (the server sends a heartbeat every 15 s). */
  silenceMs?: number;
}

/** 1 s, 2 s, 4 s … up to 30 s between attempts while the stream cannot be opened. */
export const liveBackoff = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

const isLiveEvent = (name: string): name is LiveEventName => isOneOf(liveEventNames, name);

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads one opened stream until it ends, errs, or stays silent too long. */
async function readStream(body: ReadableStream<Uint8Array>, options: LiveOptions, stop: AbortSignal) {
  // Fetched with the first stream, not with this module: the sign-in and sign-up pages carry it unopened.
  let createParser: typeof import('eventsource-parser').createParser;
  try {
    ({ createParser } = await import('eventsource-parser'));
  } catch {
    await body.cancel().catch(() => undefined);
    return;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const silenceMs = options.silenceMs ?? LIVE_HEARTBEAT_SECONDS * 2500;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => void reader.cancel().catch(() => undefined), silenceMs);
  };
  // Heartbeat comments only keep the watchdog quiet, as every byte does; `retry` is the back-off's to decide.
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event !== undefined && isLiveEvent(event)) options.onEvent(event, parseData(data));
    },
  });
  const cancel = () => void reader.cancel().catch(() => undefined);
  stop.addEventListener('abort', cancel);
  try {
    arm();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || stop.aborted) break;
      arm();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // A dropped connection ends the read like the server closing it.
  } finally {
    clearTimeout(watchdog);
    stop.removeEventListener('abort', cancel);
  }
}

/**
 * Opens GET events with the member's token in the Authorization header (EventSource cannot send one) and
 * keeps it open: whenever it cannot be opened or drops, it reports 'down' and tries again after `backoff`.
 * Returns the function that closes it for good.
 */
export function connectLive(options: LiveOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const backoff = options.backoff ?? liveBackoff;
  const report = (status: LiveStatus) => {
    if (!signal.aborted) options.onStatus?.(status);
  };
  const run = async () => {
    let failures = 0;
    while (!signal.aborted) {
      report('connecting');
      try {
        const response = await doFetch(`${apiBaseURL}/events`, {
          headers: { Authorization: `Bearer ${options.token}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal,
        });
        // The token is refused: the session is over, which the app handles once; retrying would not help.
        if (response.status === 401) {
          report('down');
          reportSessionRefused(options.token);
          return;
        }
        if (response.ok && response.body) {
          failures = 0;
          report('open');
          await readStream(response.body, options, signal);
        }
      } catch {
        // Unreachable or aborted: both fall through to 'down' and a later attempt.
      }
      if (signal.aborted) return;
      failures++;
      report('down');
      await pause(backoff(failures), signal);
    }
  };
  void run();
  return () => controller.abort();
}
