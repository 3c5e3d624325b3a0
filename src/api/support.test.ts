import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  getMessageImages,
  getReopenTicket,
  getSubjects,
  getTicketDetails,
  postRaiseTicket,
  postReply,
  ticketImageQuery,
} from './support';
import { capture, resetApi, runQuery, signIn } from './testing';
import { ticketsQuery } from './tickets';

afterEach(resetApi);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });

describe('support api', () => {
  it('reads every ticket with export=true, with the token, keeping more_details for the menu count', async () => {
    signIn();
    const answer = { status: true, data: [], more_details: { total: 0, unread: 2 } };
    const calls = capture(answer);
    await expect(runQuery(ticketsQuery())).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ path: 'tickets?export=true', options: { method: 'GET' } });
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it('names the ticket, re-open, subjects and message-image calls as the spec does', async () => {
    const calls = capture({ status: true, data: [] });
    await getSubjects();
    await getTicketDetails(7);
    await getReopenTicket(7);
    await getMessageImages(31);
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'GET subjects',
      'GET ticket/7/details',
      'GET ticket/7/re-open',
      'GET message/31/image',
    ]);
  });

  it('raises a ticket as multipart with subject_id, message, others_subject and each image as images[]', async () => {
    const calls = capture({ status: true, msg: 'Ticket raised', message: 'Ticket raised', ticket_id: 9 });
    await postRaiseTicket({ subject_id: 4, message: 'Help', others_subject: 'Card', images: [png(), png()] });
    const body = calls[0]?.options.body as FormData;
    expect(calls[0]?.path).toBe('raise-ticket');
    expect([...body.keys()]).toEqual(['subject_id', 'message', 'others_subject', 'images[]', 'images[]']);
    expect(body.get('subject_id')).toBe('4');
    expect((body.getAll('images[]')[0] as File).name).toBe('shot.png');
    expect(calls[0]?.options.headers['Content-Type']).toBeUndefined();
  });

  it('leaves others_subject out when it is empty', async () => {
    const calls = capture({ status: true, msg: 'ok', message: 'ok', ticket_id: 1 });
    await postRaiseTicket({ subject_id: 1, message: 'Hi', others_subject: '', images: [] });
    expect([...(calls[0]!.options.body as FormData).keys()]).toEqual(['subject_id', 'message']);
  });

  it('sends a reply as multipart with id and message', async () => {
    const calls = capture({ status: true, msg: 'ok', message: 'ok', data: {} });
    await postReply({ id: 12, message: 'Thanks', images: [png()] });
    const body = calls[0]?.options.body as FormData;
    expect(calls[0]).toMatchObject({ path: 'reply', options: { method: 'POST' } });
    expect(body.get('id')).toBe('12');
    expect(body.get('message')).toBe('Thanks');
    expect(body.getAll('images[]')).toHaveLength(1);
  });

  it('fetches a ticket image by its path as bytes and fails as an ApiError', async () => {
    const calls = capture(new Blob([new Uint8Array([1, 2])], { type: 'image/png' }));
    const blob = await runQuery<Blob>(ticketImageQuery('ticket-image/12'));
    expect(calls[0]).toMatchObject({ path: 'ticket-image/12', options: { responseType: 'blob' } });
    expect(blob.size).toBe(2);
    resetApi();
    capture({ status: false, msg: 'Ticket not found' }, 404);
    await expect(runQuery(ticketImageQuery('ticket-image/13'))).rejects.toBeInstanceOf(ApiError);
  });
});
