import { expect, it } from 'vitest';
import { raiseTicket } from '../../server/services/tickets';
import type { MemberListItem, OperatorTicket } from '../../src/api/contract';
import { describeEngines, json } from './harness';
import { signedInOperator } from './operatorFixtures';
import { csvRows, type Envelope, listed } from './operatorListFixtures';
import { DEPOSIT, operator, supportMember } from './supportFixtures';

describeEngines("the back office's member and ticket lists", (ctx) => {
  it('lists every member a page at a time, by name or joining, the frozen ones apart, and exports them', async () => {
    const c = ctx();
    const top = await supportMember(c, 'mem');
    const names = [top.username];
    for (let i = 0; i < 11; i++) {
      c.clock.advance(60_000);
      names.push((await supportMember(c, 'mem', { sponsor: names.at(-1)!, position: 'L' })).username);
    }
    const finance = await signedInOperator(c, 'fin_people', 'finance');
    const frozen = names[4]!;
    expect(
      (await operator(c, 'POST', `members/${frozen}/freeze`, { reason: 'Takeover suspected' }, finance.token))
        .statusCode,
    ).toBe(200);

    const second = await listed<Envelope<MemberListItem>>(c, 'members?per_page=10&page=2');
    expect([second.total, second.last_page, second.from, second.to]).toEqual([12, 2, 11, 12]);
    expect(second.data.map((m) => m.username)).toEqual([...names].sort().slice(10));
    const newest = await listed<Envelope<MemberListItem>>(c, 'members?sort=joined_at&dir=desc&per_page=10');
    expect(newest.data[0]!.username).toBe(names.at(-1));
    const onlyFrozen = await listed<Envelope<MemberListItem>>(c, 'members?frozen=true');
    expect(onlyFrozen.data.map((m) => [m.username, m.withdrawals_frozen])).toEqual([[frozen, true]]);
    expect((await listed<Envelope<MemberListItem>>(c, 'members?frozen=false')).total).toBe(11);

    const csv = csvRows((await operator(c, 'GET', 'members.csv?q=mem&sort=joined_at&dir=asc')).body);
    expect(csv[0]).toEqual([
      'username',
      'name',
      'email',
      'uvid',
      'joined_at',
      'email_verified',
      'withdrawals_frozen',
    ]);
    expect(csv.slice(1).map((row) => row[0])).toEqual(names);
    expect(csv.find((row) => row[0] === frozen)?.[6]).toBe('yes');
    const short = await operator(c, 'GET', 'members?q=m');
    expect(json(short)).toMatchObject({ errors: { q: ['q must be at least 2 characters'] } });
  });

  it('pages the ticket queue at the size asked, by opening or last activity, and exports what it selects', async () => {
    const c = ctx();
    const member = await supportMember(c, 'tqm');
    const ids: number[] = [];
    for (let i = 0; i < 27; i++) {
      c.clock.advance(60_000);
      const at = c.clock.now();
      ids.push(
        await c.db.transaction((tx) =>
          raiseTicket(tx, member.id, { subject_id: DEPOSIT, message: `Question ${i}` }, [], at),
        ),
      );
    }
    // The first ticket gets the newest activity.
    c.clock.advance(60_000);
    expect((await operator(c, 'POST', `tickets/${ids[0]}/reply`, { message: 'Answered' })).statusCode).toBe(
      200,
    );

    const byActivity = await listed<{ data: Envelope<OperatorTicket> }>(c, 'tickets?per_page=25');
    expect([byActivity.data.total, byActivity.data.last_page, byActivity.data.data[0]!.id]).toEqual([
      27,
      2,
      ids[0],
    ]);
    const byOpening = await listed<{ data: Envelope<OperatorTicket> }>(
      c,
      'tickets?sort=created_at&dir=desc&per_page=25&page=2',
    );
    expect(byOpening.data.data.map((t) => t.id)).toEqual([ids[1], ids[0]]);
    expect((await listed<{ data: Envelope<OperatorTicket> }>(c, 'tickets')).data.per_page).toBe(10);

    const csv = csvRows((await operator(c, 'GET', 'tickets.csv?sort=created_at&dir=asc')).body);
    expect(csv).toHaveLength(28);
    expect(csv.slice(1).map((row) => Number(row[0]))).toEqual(ids);
    expect(csv[1]!.slice(2, 4)).toEqual([member.username, 'Open']);
  });
});
