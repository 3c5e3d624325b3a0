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
  const ended = (async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          for (const line of lines) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (name && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
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
