import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reserveIncomes } from '../../server/db/schema';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import { payTeamBenefitsOnReserveProfit } from '../../server/services/teamBenefits';
import type { ClaimProfitResponse } from '../../src/api/contract';
import { describeEngines, json } from './harness';
import { claim, fundReserve, MINUTE, reserved, tradeAll } from './reserveFixtures';
import { chain, credits, qualify, rows } from './teamFixtures';

describeEngines('team benefits on reserve profits', (ctx) => {
  it('pays qualifying uplines their rate of a claim profit once, even when the payment is replayed', async () => {
    const c = ctx();
    const members = await chain(c, 3, 'rr');
    const [top, r1, r2, r3] = members as [(typeof members)[0], ...typeof members];
    await qualify(c, top);
    await qualify(c, r2!);
    await fundReserve(c, r3!.id, 500);
    const sub = await reserved(c, r3!.token, r3!.username);
    await tradeAll(c, r3!.token, sub);
    const res = await claim(c.app, r3!.token, sub);
    expect(res.statusCode, res.body).toBe(200);
    c.clock.advance(MINUTE);
    await runReserveClaims(c.db, { now: c.clock.now() });
    await runReserveClaims(c.db, { now: c.clock.now() });

    const incomeId = json<ClaimProfitResponse>(res).income_id;
    const [income] = await c.db.select().from(reserveIncomes).where(eq(reserveIncomes.id, incomeId));
    expect(income!.isPaid).toBe(1);
    const profit = income!.profit;
    expect(profit).toBeGreaterThan(0n);
    const paid = async () =>
      rows<{ beneficiary_id: number; level: number; amount: string; source: string }>(
        c,
        sql`select beneficiary_id, level, amount::text as amount, source from team_payouts order by level`,
      );
    // r2 at level 1 (5 %) and top at level 3 (2 %); r1 holds no stake and receives nothing.
    expect(await paid()).toEqual([
      {
        beneficiary_id: r2!.id,
        level: 1,
        amount: ((profit * 50_000n) / 1_000_000n).toString(),
        source: 'NFT TRADE',
      },
      {
        beneficiary_id: top.id,
        level: 3,
        amount: ((profit * 20_000n) / 1_000_000n).toString(),
        source: 'NFT TRADE',
      },
    ]);
    expect((await paid()).some((p) => p.beneficiary_id === r1!.id)).toBe(false);

    await c.db.transaction((tx) =>
      payTeamBenefitsOnReserveProfit(tx, {
        incomeId,
        subscriptionId: sub.id,
        memberId: r3!.id,
        type: 'nft',
        profit,
        ledgerTransferId: income!.profitTransferId!,
      }),
    );
    expect(await paid()).toHaveLength(2);
    expect(await credits(c, 'team_benefit')).toHaveLength(2);
  });
});
