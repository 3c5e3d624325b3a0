import { describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { connectLive, type LiveStatus, liveBackoff } from './live';
import { clearSession, setSession } from './session';

const encoder = new TextEncoder();

/** A fake GET events: each call answers with the next script, whose chunks arrive and then the stream ends. */
function fakeEvents(scripts: (string[] | 'refuse' | 'unauthorized')[]) {
  const calls: RequestInit[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const script = scripts.shift();
    if (!script || script === 'refuse') throw new TypeError('offline');
    if (script === 'unauthorized') return new Response('{"status":false}', { status: 401 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of script) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
};

/** The events a member's page is handed from one stream whose text arrives in these chunks. */
async function deliveredFrom(chunks: string[]) {
  const net = fakeEvents([chunks]);
  const events: [string, unknown][] = [];
  const statuses: LiveStatus[] = [];
  const stop = connectLive({
    token: 'member-token',
    fetch: net.fetch,
    onEvent: (name, data) => events.push([name, data]),
    onStatus: (status) => statuses.push(status),
    backoff: () => 60_000,
  });
  await until(() => statuses.includes('down'));
  stop();
  return events;
}

describe('reading the event stream', () => {
  it('reads events split across chunks, joins data lines and skips heartbeat comments', async () => {
    expect(
      await deliveredFrom([
        'retry: 5000\n: connected\n\n: heartbeat\n\nevent: tick',
        'et\ndata: {"ticket_id":3,\ndata: "status":1}\nid: 7\n\n',
        'event: announcement\r\ndata: {"announcement_id":2}\r\n\r\n',
      ]),
    ).toEqual([
      ['ticket', { ticket_id: 3, status: 1 }],
      ['announcement', { announcement_id: 2 }],
    ]);
  });

  it('keeps an event whole when a CRLF line end is split between chunks', async () => {
    expect(await deliveredFrom(['event: ticket\r', '\ndata: {"ticket_id":5}\r', '\n\r', '\n'])).toEqual([
      ['ticket', { ticket_id: 5 }],
    ]);
  });

  it('reads a field split mid-name, lone CR line ends, a comment inside an event and data lines without a space', async () => {
    expect(
      await deliveredFrom([
        'ev',
        'ent: notice\r:keep-alive\rdata:{"notice',
        '_id":1,\rdata:"read":false}\r\r',
        'event: ticket\ndata: {"ticket_id":6}\n\n',
      ]),
    ).toEqual([
      ['notice', { notice_id: 1, read: false }],
      ['ticket', { ticket_id: 6 }],
    ]);
  });

  it('hands over an event it cannot read as null, and none for events it does not know or without data', async () => {
    expect(
      await deliveredFrom([
        'event: ticket\ndata: not json\n\n',
        'event: weather\ndata: {}\n\n',
        'event: ticket\n\n',
        'data: {"ticket_id":1}\n\n',
      ]),
    ).toEqual([['ticket', null]]);
  });
});

describe('live connection', () => {
  it('sends the token in the header, delivers ticket events, and reconnects when the stream drops', async () => {
    const net = fakeEvents([
      ['event: ticket\ndata: {"ticket_id":4,"status":1,"message_id":9}\n\n'],
      'refuse',
      [': hb\n\n', 'event: announcement\ndata: {"announcement_id":1}\n\n'],
    ]);
    const events: [string, unknown][] = [];
    const statuses: LiveStatus[] = [];
    const waits: number[] = [];
    const stop = connectLive({
      token: 'member-token',
      fetch: net.fetch,
      onEvent: (name, data) => events.push([name, data]),
      onStatus: (status) => statuses.push(status),
      backoff: (failures) => {
        waits.push(failures);
        return 1;
      },
    });
    await until(() => events.length === 2);
    stop();
    expect(new Headers(net.calls[0]?.headers).get('Authorization')).toBe('Bearer member-token');
    expect(events).toEqual([
      ['ticket', { ticket_id: 4, status: 1, message_id: 9 }],
      ['announcement', { announcement_id: 1 }],
    ]);
    expect(statuses.slice(0, 6)).toEqual(['connecting', 'open', 'down', 'connecting', 'down', 'connecting']);
    // The failures count up while the stream stays unreachable and start again once it opens.
    expect(waits.slice(0, 2)).toEqual([1, 2]);
  });

  it('ends the session once and stops trying when the token is refused', async () => {
    const refused: number[] = [];
    setUnauthorizedHandler(() => refused.push(1));
    setSession({ token: 'revoked-token', status: '1' });
    const net = fakeEvents(['unauthorized', [': hb\n\n']]);
    const statuses: LiveStatus[] = [];
    const stop = connectLive({
      token: 'revoked-token',
      fetch: net.fetch,
      onEvent: () => {},
      onStatus: (status) => statuses.push(status),
      backoff: () => 1,
    });
    await until(() => statuses.includes('down'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    setUnauthorizedHandler(null);
    clearSession();
    expect(refused).toEqual([1]);
    expect(net.calls).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'down']);
  });

  it('waits longer after each failure, up to 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(liveBackoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
