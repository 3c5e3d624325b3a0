import fc from 'fast-check';
import { expect, it } from 'vitest';
import { announcements } from '../../server/db/schema';
import { badBodies } from './badInputArbitraries';
import { describeEngines, get, post } from './harness';
import { png } from './imageFixtures';
import { refusedAsContract } from './refusals';
import {
  DEPOSIT,
  KEY,
  memberReply,
  OTHERS,
  operator,
  raise,
  raiseTicket,
  supportMember,
  supportRows,
} from './supportFixtures';

/** A long note of at most 5000 characters is a note the operator may write. */
function withinNoteLimit(raw: string): boolean {
  try {
    const note = (JSON.parse(raw) as { note?: unknown }).note;
    return typeof note === 'string' && note.trim().length > 0 && note.trim().length <= 5000;
  } catch {
    return false;
  }
}

const badIds = ['abc', '0', '-1', '1.5', '99999999999', '%00', '1e3x'];

describeEngines('bad input on the support and announcement calls', (ctx) => {
  it('refuses malformed ids on every call that takes one, in the error shape', async () => {
    const c = ctx();
    const m = await supportMember(c);
    await raiseTicket(c, m.token);
    const before = await supportRows(c);
    for (const id of badIds) {
      const calls = [
        get(c.app, `/api/ticket/${id}/details`, m.token),
        get(c.app, `/api/ticket/${id}/re-open`, m.token),
        get(c.app, `/api/message/${id}/image`, m.token),
        get(c.app, `/api/ticket-image/${id}`, m.token),
        post(c.app, `/api/announcements/${id}/read`, undefined, m.token),
        operator(c, 'GET', `tickets/${id}`),
        operator(c, 'GET', `ticket-image/${id}`),
        operator(c, 'POST', `tickets/${id}/close`),
        operator(c, 'POST', `tickets/${id}/reopen`),
        operator(c, 'POST', `tickets/${id}/note`, { note: 'x' }),
        operator(c, 'POST', `tickets/${id}/reply`, { message: 'x' }),
        operator(c, 'POST', `announcements/${id}/withdraw`),
      ];
      for (const res of await Promise.all(calls))
        refusedAsContract(await res, `${id} -> ${(await res).body}`);
    }
    for (const query of ['status=9', 'status=x', 'username=a%20b', `username=${'a'.repeat(40)}`]) {
      refusedAsContract(await operator(c, 'GET', `tickets?${query}`), query);
    }
    expect(await supportRows(c)).toEqual(before);
  });

  it('refuses bad ticket forms with a field error and writes nothing', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    const before = await supportRows(c);
    const cases = [
      raise(c, m.token, {}),
      raise(c, m.token, { subject_id: 'abc', message: 'Hi' }),
      raise(c, m.token, { subject_id: DEPOSIT, message: 'x'.repeat(5001) }),
      raise(c, m.token, { subject_id: OTHERS, others_subject: 'y'.repeat(121), message: 'Hi' }),
      raise(c, m.token, { subject_id: DEPOSIT, message: 'Hi' }, [{ bytes: png(4, 4), field: 'photo' }]),
      memberReply(c, m.token, 'abc', 'Hi'),
      memberReply(c, m.token, id, ''),
      memberReply(c, m.token, 99_999, 'Hi'),
      post(c.app, '/api/raise-ticket', { subject_id: DEPOSIT, message: 'as JSON' }, m.token),
      post(c.app, '/api/reply', { id, message: 'as JSON' }, m.token),
    ];
    for (const res of await Promise.all(cases)) refusedAsContract(res, res.body);
    expect(await supportRows(c)).toEqual(before);
  });

  it('refuses malformed operator announcements and notes, writing nothing', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    const before = await supportRows(c);
    let client = 0;
    const send = (url: string, raw: string) =>
      c.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
        payload: raw,
        remoteAddress: `10.8.${++client >> 8}.${client & 255}`,
      });
    const runs = { numRuns: Number(process.env.FC_RUNS ?? 60) };
    await fc.assert(
      fc.asyncProperty(
        badBodies({ title: 'Maintenance', body: 'Sunday' }, ['title', 'body'], ['title']),
        async ({ raw }) => {
          const res = await send('/api/operator/announcements', raw);
          refusedAsContract(res, `${raw.slice(0, 100)} -> ${res.body.slice(0, 200)}`);
        },
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(
        badBodies({ note: 'Checked' }, ['note']).filter(({ raw }) => !withinNoteLimit(raw)),
        async ({ raw }) => {
          const res = await send(`/api/operator/tickets/${id}/note`, raw);
          refusedAsContract(res, `${raw.slice(0, 100)} -> ${res.body.slice(0, 200)}`);
        },
      ),
      runs,
    );
    expect(await c.db.select().from(announcements)).toEqual([]);
    expect(await supportRows(c)).toEqual(before);
  });
});
