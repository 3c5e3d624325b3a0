import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import type { PayoutDetail, PayoutsResponse } from '../../src/api/contract';
import { describeEngines, get, json, type TestContext } from './harness';
import { claim, fundReserve, MINUTE, reserved, tradeAll } from './reserveFixtures';
import { executiveStake } from './stakingFixtures';
import { accrue, chain, qualify, rows, staked } from './teamFixtures';

type Refusal = { status: false; message: string; msg: string; errors?: Record<string, string[]> };

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** p1 is p2's sponsor: twelve days of p2's staking returns and one NFT claim pay p1 thirteen payouts. */
async function earner(c: TestContext) {
  const [, p1, p2] = await chain(c, 2, 'pp');
  await qualify(c, p1!);
  await staked(c, p2!, executiveStake(p2!.username, '500', 30));
  await fundReserve(c, p2!.id, 300);
  const sub = await reserved(c, p2!.token, p2!.username);
  await tradeAll(c, p2!.token, sub);
  expect((await claim(c.app, p2!.token, sub)).statusCode).toBe(200);
  c.clock.advance(MINUTE);
  await runReserveClaims(c.db, { now: c.clock.now() });
  await accrue(c, 13);
  const [today] = await rows<{ d: string }>(c, sql`select team_today()::text as d`);
  return { p1: p1!, p2: p2!, today: today!.d };
}

const list = (c: TestContext, token: string, query = '') => get(c.app, `/api/payouts${query}`, token);

describeEngines('payouts', (ctx) => {
  it('pages the payouts newest first, filters them, totals them and names the sources', async () => {
    const c = ctx();
    const { p1, p2, today } = await earner(c);
    const first = json<PayoutsResponse>(await list(c, p1.token));
    expect(first.data).toMatchObject({ current_page: 1, last_page: 2, from: 1, to: 10, total: 13 });
    expect(first.data.data).toHaveLength(10);
    expect(first.source).toEqual(['LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE']);
    const second = json<PayoutsResponse>(await list(c, p1.token, '?page=2'));
    expect(second.data).toMatchObject({ current_page: 2, from: 11, to: 13 });
    const all = [...first.data.data, ...second.data.data];
    expect(new Set(all.map((p) => p.id)).size).toBe(13);
    const ids = all.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.every((p) => p.from_username === p2.username && p.is_paid === 1 && p.level === 1)).toBe(true);

    const ledger = await rows<{ total: string }>(
      c,
      sql`select (sum(e.amount) / 1000000.0)::numeric(20, 6)::text as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
        where a.owner_user_id = ${p1.id} and t.kind in ('level_income', 'team_benefit')`,
    );
    expect(first.more_details).toContainEqual({ title: 'Total Income', value: ledger[0]!.total });
    // Every team payout is paid at once: the paid total is the whole of it, in USDT like the other cards.
    expect(first.more_details).toContainEqual({ title: 'Total Payouts', value: ledger[0]!.total });

    const nft = json<PayoutsResponse>(await list(c, p1.token, '?source=NFT%20TRADE'));
    expect(nft.data.total).toBe(1);
    expect(nft.data.data[0]).toMatchObject({ source: 'NFT TRADE', level: 1 });
    expect(nft.data.data[0]!.level_amount).toBe(nft.data.data[0]!.amount);
    expect(json<PayoutsResponse>(await list(c, p1.token, '?source=LEVEL%20INCOME')).data.total).toBe(12);
    expect(json<PayoutsResponse>(await list(c, p1.token, '?is_paid=0')).data.total).toBe(0);
    expect(json<PayoutsResponse>(await list(c, p1.token, '?sort=today')).data.total).toBe(13);
    const day = ddmmyyyy(today);
    expect(
      json<PayoutsResponse>(await list(c, p1.token, `?from_date=${day}&to_date=${day}`)).data.total,
    ).toBe(13);
    expect(json<PayoutsResponse>(await list(c, p1.token, '?to_date=01-01-2020')).data.total).toBe(0);
    expect(json<PayoutsResponse>(await list(c, p2.token)).data.total).toBe(0);

    // Another day's income: the count, the last page and the totals follow at once.
    await accrue(c, 14);
    const [now] = await rows<{ n: number; total: string }>(
      c,
      sql`select count(*)::int as n, (sum(amount) / 1000000.0)::numeric(20, 6)::text as total
        from team_payouts where beneficiary_id = ${p1.id}`,
    );
    expect(Number(now!.n)).toBeGreaterThan(13);
    const last = json<PayoutsResponse>(await list(c, p1.token, '?page=2'));
    expect(last.data).toMatchObject({ last_page: 2, from: 11, to: Number(now!.n), total: Number(now!.n) });
    expect(last.data.data).toHaveLength(Number(now!.n) - 10);
    expect(last.data.data.at(-1)!.id).toBe(all.at(-1)!.id);
    expect(last.more_details).toContainEqual({ title: 'Total Income', value: now!.total });
  });

  it('exports the filtered list as CSV and explains each payout to its owner only', async () => {
    const c = ctx();
    const { p1, p2 } = await earner(c);
    const csv = await list(c, p1.token, '?export=csv&source=LEVEL%20INCOME');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\n');
    expect(lines[0]).toBe('created_at,from_username,amount,level,description,source,is_paid');
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).every((l) => l.includes(',LEVEL INCOME,1'))).toBe(true);

    const nft = json<PayoutsResponse>(await list(c, p1.token, '?source=NFT%20TRADE')).data.data[0]!;
    const res = await get(c.app, `/api/payouts/${nft.id}`, p1.token);
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<{ data: PayoutDetail }>(res).data;
    expect(detail).toMatchObject({
      id: nft.id,
      from_username: p2.username,
      level: 1,
      rate_percentage: '5.00',
      plan_version: 1,
      source: 'NFT TRADE',
    });
    expect(detail.source_event.kind).toBe('reserve_profit');
    expect(detail.source_event.reference).toMatch(/^reserve /);
    const source = BigInt(detail.source_amount.replace('.', ''));
    expect(BigInt(detail.amount.replace('.', ''))).toBe((source * 50_000n) / 1_000_000n);

    const level = json<PayoutsResponse>(await list(c, p1.token, '?source=LEVEL%20INCOME')).data.data[0]!;
    const staking = json<{ data: PayoutDetail }>(await get(c.app, `/api/payouts/${level.id}`, p1.token)).data;
    expect(staking).toMatchObject({ rate_percentage: '10.00', source_event: { kind: 'staking_return' } });

    const foreign = await get(c.app, `/api/payouts/${nft.id}`, p2.token);
    expect(foreign.statusCode).toBe(404);
    expect(json<Refusal>(foreign)).toMatchObject({ status: false, message: 'No payout has this id' });
    expect((await get(c.app, '/api/payouts/abc', p1.token)).statusCode).toBe(422);
    expect((await get(c.app, `/api/payouts/${nft.id}`)).statusCode).toBe(401);
  });

  it('refuses bad filters in the error shape', async () => {
    const c = ctx();
    const { p1 } = await earner(c);
    for (const [query, field, message] of [
      ['?from_date=2026-03-01', 'from_date', 'Date must be DD-MM-YYYY'],
      ['?to_date=31-02-2026', 'to_date', 'Date must be DD-MM-YYYY'],
      ['?source=SALARY', 'source', 'Unknown source'],
      ['?is_paid=2', 'is_paid', 'is_paid must be 0 or 1'],
      ['?sort=yesterday', 'sort', 'Unknown sort'],
    ] as const) {
      const res = await list(c, p1.token, query);
      expect(res.statusCode, query).toBe(422);
      const body = json<Refusal>(res);
      expect(body.status).toBe(false);
      expect(body.errors?.[field]?.[0], query).toBe(message);
    }
  });
});
