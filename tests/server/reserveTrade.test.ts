import { createHash, createHmac } from 'node:crypto';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerTransfers } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import {
  drawMessage,
  drawProfitMicros,
  drawRatePpm,
  fromMicros,
  type ReserveTradeResponse,
  toMicros,
} from '../../src/api/contract';
import { describeEngines, json } from './harness';
import {
  claim,
  dashboard,
  MINUTE,
  NFT_L1,
  reserved,
  reserveMember,
  trade,
  tradeAll,
} from './reserveFixtures';

type Refusal = { status: false; message: string; errors?: Record<string, string[]> };

describeEngines('reserve trades', (ctx) => {
  it('refuses a trade before the next-trade time, then draws each item once, inside its disclosed range', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'trader', 500);
    const sub = await reserved(c, token, username, NFT_L1);
    const [first, second] = sub.reserve_logs;
    const [transfers] = await c.db.select({ n: count() }).from(ledgerTransfers);

    c.clock.advance(60 * MINUTE - 1_000);
    const early = await trade(c.app, token, first!.id);
    expect(early.statusCode).toBe(422);
    expect(json<Refusal>(early).message).toBe('This collection cannot be traded yet');

    c.clock.advance(1_000);
    const res = await trade(c.app, token, first!.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = json<ReserveTradeResponse>(res).data;
    expect(result).toMatchObject({ id: first!.id, remaining: 1 });
    const again = await trade(c.app, token, first!.id);
    expect(again.statusCode).toBe(409);
    expect(json<Refusal>(again).message).toBe('This item has already been traded');
    expect(json<ReserveTradeResponse>(await trade(c.app, token, String(second!.id))).data.remaining).toBe(0);

    // Trading moves no money; only the claim does.
    expect((await c.db.select({ n: count() }).from(ledgerTransfers))[0]).toEqual(transfers);
    expect((await balancesOf(c.db, id)).pay_out).toBe(0n);

    const [listed] = (await dashboard(c.app, token)).reserve_history;
    const traded = listed!.reserve_logs.find((l) => l.id === first!.id)!;
    expect(traded).toMatchObject({ status: 1, profit: result.amount, roi_ppm: result.roi_ppm });
    expect(traded.traded_at).toBe(c.clock.now().toISOString());
    expect(result.total).toBe(fromMicros(toMicros(traded.amount) + toMicros(result.amount)));
    expect(listed!.seed).toBeNull();

    // After the claim the seed is revealed: it matches the commitment and redoes every result.
    expect((await claim(c.app, token, sub)).statusCode).toBe(200);
    const [opened] = (await dashboard(c.app, token)).all_reserve_history;
    const seed = Buffer.from(opened!.seed!, 'hex');
    expect(createHash('sha256').update(seed).digest('hex')).toBe(sub.seed_hash);
    for (const log of opened!.reserve_logs) {
      const digest = createHmac('sha256', seed).update(drawMessage(log.id)).digest();
      const rate = drawRatePpm(digest, 8_000, 12_000);
      expect(log.roi_ppm).toBe(rate);
      expect(log.profit).toBe(fromMicros(drawProfitMicros(toMicros(log.amount), rate)));
      const total = toMicros(log.amount) + toMicros(log.profit!);
      expect(total).toBeGreaterThanOrEqual(toMicros(log.min_amount));
      expect(total).toBeLessThanOrEqual(toMicros(log.max_amount));
    }
  });

  it('lets one of twenty concurrent trades of an item through', async () => {
    const c = ctx();
    const { token, username } = await reserveMember(c, 'rusher', 500);
    const sub = await reserved(c, token, username);
    c.clock.advance(60 * MINUTE);
    const logId = sub.reserve_logs[0]!.id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => trade(c.app, token, logId)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(json<Refusal>(refused).message).toBe('This item has already been traded');
    }
    const [listed] = (await dashboard(c.app, token)).reserve_history;
    expect(listed!.reserve_logs.find((l) => l.id === logId)!.profit).toBe(
      json<ReserveTradeResponse>(ok[0]!).data.amount,
    );
  });

  it("answers another member's item like a missing one, and refuses trading a claimed collection", async () => {
    const c = ctx();
    const owner = await reserveMember(c, 'owner', 500);
    const other = await reserveMember(c, 'snoop', 500, { sponsor: owner.username, position: 'L' });
    const sub = await reserved(c, owner.token, owner.username);
    c.clock.advance(60 * MINUTE);
    for (const id of [sub.reserve_logs[0]!.id, 987_654]) {
      const res = await trade(c.app, other.token, id);
      expect(res.statusCode).toBe(404);
      expect(json<Refusal>(res)).toMatchObject({
        message: 'No item has this id',
        errors: { id: ['No item has this id'] },
      });
    }
    expect((await dashboard(c.app, owner.token)).reserve_history[0]!.reserve_logs[0]!.status).toBe(0);

    await tradeAll(c, owner.token, sub);
    expect((await claim(c.app, owner.token, sub)).statusCode).toBe(200);
    const afterClaim = await trade(c.app, owner.token, sub.reserve_logs[0]!.id);
    expect(afterClaim.statusCode).toBe(409);
    expect(json<Refusal>(afterClaim).message).toBe('This reservation has already been claimed');
  });
});
