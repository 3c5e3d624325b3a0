import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerTransfers, reserveIncomes } from '../../server/db/schema';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import { balancesOf } from '../../server/ledger';
import {
  type ClaimProfitResponse,
  fromMicros,
  type ReserveTickerResponse,
  type TransactionLine,
  toMicros,
} from '../../src/api/contract';
import { describeEngines, get, json } from './harness';
import { usdt } from './ledgerFixtures';
import {
  CRYPTO_L1,
  claim,
  claimStatusOf,
  dashboard,
  MINUTE,
  reserved,
  reserveMember,
  signIn,
  trade,
  tradeAll,
} from './reserveFixtures';

type Refusal = { status: false; message: string };
const HOUR = 60 * MINUTE;

describeEngines('reserve claims', { pgliteToo: 'locking' }, (ctx) => {
  it('claims once every item is traded, pays principal and profit once, and reports it', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'claimer', 800);
    const sub = await reserved(c, token, username);
    c.clock.advance(HOUR);
    await trade(c.app, token, sub.reserve_logs[0]!.id);
    const early = await claim(c.app, token, sub);
    expect(early.statusCode).toBe(422);
    expect(json<Refusal>(early).message).toBe('Trade every item of this collection before claiming');
    await trade(c.app, token, sub.reserve_logs[1]!.id);

    const wrongInvoice = await claim(c.app, token, { id: sub.id, invoice_id: 'RSV0000000000' });
    expect(wrongInvoice.statusCode).toBe(404);
    expect(json<Refusal>(wrongInvoice).message).toBe('No reservation has this id');

    const res = await claim(c.app, token, sub);
    expect(res.statusCode, res.body).toBe(200);
    const incomeId = json<ClaimProfitResponse>(res).income_id;
    const second = await claim(c.app, token, sub);
    expect(second.statusCode).toBe(409);
    expect(json<Refusal>(second).message).toBe('This reservation has already been claimed');

    const pending = await claimStatusOf(c.app, token, incomeId);
    const traded = (await dashboard(c.app, token)).reserve_history[0]!.reserve_logs;
    const profit = traded.reduce((sum, l) => sum + toMicros(l.profit!), 0n);
    expect(pending).toMatchObject({
      income_id: incomeId,
      is_paid: 0,
      profit: fromMicros(profit),
      principal: '500.000000',
      source: 'NFT TRADE',
      paid_at: null,
    });
    expect((await balancesOf(c.db, id)).hold_reserved).toBe(usdt(500));
    // Reserve shows what its reservations hold until the claim pays it back.
    expect((await dashboard(c.app, token)).reserved_balance).toBe('500.000000');

    c.clock.advance(MINUTE);
    const first = await runReserveClaims(c.db, { now: c.clock.now() });
    const rerun = await runReserveClaims(c.db, { now: c.clock.now() });
    expect(first.claimsPaid).toBe(1);
    expect(rerun.claimsPaid).toBe(0);
    const paid = await claimStatusOf(c.app, token, incomeId);
    expect(paid).toMatchObject({ is_paid: 1, paid_at: c.clock.now().toISOString() });

    const balances = await balancesOf(c.db, id);
    expect(balances.reserve).toBe(usdt(800));
    expect(balances.hold_reserved).toBe(0n);
    expect(balances.pay_out).toBe(profit);

    const lines = await get(c.app, '/api/transactions?wallet=pay_out', token);
    expect(lines.statusCode, lines.body).toBe(200);
    const credits = json<{ data: { data: TransactionLine[] } }>(lines).data.data;
    expect(credits).toEqual([
      expect.objectContaining({
        wallet: 'pay_out',
        type: 'credit',
        source: 'NFT TRADE',
        value: fromMicros(profit),
      }),
    ]);

    const summary = await dashboard(c.app, token);
    expect(summary).toMatchObject({
      reserve_balance: '800.000000',
      reserved_balance: '0.000000',
      today_reserve_earning: fromMicros(profit),
      total_reserve_income: fromMicros(profit),
      level_bonus: '0.000000',
    });
    expect(summary.all_reserve_history[0]).toMatchObject({ is_claimed: 1, income: { is_paid: 1 } });
    // The same profit, to the micro-USDT, on Account's dashboard: both screens round it by one rule.
    const account = json<{ data: Record<string, string> }>(await get(c.app, '/api/dashboard', token)).data;
    expect(account.todays_nft_reserve_income).toBe(summary.today_reserve_earning);
    expect(account.total_nft_reserve_income).toBe(summary.total_reserve_income);

    // A new UTC day: the claimed reservation of yesterday leaves Today's list, and today's earning restarts.
    c.clock.advance(24 * HOUR);
    const tomorrow = await dashboard(c.app, await signIn(c, username));
    expect(tomorrow.reserve_history).toEqual([]);
    expect(tomorrow.today_reserve_earning).toBe('0.000000');
    expect(tomorrow.total_reserve_income).toBe(fromMicros(profit));
    expect(tomorrow.all_reserve_history).toHaveLength(1);
  });

  it('records one income for concurrent claims, and two workers at once pay it once', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'doubler', 300);
    const sub = await reserved(c, token, username, CRYPTO_L1, 'crypto');
    await tradeAll(c, token, sub);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(c.app, token, sub)));
    expect(
      answers.filter((a) => a.statusCode === 200),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(await c.db.select().from(reserveIncomes)).toHaveLength(1);

    const [a, b] = await Promise.all([runReserveClaims(c.db), runReserveClaims(c.db)]);
    expect(a.claimsPaid + b.claimsPaid).toBe(1);
    const [income] = await c.db.select().from(reserveIncomes);
    expect(income!.isPaid).toBe(1);
    const balances = await balancesOf(c.db, id);
    expect(balances.reserve).toBe(usdt(300));
    expect(balances.pay_out).toBe(income!.profit);
    const credits = await c.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'CRYPTO TRADE'));
    expect(credits).toHaveLength(1);

    const ticker = json<ReserveTickerResponse>(await get(c.app, '/api/reserve/ticker', token)).data;
    const crypto1 = ticker.find((t) => t.label === 'Crypto Level 1')!;
    expect(crypto1).toMatchObject({ range: '0.60%-1.00%', trades_24h: 3 });
    const average = Number(crypto1.last_24h_average);
    expect(average).toBeGreaterThanOrEqual(0.6);
    expect(average).toBeLessThanOrEqual(1);
    expect(ticker.find((t) => t.label === 'NFT Level 1')).toMatchObject({
      last_24h_average: null,
      trades_24h: 0,
    });
  });

  it('reports only the member’s own claims and refuses unknown ones', async () => {
    const c = ctx();
    const owner = await reserveMember(c, 'claimowner', 100);
    const other = await reserveMember(c, 'claimsnoop', 0, { sponsor: owner.username, position: 'L' });
    const sub = await reserved(c, owner.token, owner.username);
    await tradeAll(c, owner.token, sub);
    const incomeId = json<ClaimProfitResponse>(await claim(c.app, owner.token, sub)).income_id;
    for (const [token, url] of [
      [other.token, `/api/check-claim-status/${incomeId}`],
      [owner.token, `/api/check-claim-status/${incomeId + 1}`],
    ] as const) {
      const res = await get(c.app, url, token);
      expect(res.statusCode).toBe(404);
      expect(json<Refusal>(res).message).toBe('No claim has this id');
    }
    const foreign = await claim(c.app, other.token, sub);
    expect(foreign.statusCode).toBe(404);
    expect((await claimStatusOf(c.app, owner.token, incomeId)).is_paid).toBe(0);
    await runReserveClaims(c.db);
  });
});
