import { createParser } from 'eventsource-parser';

/** Reads a server-sent event stream as the SPA does: fetch with the token in the header, frames parsed. */
export interface StreamedEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: Headers;
  events: StreamedEvent[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event named `name` after `from` events, within `ms`. */
  next(name: string, ms?: number, from?: number): Promise<StreamedEvent>;
  close(): void;
}

export async function openEventStream(
  baseUrl: string,
  token: string,
  path = '/api/events',
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: StreamedEvent[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event !== undefined) events.push({ event, data: JSON.parse(data) });
    },
    onComment: (comment) => comments.push(comment.trim()),
  });
  const ended = (async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    async next(name, ms = 2000, from = 0) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.slice(from).find((e) => e.event === name);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no '${name}' event within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => controller.abort(),
  };
}
