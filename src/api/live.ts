import { apiBaseURL, reportSessionRefused } from './client';
import { LIVE_HEARTBEAT_SECONDS, type LiveEventName, liveEventNames } from './contract/liveRules';

export type { LiveEventName } from './contract/liveRules';

/** One server-sent event as the stream delivers it. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * A parser for `text/event-stream` text arriving in arbitrary chunks: fields `event`, `data` (lines joined),
 * `id`; a blank line ends an event; lines starting with ':' are comments, which the server sends as heartbeats.
 */
export function createSseParser(onMessage: (message: SseMessage) => void, onComment?: () => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = () => {
    if (data.length > 0)
      onMessage({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    event = '';
    data = [];
    id = undefined;
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return onComment?.();
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

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

const isLiveEvent = (name: string): name is LiveEventName =>
  (liveEventNames as readonly string[]).includes(name);

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
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const silenceMs = options.silenceMs ?? LIVE_HEARTBEAT_SECONDS * 2500;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => void reader.cancel().catch(() => undefined), silenceMs);
  };
  const parse = createSseParser(({ event, data }) => {
    if (isLiveEvent(event)) options.onEvent(event, parseData(data));
  });
  const cancel = () => void reader.cancel().catch(() => undefined);
  stop.addEventListener('abort', cancel);
  try {
    arm();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || stop.aborted) break;
      arm();
      parse(decoder.decode(value, { stream: true }));
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
