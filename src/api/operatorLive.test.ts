import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './client';
import type { TicketLiveEvent } from './contract/support';
import type { LiveStatus } from './live';
import { connectOperatorLive, OPERATOR_LIVE_POLL_MS } from './operatorLive';
import {
  clearOperatorToken,
  getOperatorToken,
  operatorSessionEnd,
  setOperatorToken,
} from './operatorSession';
import { getSession } from './session';
import { resetApi, signIn } from './testing';

const encoder = new TextEncoder();

type Script = string[] | 'refuse' | 'unauthorized' | 'hold';

/**
 * A fake GET operator/events: each call answers with the next script, whose chunks arrive and then the stream
 * ends; 'hold' keeps the stream open until the test pushes to it.
 */
function fakeEvents(scripts: Script[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  let push: (text: string) => void = () => {};
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const script = scripts.shift();
    if (!script || script === 'refuse') throw new TypeError('offline');
    if (script === 'unauthorized') return new Response('{"status":false}', { status: 401 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (script === 'hold') {
          push = (text) => controller.enqueue(encoder.encode(text));
          return;
        }
        for (const chunk of script) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch, push: (text: string) => push(text) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
};

beforeEach(() => {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
  signIn('alice');
  setOperatorToken('operator-token');
});
afterEach(() => {
  clearOperatorToken();
  resetApi();
  vi.unstubAllGlobals();
});

describe("the operators' live stream", () => {
  it("opens operator/events with the operator's token and hands over every ticket event", async () => {
    const net = fakeEvents(['hold']);
    const tickets: TicketLiveEvent[] = [];
    const missed = vi.fn();
    const statuses: LiveStatus[] = [];
    const stop = connectOperatorLive({
      token: 'operator-token',
      fetch: net.fetch,
      onTicket: (event) => tickets.push(event),
      onMissed: missed,
      onStatus: (status) => statuses.push(status),
    });
    await until(() => statuses.includes('open'));
    net.push(': heartbeat\n\nevent: ticket\ndata: {"ticket_id":12,"status":1,"message_id":40}\n\n');
    net.push('event: announcement\ndata: {"announcement_id":2}\n\n');
    net.push('event: ticket\ndata: {"ticket_id":9,"status":2,"message_id":null}\n\n');
    await until(() => tickets.length === 2);
    stop();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.url).toBe('/api/operator/events');
    expect(new Headers(net.calls[0]?.init.headers).get('Authorization')).toBe('Bearer operator-token');
    expect(tickets).toEqual([
      { ticket_id: 12, status: 1, message_id: 40 },
      { ticket_id: 9, status: 2, message_id: null },
    ]);
    // Connected from the start: nothing was missed, and announcements are not the operators' stream's.
    expect(missed).not.toHaveBeenCalled();
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it.each([
    ['an event cannot be read', 'not json'],
    ['a ticket event names a status no ticket has', '{"ticket_id":9,"status":7,"message_id":null}'],
  ])('refreshes everything when %s', async (_, data) => {
    const net = fakeEvents([[`event: ticket\ndata: ${data}\n\n`], 'hold']);
    const missed = vi.fn();
    const onTicket = vi.fn();
    const stop = connectOperatorLive({
      token: 'operator-token',
      fetch: net.fetch,
      onTicket,
      onMissed: missed,
      backoff: () => 1,
    });
    await until(() => net.calls.length === 2);
    stop();
    expect(onTicket).not.toHaveBeenCalled();
    expect(missed).toHaveBeenCalled();
  });

  it('polls while the stream is down, and refreshes once more when it is back', async () => {
    const net = fakeEvents(['refuse', 'refuse', 'refuse', 'hold']);
    const missed = vi.fn();
    const statuses: LiveStatus[] = [];
    const stop = connectOperatorLive({
      token: 'operator-token',
      fetch: net.fetch,
      onTicket: vi.fn(),
      onMissed: missed,
      onStatus: (status) => statuses.push(status),
      pollMs: 5,
      backoff: () => 40,
    });
    await until(() => statuses.includes('open'));
    const whenBack = missed.mock.calls.length;
    // Once when it went down, then every 5 ms across three 40 ms waits, and once on the way back.
    expect(whenBack).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 40));
    stop();
    // Polling stopped the moment the stream opened.
    expect(missed.mock.calls.length).toBe(whenBack);
    expect(statuses.filter((status) => status === 'down')).toHaveLength(3);
  });

  it("a refused token ends the operator's session only, and the stream stops for good", async () => {
    const memberEnded = vi.fn();
    setUnauthorizedHandler(memberEnded);
    const net = fakeEvents(['unauthorized', 'hold']);
    const missed = vi.fn();
    const statuses: LiveStatus[] = [];
    connectOperatorLive({
      token: 'operator-token',
      fetch: net.fetch,
      onTicket: vi.fn(),
      onMissed: missed,
      onStatus: (status) => statuses.push(status),
      backoff: () => 1,
    });
    await until(() => getOperatorToken() === null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operatorSessionEnd()).toBe('ended');
    expect(memberEnded).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ username: 'alice', token: 'member-token' });
    expect(net.calls).toHaveLength(1);
    expect(statuses).toEqual(['connecting']);
    expect(missed).not.toHaveBeenCalled();
  });

  it('leaves a newer session signed in when an older token is refused', async () => {
    const net = fakeEvents(['unauthorized']);
    setOperatorToken('newer-token');
    const stop = connectOperatorLive({
      token: 'operator-token',
      fetch: net.fetch,
      onTicket: vi.fn(),
      onMissed: vi.fn(),
    });
    await until(() => net.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(getOperatorToken()).toBe('newer-token');
  });

  it('polls every five seconds by default', () => {
    expect(OPERATOR_LIVE_POLL_MS).toBe(5000);
  });
});
