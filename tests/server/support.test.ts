import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../server/db/schema';
import { describeEngines, get, json } from './harness';
import { refusedAsContract } from './refusals';
import {
  DEPOSIT,
  memberReply,
  OTHERS,
  operator,
  raise,
  raiseTicket,
  supportMember,
  supportRows,
} from './supportFixtures';

interface TicketList {
  data: Array<{ id: number; subject: string; status: number; unread: number; username: string }>;
  more_details: { total: number; unread: number };
}
interface Details {
  data: {
    ticket: { id: number; status: number; unread: number };
    messages: Array<{ id: number; message: string; admin_username: string | null; image: boolean }>;
  };
}

describeEngines('support tickets, the member and the operator', (ctx) => {
  it('lists the subjects, raises a ticket, and shows it in the list as New', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const subjects = json<{ data: Array<{ id: number; subject: string }> }>(
      await get(c.app, '/api/subjects', m.token),
    );
    expect(subjects.data.map((s) => s.subject)).toContain('Others');
    const res = await raise(c, m.token, {
      subject_id: OTHERS,
      others_subject: 'Referral link',
      message: 'Hi',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: true, msg: 'Ticket raised' });
    const list = json<TicketList>(await get(c.app, '/api/tickets?export=true', m.token));
    expect(list.data).toEqual([
      expect.objectContaining({ subject: 'Referral link', status: 0, unread: 0, username: m.username }),
    ]);
    expect(list.more_details).toEqual({ total: 1, unread: 0 });
  });

  it('asks for the Others subject only when Others is chosen, and refuses an unknown subject', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const missing = await raise(c, m.token, { subject_id: OTHERS, message: 'Hello' });
    refusedAsContract(missing, 'others');
    expect(json(missing).errors).toEqual({ others_subject: ['This Field Is Required.'] });
    const unknown = await raise(c, m.token, { subject_id: 999, message: 'Hello' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toHaveProperty('subject_id');
    const empty = await raise(c, m.token, { subject_id: DEPOSIT, message: '   ' });
    expect(json(empty).errors).toEqual({ message: ['This Field Is Required.'] });
    expect(await supportRows(c)).toEqual({ tickets: 0, messages: 0, images: 0 });
  });

  it('answers 404 to another member for every call on a ticket that is not theirs', async () => {
    const c = ctx();
    const a = await supportMember(c, 'owner');
    const b = await supportMember(c, 'other', { sponsor: a.username, position: 'L' });
    const id = await raiseTicket(c, a.token);
    await operator(c, 'POST', `tickets/${id}/close`);
    const [message] = json<Details>(await get(c.app, `/api/ticket/${id}/details`, a.token)).data.messages;
    for (const url of [
      `/api/ticket/${id}/details`,
      `/api/ticket/${id}/re-open`,
      `/api/message/${message!.id}/image`,
    ]) {
      const res = await get(c.app, url, b.token);
      refusedAsContract(res, url);
      expect(res.statusCode, url).toBe(404);
    }
    const reply = await memberReply(c, b.token, id, 'let me in');
    expect(reply.statusCode).toBe(404);
    expect(json<TicketList>(await get(c.app, '/api/tickets', b.token)).data).toEqual([]);
    expect((await get(c.app, `/api/ticket/${id}/re-open`, a.token)).statusCode).toBe(200);
  });

  it('keeps internal notes from the member, and counts unread replies until the ticket is read', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    const note = await operator(c, 'POST', `tickets/${id}/note`, {
      note: 'Checked the chain: deposit is pending',
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(json<TicketList>(await get(c.app, '/api/tickets', m.token)).more_details.unread).toBe(0);
    const reply = await operator(c, 'POST', `tickets/${id}/reply`, { message: 'We are looking into it.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const list = json<TicketList>(await get(c.app, '/api/tickets', m.token));
    expect(list.data[0]).toMatchObject({ status: 1, unread: 1 });
    expect(list.more_details.unread).toBe(1);

    const details = await get(c.app, `/api/ticket/${id}/details`, m.token);
    expect(details.body).not.toContain('Checked the chain');
    expect(json<Details>(details).data.messages.map((x) => [x.message, x.admin_username])).toEqual([
      ['My deposit has not arrived yet', null],
      ['We are looking into it.', 'Support'],
    ]);
    expect(json<TicketList>(await get(c.app, '/api/tickets', m.token)).more_details.unread).toBe(0);

    const seen = json<{ data: { messages: Array<{ internal: boolean }> } }>(
      await operator(c, 'GET', `tickets/${id}`),
    );
    expect(seen.data.messages.map((x) => x.internal)).toEqual([false, true, false]);
  });

  it('moves status by the rules: reply on closed, reopen of open, close of closed answer 409', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    const status = async () =>
      json<Details>(await get(c.app, `/api/ticket/${id}/details`, m.token)).data.ticket.status;
    const reopenNew = await get(c.app, `/api/ticket/${id}/re-open`, m.token);
    refusedAsContract(reopenNew, 'reopen new');
    expect([reopenNew.statusCode, json(reopenNew).msg]).toEqual([
      409,
      'Only a closed ticket can be reopened',
    ]);
    expect((await operator(c, 'POST', `tickets/${id}/reopen`)).statusCode).toBe(409);
    expect((await operator(c, 'POST', `tickets/${id}/reply`, { message: 'Hello' })).statusCode).toBe(200);
    expect(await status()).toBe(1);
    expect((await operator(c, 'POST', `tickets/${id}/close`)).statusCode).toBe(200);
    expect(await status()).toBe(2);
    const closedAgain = await operator(c, 'POST', `tickets/${id}/close`);
    expect([closedAgain.statusCode, json(closedAgain).msg]).toEqual([409, 'This ticket is already closed']);
    const memberOnClosed = await memberReply(c, m.token, id, 'Still there?');
    expect([memberOnClosed.statusCode, json(memberOnClosed).msg]).toEqual([
      409,
      'This ticket is closed. Reopen it to reply.',
    ]);
    expect((await operator(c, 'POST', `tickets/${id}/reply`, { message: 'x' })).statusCode).toBe(409);
    const rows = await supportRows(c);
    expect(rows.messages).toBe(2);

    expect((await get(c.app, `/api/ticket/${id}/re-open`, m.token)).statusCode).toBe(200);
    expect(await status()).toBe(3);
    expect((await memberReply(c, m.token, id, 'Thanks, one more thing')).statusCode).toBe(200);
    expect(await status()).toBe(3);
    expect((await operator(c, 'POST', `tickets/${id}/reply`, { message: 'Sure' })).statusCode).toBe(200);
    expect(await status()).toBe(1);
    // No member call closes a ticket.
    expect(
      (
        await c.app.inject({
          method: 'POST',
          url: `/api/ticket/${id}/close`,
          headers: { authorization: `Bearer ${m.token}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("mails the member on the operator's reply and audits every operator call, refused ones included", async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    await operator(c, 'GET', 'tickets?status=0');
    await operator(c, 'GET', `tickets/${id}`);
    await operator(c, 'POST', `tickets/${id}/reply`, { message: 'Your deposit is credited.', name: 'Maria' });
    await operator(c, 'POST', `tickets/${id}/reopen`);
    const mails = await c.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.id));
    const mail = mails.find((x) => x.purpose === 'support:reply');
    expect(mail?.subject).toBe(`Support replied to your ticket #${id}`);
    expect(mail?.text).toContain('http://localhost:3100/user/support');
    expect(mail?.text).not.toContain('Your deposit is credited.');
    const audits = await c.db.select().from(auditLog);
    expect(audits.map((a) => `${a.action}:${(a.details as { outcome: string }).outcome}`)).toEqual([
      'ticket.list:ok',
      'ticket.read:ok',
      'ticket.reply:ok',
      'ticket.reopen:refused',
    ]);
    const details = json<Details>(await get(c.app, `/api/ticket/${id}/details`, m.token));
    expect(details.data.messages[1]?.admin_username).toBe('Maria');
  });

  it('lists tickets for the operator by status and username, paged', async () => {
    const c = ctx();
    const a = await supportMember(c, 'alpha');
    const b = await supportMember(c, 'beta', { sponsor: a.username, position: 'L' });
    for (let i = 0; i < 12; i++) await raiseTicket(c, a.token, `Question ${i}`);
    const closed = await raiseTicket(c, b.token);
    await operator(c, 'POST', `tickets/${closed}/close`);
    const page2 = json<{ data: { total: number; current_page: number; data: unknown[] } }>(
      await operator(c, 'GET', `tickets?username=${a.username}&page=2`),
    );
    expect([page2.data.total, page2.data.current_page, page2.data.data.length]).toEqual([12, 2, 2]);
    const onlyClosed = json<{
      data: { data: Array<{ id: number; awaiting_reply: boolean; messages: number }> };
    }>(await operator(c, 'GET', 'tickets?status=2'));
    expect(onlyClosed.data.data).toEqual([
      expect.objectContaining({ id: closed, awaiting_reply: true, messages: 1 }),
    ]);
    expect((await operator(c, 'GET', 'tickets', undefined, null)).statusCode).toBe(401);
  });
});
