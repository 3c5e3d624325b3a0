import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { ApiError } from './errors';
import {
  clearOperatorToken,
  getOperatorToken,
  operatorSessionEnd,
  setOperatorToken,
} from './operatorSession';
import {
  getOperatorTicket,
  operatorAnnouncementsQuery,
  operatorAssignMutation,
  operatorNoteMutation,
  operatorSupportKeys,
  operatorTicketImageQuery,
  operatorTicketMoveMutation,
  operatorTicketQuery,
  operatorTicketsQuery,
  postOperatorReply,
  publishAnnouncementMutation,
  ticketQueueSearch,
  withdrawAnnouncementMutation,
} from './operatorSupport';
import { getSession } from './session';
import { capture, resetApi, runQuery, signIn } from './testing';

const runMutation = <T>(options: { mutationFn?: unknown }, variables: unknown) =>
  (options.mutationFn as (variables: unknown, context: never) => Promise<T>)(variables, {} as never);

const ok = (data: unknown = {}) => ({ status: true, msg: 'Done', message: 'Done', data });

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

describe('the ticket queue', () => {
  it('sends only the filters that are set, the username trimmed', () => {
    expect(ticketQueueSearch({ page: 1 })).toBe('page=1');
    expect(ticketQueueSearch({ status: 0, username: ' bob ', assigned: 'mine', page: 3 })).toBe(
      'status=0&username=bob&assigned=mine&page=3',
    );
    expect(ticketQueueSearch({ username: '   ', assigned: 'unassigned', page: 1 })).toBe(
      'assigned=unassigned&page=1',
    );
  });

  it("asks with the operator's token, never the member's, and answers the page", async () => {
    const page = { current_page: 1, last_page: 1, from: 1, to: 1, total: 1, data: [{ id: 4 }] };
    const calls = capture({ status: true, data: page });
    await expect(runQuery(operatorTicketsQuery({ status: 1, page: 1 }))).resolves.toEqual(page);
    expect(calls[0]?.path).toBe('operator/tickets?status=1&page=1');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('keeps every filter in the cache key, under the key signing out forgets', () => {
    const key = operatorTicketsQuery({ assigned: 'mine', page: 2 }).queryKey;
    expect(key.slice(0, 3)).toEqual([...operatorSupportKeys.queues()]);
    expect(key[0]).toBe('operator');
    expect(key[3]).toEqual({ assigned: 'mine', page: 2 });
  });
});

describe('one ticket', () => {
  it('reads it with its messages, notes and images', async () => {
    const data = { ticket: { id: 12 }, messages: [{ id: 1, internal: true, images: [] }] };
    const calls = capture({ status: true, data });
    await expect(runQuery(operatorTicketQuery(12))).resolves.toEqual(data);
    expect(calls[0]?.path).toBe('operator/tickets/12');
  });

  it("fetches an image's bytes at the operator's path, with the operator's token", async () => {
    const blob = new Blob(['png']);
    const calls = capture(blob);
    await expect(runQuery(operatorTicketImageQuery('operator/ticket-image/5'))).resolves.toBe(blob);
    expect(calls[0]?.path).toBe('operator/ticket-image/5');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('replies as multipart with the message and every image under images[]', async () => {
    const calls = capture(ok({ id: 40 }));
    const first = new File(['a'], 'first.png', { type: 'image/png' });
    await postOperatorReply({ id: 12, message: 'Sent today', images: [first, new Blob(['b'])] });
    expect(calls[0]?.path).toBe('operator/tickets/12/reply');
    const form = calls[0]?.options.body as FormData;
    expect(form.get('message')).toBe('Sent today');
    expect(form.getAll('images[]').map((file) => (file as File).name)).toEqual(['first.png', 'image-2']);
    expect(calls[0]?.options.headers['Content-Type']).toBeUndefined();
  });

  it('adds a note, assigns, unassigns, closes and reopens with the bodies the server names', async () => {
    const calls = capture(ok());
    await runMutation(operatorNoteMutation(12), 'Checked with the bank');
    await runMutation(operatorAssignMutation(12), 'demo_support');
    await runMutation(operatorAssignMutation(12), null);
    await runMutation(operatorTicketMoveMutation(12), 'close');
    await runMutation(operatorTicketMoveMutation(12), 'reopen');
    expect(calls.map((call) => [call.path, call.options.method, call.options.body])).toEqual([
      ['operator/tickets/12/note', 'POST', { note: 'Checked with the bank' }],
      ['operator/tickets/12/assign', 'POST', { assignee: 'demo_support' }],
      ['operator/tickets/12/assign', 'POST', { assignee: null }],
      ['operator/tickets/12/close', 'POST', {}],
      ['operator/tickets/12/reopen', 'POST', {}],
    ]);
  });

  it('throws a refusal with the server message for the screen to show', async () => {
    capture({ status: false, msg: 'This ticket is already closed' }, 409);
    const refusal = runMutation(operatorTicketMoveMutation(12), 'close');
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toThrow('This ticket is already closed');
  });

  it("a refused token ends the operator's session and leaves the member signed in", async () => {
    const memberEnded = vi.fn();
    setUnauthorizedHandler(memberEnded);
    capture({ status: false, msg: 'Sign in again' }, 401);
    await getOperatorTicket(12);
    expect(getOperatorToken()).toBeNull();
    expect(operatorSessionEnd()).toBe('ended');
    expect(memberEnded).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ username: 'alice', token: 'member-token' });
  });
});

describe('announcements', () => {
  it('lists a page, publishes with the given fields and withdraws by id', async () => {
    const calls = capture(ok({ id: 3 }));
    await runQuery(operatorAnnouncementsQuery(2));
    const body = {
      title: 'Maintenance',
      body: 'Tonight',
      pinned: true,
      publish_at: '2026-12-01T09:00:00.000Z',
    };
    await runMutation(publishAnnouncementMutation(), body);
    await runMutation(withdrawAnnouncementMutation(), 3);
    expect(calls.map((call) => [call.path, call.options.method, call.options.body])).toEqual([
      ['operator/announcements?page=2', 'GET', undefined],
      ['operator/announcements', 'POST', body],
      ['operator/announcements/3/withdraw', 'POST', {}],
    ]);
    expect(calls.every((call) => call.options.headers.Authorization === 'Bearer operator-token')).toBe(true);
  });
});
