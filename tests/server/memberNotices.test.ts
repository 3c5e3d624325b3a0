import { HDKey } from '@scure/bip32';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { mailOutbox, memberNotices, users, withdrawals } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { createOutboxMailer } from '../../server/mail/mailer';
import { NOTICE_LIST_SIZE, type NoticesResponse } from '../../src/api/contract';
import { DEFAULT_PIN, describeEngines, get, json, post, type TestContext, testConfig } from './harness';
import { claim, fundReserve, reserved, tradeAll } from './reserveFixtures';
import { endWithdrawHold, fund, type Refusal } from './securityFixtures';
import { executiveStake, newKey, stake, stakingMember, unstake } from './stakingFixtures';

const OPERATOR_KEY = 'notices-test-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;
const payoutKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/195'/0'");
const TRON_ADDRESS = depositAddress(payoutKey, 'TRC20', 1);
const PHRASE = 'Blue heron 42';
const PAYOUT_HASH = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2';

const operator = (app: FastifyInstance, path: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/${path}`,
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    payload: body,
  });

const withKey = (app: FastifyInstance, url: string, token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
    payload,
  });

async function noticesOf(app: FastifyInstance, token: string) {
  const res = await get(app, '/api/notices', token);
  expect(res.statusCode, res.body).toBe(200);
  return json<NoticesResponse>(res);
}

async function mailsTo(c: TestContext, memberId: number, purpose: string) {
  return c.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, memberId), like(mailOutbox.purpose, purpose)))
    .orderBy(asc(mailOutbox.id));
}

async function requestWithdrawal(c: TestContext, token: string, amount: string) {
  const res = await withKey(c.app, '/api/withdraw', token, { amount, wallet: 'pay_out', mpin: DEFAULT_PIN });
  expect(res.statusCode, res.body).toBe(200);
  const code = json<{ code: string }>(res).code;
  const [row] = await c.db.select().from(withdrawals).where(eq(withdrawals.code, code));
  return row!;
}

describeEngines('member notices', (ctx) => {
  it('tells each money event once in the list and once by mail headed by the anti-phishing phrase', async () => {
    const c = ctx();
    const m = await stakingMember(c, 'noticed', 0);

    const short = await post(c.app, '/api/anti-phishing-phrase', { anti_phishing_phrase: 'ab' }, m.token);
    expect(short.statusCode).toBe(422);
    expect(json<Refusal>(short).errors?.anti_phishing_phrase).toEqual([
      'The anti-phishing phrase must be 4 to 32 characters long',
    ]);
    const odd = await post(c.app, '/api/anti-phishing-phrase', { anti_phishing_phrase: 'hi <b>' }, m.token);
    expect(json<Refusal>(odd).errors?.anti_phishing_phrase).toEqual([
      'The anti-phishing phrase may contain letters, digits and spaces only',
    ]);
    const saved = await post(
      c.app,
      '/api/anti-phishing-phrase',
      { anti_phishing_phrase: ` ${PHRASE} ` },
      m.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(await get(c.app, '/api/anti-phishing-phrase', m.token))).toMatchObject({
      anti_phishing_phrase: PHRASE,
    });

    // A deposit seen on chain, then credited by Sync Balance.
    const seen = await operator(c.app, 'deposit', {
      username: m.username,
      payment_method_id: 1,
      amount: '1000',
      txhash: 'deposithash1',
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await get(c.app, '/api/balance-sync?payment_method_id=1', m.token)).statusCode).toBe(200);

    // A stake started and ended early (500 less the 2 % charge reaches the Out going wallet).
    const staked = await stake(c.app, m.token, executiveStake(m.username));
    expect(staked.statusCode, staked.body).toBe(200);
    const stakeId = json<{ data: { id: number } }>(staked).data.id;
    expect((await unstake(c.app, m.token, stakeId)).statusCode).toBe(200);

    // A payout address saved (its security notice is the mail), then a withdrawal paid, one rejected, one cancelled.
    const setting = await post(
      c.app,
      '/api/withdraw-setting',
      { type: 'crypto', withdrawal_coin: 'USDT', withdrawal_address: TRON_ADDRESS, mpin: DEFAULT_PIN },
      m.token,
    );
    expect(setting.statusCode, setting.body).toBe(200);
    await endWithdrawHold(c, m.id);
    const paid = await requestWithdrawal(c, m.token, '100');
    expect((await operator(c.app, `withdrawals/${paid.id}/approve`, {})).statusCode).toBe(200);
    expect((await operator(c.app, `withdrawals/${paid.id}/paid`, { tx: PAYOUT_HASH })).statusCode).toBe(200);
    const rejected = await requestWithdrawal(c, m.token, '40');
    const reason = 'The destination could not be verified';
    expect((await operator(c.app, `withdrawals/${rejected.id}/reject`, { reason })).statusCode).toBe(200);
    const cancelled = await requestWithdrawal(c, m.token, '40');
    const cancel = await withKey(c.app, '/api/withdraw/cancel', m.token, { code: cancelled.code });
    expect(cancel.statusCode, cancel.body).toBe(200);

    // A reserve claim paid by the claims worker.
    await fundReserve(c, m.id, 500);
    const sub = await reserved(c, m.token, m.username);
    await tradeAll(c, m.token, sub);
    expect((await claim(c.app, m.token, sub)).statusCode).toBe(200);
    const mailer = createOutboxMailer({ info() {}, warn() {}, error() {} });
    await runReserveClaims(c.db, { now: c.clock.now(), notices: { config: testConfig, mailer } });

    const list = await noticesOf(c.app, m.token);
    const told = [
      'deposit_seen',
      'deposit_credited',
      'stake_started',
      'stake_ended',
      'payout_address_saved',
      'withdrawal_requested',
      'withdrawal_approved',
      'withdrawal_paid',
      'withdrawal_requested',
      'withdrawal_rejected',
      'withdrawal_requested',
      'withdrawal_cancelled',
      'reserve_claim_paid',
    ];
    expect(list.data.map((n) => n.kind).reverse()).toEqual(told);
    expect(list.more_details.unread).toBe(told.length);

    const notices = await mailsTo(c, m.id, 'notice:%');
    expect(notices.map((mail) => mail.purpose)).toEqual(
      told.filter((k) => k !== 'payout_address_saved').map((k) => `notice:${k}`),
    );
    const security = await mailsTo(c, m.id, 'security:withdraw_setting_saved');
    expect(security).toHaveLength(1);
    for (const mail of [...notices, ...security]) {
      expect(mail.text.startsWith(`Your anti-phishing phrase: ${PHRASE}\n`), mail.text).toBe(true);
    }

    const payout = list.data.find((n) => n.kind === 'withdrawal_paid')!;
    const explorer = `https://tronscan.org/#/transaction/${PAYOUT_HASH}`;
    expect(payout.link).toBe(explorer);
    expect(payout.body).toContain(PAYOUT_HASH);
    expect(notices.find((mail) => mail.purpose === 'notice:withdrawal_paid')!.text).toContain(explorer);
    expect(list.data.find((n) => n.kind === 'withdrawal_rejected')!.body).toContain(reason);
    expect(notices.find((mail) => mail.purpose === 'notice:withdrawal_rejected')!.text).toContain(reason);
  });

  it('writes no notice and no mail for a money event that is refused after it began', async () => {
    const c = ctx();
    const m = await stakingMember(c, 'frozen', 0);
    await fund(c, m.id, 200n, 'pay_out');
    await post(
      c.app,
      '/api/withdraw-setting',
      { type: 'crypto', withdrawal_coin: 'USDT', withdrawal_address: TRON_ADDRESS, mpin: DEFAULT_PIN },
      m.token,
    );
    await endWithdrawHold(c, m.id);
    const w = await requestWithdrawal(c, m.token, '100');
    expect((await operator(c.app, `withdrawals/${w.id}/approve`, {})).statusCode).toBe(200);
    const before = (await noticesOf(c.app, m.token)).data.length;
    const mailsBefore = (await mailsTo(c, m.id, '%')).length;

    // Frozen after the approval: marking it paid moves the withdrawal first, then is refused and rolls back.
    const freeze = { withdrawalsFrozenAt: c.clock.now(), withdrawalsFrozenReason: 'A disputed payment' };
    await c.db.update(users).set(freeze).where(eq(users.id, m.id));
    const refused = await operator(c.app, `withdrawals/${w.id}/paid`, { tx: PAYOUT_HASH });
    expect(refused.statusCode, refused.body).toBe(423);

    expect((await noticesOf(c.app, m.token)).data).toHaveLength(before);
    expect(await mailsTo(c, m.id, '%')).toHaveLength(mailsBefore);
    const [row] = await c.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row!.tHash).toBeNull();
  });

  it('shows and marks read only the member’s own notices', async () => {
    const c = ctx();
    const owner = await stakingMember(c, 'owner', 0);
    const other = await stakingMember(c, 'other', 0, { sponsor: 'owner', position: 'L' });
    for (const txhash of ['owntxhash1', 'owntxhash2']) {
      const seen = { username: owner.username, payment_method_id: 1, amount: '10', txhash };
      const res = await operator(c.app, 'deposit', seen);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [first] = await c.db
      .select({ id: memberNotices.id })
      .from(memberNotices)
      .where(eq(memberNotices.userId, owner.id))
      .orderBy(asc(memberNotices.id));

    expect((await noticesOf(c.app, other.token)).data).toEqual([]);
    const stranger = await post(c.app, `/api/notices/${first!.id}/read`, {}, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(json<Refusal>(stranger).message).toBe('Notice not found');
    expect((await post(c.app, '/api/notices/read-all', {}, other.token)).statusCode).toBe(200);
    expect((await noticesOf(c.app, owner.token)).more_details.unread).toBe(2);

    const read = await post(c.app, `/api/notices/${first!.id}/read`, {}, owner.token);
    expect(json(read)).toMatchObject({ status: true, unread: 1 });
    const list = await noticesOf(c.app, owner.token);
    expect(list.data.map((n) => [n.id, n.read])).toEqual([
      [first!.id + 1, false],
      [first!.id, true],
    ]);
    expect(json(await post(c.app, '/api/notices/read-all', {}, owner.token))).toMatchObject({ unread: 0 });
  });

  it('tells each member whose stake ran its whole term, once, when the returns job completes it', async () => {
    const c = ctx();
    const ann = await stakingMember(c, 'maturedann', 1_000);
    const bob = await stakingMember(c, 'maturedbob', 1_000, { sponsor: 'maturedann', position: 'L' });
    for (const [m, amount] of [
      [ann, '300'],
      [bob, '200'],
    ] as const) {
      const res = await stake(c.app, m.token, executiveStake(m.username, amount, 10));
      expect(res.statusCode, res.body).toBe(200);
    }
    const stakeNotices = async (token: string) =>
      (await noticesOf(c.app, token)).data.filter((n) => n.kind === 'stake_ended');
    const mailer = createOutboxMailer({ info() {}, warn() {}, error() {} });
    const notices = { config: testConfig, mailer };
    const start = c.clock.now();
    const dayAfter = (days: number) => new Date(start.getTime() + days * 86_400_000);

    // Half-way through the term nothing has ended, and nobody is told.
    await runStakingAccrual(c.db, { now: dayAfter(5), notices });
    expect(await stakeNotices(ann.token)).toEqual([]);

    const done = await runStakingAccrual(c.db, { now: dayAfter(13), notices });
    expect(done.stakesCompleted).toBe(2);
    const [annEnded] = await stakeNotices(ann.token);
    expect(annEnded).toMatchObject({ title: 'Stake ended', read: false });
    expect(annEnded!.body).toMatch(
      /^Your stake \S+ of 300\.00 USDT completed its term on \d{4}-\d{2}-\d{2}: its 300\.00 USDT went to your Out going Wallet/,
    );
    expect((await stakeNotices(bob.token)).map((n) => n.body)).toEqual([
      expect.stringContaining('of 200.00 USDT completed its term'),
    ]);
    const mails = await mailsTo(c, ann.id, 'notice:stake_ended');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(annEnded!.body);

    // Running again pays nothing and tells nobody again.
    await runStakingAccrual(c.db, { now: dayAfter(14), notices });
    expect(await stakeNotices(ann.token)).toHaveLength(1);
    expect(await mailsTo(c, ann.id, 'notice:stake_ended')).toHaveLength(1);
  });

  it('pages back through notices older than the newest page', async () => {
    const c = ctx();
    const m = await stakingMember(c, 'manynotices', 0);
    for (let i = 0; i < NOTICE_LIST_SIZE + 3; i += 1) {
      const res = await operator(c.app, 'deposit', {
        username: m.username,
        payment_method_id: 1,
        amount: '1',
        txhash: `pagedtxhash${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await noticesOf(c.app, m.token);
    expect(first.data).toHaveLength(NOTICE_LIST_SIZE);
    expect(first.more_details).toEqual({ unread: NOTICE_LIST_SIZE + 3, older: true });
    const last = first.data.at(-1)!;
    const res = await get(c.app, `/api/notices?before=${last.id}`, m.token);
    const older = json<NoticesResponse>(res);
    expect(older.data).toHaveLength(3);
    expect(older.data.every((n) => n.id < last.id)).toBe(true);
    expect(older.more_details.older).toBe(false);
    expect(older.data.at(-1)!.body).toContain('pagedtxhash0');
    const bad = await get(c.app, '/api/notices?before=abc', m.token);
    expect(bad.statusCode).toBe(422);
    expect(json<Refusal>(bad).errors?.before).toEqual(['The id must be a number']);
  });
});
