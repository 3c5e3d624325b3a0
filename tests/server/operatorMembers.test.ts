import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import {
  type EarningsTraceResponse,
  fromMicros,
  type MemberFile,
  type MemberSearchHit,
} from '../../src/api/contract';
import {
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  describeEngines,
  get,
  json,
  post,
  registerVerified,
  type TestContext,
} from './harness';
import { signedInOperator } from './operatorFixtures';
import { freeStake, stake } from './stakingFixtures';
import { operator, raiseTicket, supportMember } from './supportFixtures';
import { accrue, chain, qualify, type Signed, staked } from './teamFixtures';

async function signIn(c: TestContext, username: string) {
  const pre = json<{ token: string }>(
    await post(c.app, '/api/pre-login', { username, password: DEFAULT_PASSWORD }),
  );
  return json<{ token: string }>(await post(c.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token)).token;
}

describeEngines("the operator's members", (ctx) => {
  it('finds members by part of a username, name or e-mail, or by a whole UVID, exact matches first', async () => {
    const c = ctx();
    const top = await supportMember(c, 'ann');
    const other = await supportMember(c, 'annabel', { sponsor: top.username, position: 'L' });
    const helpdesk = await signedInOperator(c, 'help_search', 'support');
    const search = async (q: string) => {
      const res = await operator(c, 'GET', `members?q=${encodeURIComponent(q)}`, undefined, helpdesk.token);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: MemberSearchHit[] }>(res).data.map((hit) => hit.username);
    };
    expect(await search('ann')).toEqual([top.username, other.username].sort());
    expect(await search(top.username.toUpperCase())).toEqual([top.username]);
    // A whole username comes first even where another sorts before it.
    const longer = `a${other.username}`;
    await registerVerified(c, longer, { sponsor: top.username, position: 'R' });
    expect(await search(other.username)).toEqual([other.username, longer]);
    const [row] = await c.db.select().from(users).where(eq(users.username, other.username));
    expect(await search(row!.referralId)).toEqual([other.username]);
    expect(await search(row!.email.split('@')[0]!)).toContain(other.username);
    expect(await search('%%')).toEqual([]);
    const short = await operator(c, 'GET', 'members?q=a', undefined, helpdesk.token);
    expect(short.statusCode).toBe(422);
    expect(json(short)).toMatchObject({ errors: { q: ['q must be at least 2 characters'] } });
  });

  it("shows a member's whole file straight from the ledger and the member's own records", async () => {
    const c = ctx();
    const top = await supportMember(c, 'top');
    const member = await supportMember(c, 'filed', { sponsor: top.username, position: 'R' });
    const deposit = await operator(c, 'POST', 'deposit', {
      username: member.username,
      payment_method_id: 1,
      amount: '300',
      txhash: 'filetx0001',
    });
    expect(deposit.statusCode).toBe(200);
    await get(c.app, '/api/balance-sync?payment_method_id=1', member.token);
    expect((await stake(c.app, member.token, freeStake(member.username, '100'))).statusCode).toBe(200);
    await raiseTicket(c, member.token, 'Where is my stake?');

    const auditor = await signedInOperator(c, 'aud_files', 'auditor');
    const res = await operator(
      c,
      'GET',
      `members/${member.username.toUpperCase()}`,
      undefined,
      auditor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = json<{ data: MemberFile }>(res).data;
    expect(file.profile).toMatchObject({ username: member.username, auth_type: 'mpin', two_factor: false });
    expect(file.sponsor).toBe(top.username);
    expect(file.placement).toEqual({ parent: top.username, position: 'R' });
    expect(file.balances).toMatchObject({ pay_in: '200.000000', staked: '100.000000' });
    expect(file.ledger.map((l) => [l.account, l.amount])).toEqual([
      ['hold_staked', '100.000000'],
      ['pay_in', '-100.000000'],
      ['pay_in', '300.000000'],
    ]);
    expect(file.stakes).toHaveLength(1);
    expect(file.tickets.map((t) => t.subject)).toHaveLength(1);
    expect(file.sessions.length).toBeGreaterThanOrEqual(1);
    expect(file.security_log.map((e) => e.event)).toContain('sign_in');

    expect((await operator(c, 'GET', 'members/nobody', undefined, auditor.token)).statusCode).toBe(404);
    const [audit] = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.read'), eq(auditLog.operatorId, auditor.id)));
    expect(audit?.subjectUsername).toBe(member.username.toUpperCase());
  });

  it("lets an admin end one of a member's sessions or all of them, in the member's security log", async () => {
    const c = ctx();
    const member = await supportMember(c, 'signedin');
    const phone = await signIn(c, member.username);
    const admin = await signedInOperator(c, 'adm_sessions', 'admin');
    const file = async () =>
      json<{ data: MemberFile }>(
        await operator(c, 'GET', `members/${member.username}`, undefined, admin.token),
      ).data;
    const sessions = (await file()).sessions;
    expect(sessions).toHaveLength(2);

    const one = await operator(
      c,
      'POST',
      `members/${member.username}/sessions/${sessions[0]!.id}/revoke`,
      undefined,
      admin.token,
    );
    expect(json(one)).toEqual({ status: true, message: 'Signed the member out of 1 session', revoked: 1 });
    expect((await get(c.app, '/api/user', phone)).statusCode).toBe(401);
    expect((await get(c.app, '/api/user', member.token)).statusCode).toBe(200);
    const again = await operator(
      c,
      'POST',
      `members/${member.username}/sessions/${sessions[0]!.id}/revoke`,
      undefined,
      admin.token,
    );
    expect(again.statusCode).toBe(404);

    const all = await operator(
      c,
      'POST',
      `members/${member.username}/sessions/revoke-all`,
      undefined,
      admin.token,
    );
    expect(json(all)).toMatchObject({ revoked: 1 });
    expect((await get(c.app, '/api/user', member.token)).statusCode).toBe(401);
    const log = (await file()).security_log.filter((e) => e.event === 'session_revoked');
    expect(log).toHaveLength(2);
    expect(log.every((e) => e.detail.endsWith('by the operators'))).toBe(true);
  });
});

describeEngines("a member's earnings trace", (ctx) => {
  it('traces each payout to the member, level, rate and plan version, with the arithmetic checked', async () => {
    const c = ctx();
    const members = await chain(c, 2);
    for (const m of members.slice(0, 2)) await qualify(c, m);
    await staked(c, members[2]!);
    await accrue(c, 2);
    const [top, middle, bottom] = members as [Signed, Signed, Signed];
    const finance = await signedInOperator(c, 'fin_trace', 'finance');
    const res = await operator(c, 'GET', `members/${top.username}/earnings`, undefined, finance.token);
    expect(res.statusCode, res.body).toBe(200);
    const trace = json<EarningsTraceResponse>(res);
    const { rows: paid } = (await c.db.execute(
      sql`select from_member_id, level, amount::text as amount from team_payouts where beneficiary_id = ${top.id}`,
    )) as unknown as { rows: Array<{ from_member_id: number; level: number; amount: string }> };
    expect(trace.data).toHaveLength(paid.length);
    expect(new Set(trace.data.map((r) => `${r.from_member}:${r.level}`))).toEqual(
      new Set([`${middle.username}:1`, `${bottom.username}:2`]),
    );
    expect(
      trace.data.every((r) => r.amount_checks && r.plan_version === 1 && r.source === 'LEVEL INCOME'),
    ).toBe(true);
    expect(trace.data.find((r) => r.level === 2)?.rate_percent).toBe('5');
    const total = paid.reduce((s, p) => s + BigInt(p.amount), 0n);
    expect(trace.totals).toEqual({ 'LEVEL INCOME': fromMicros(total) });
    expect(trace.next_before_id).toBeNull();
  });
});
