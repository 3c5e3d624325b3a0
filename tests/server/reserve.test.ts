import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerTransfers, reserveLogs, reserveSubscriptions } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import type { ReservePackagesResponse, ReserveStoreResponse } from '../../src/api/contract';
import { describeEngines, get, json } from './harness';
import { usdt } from './ledgerFixtures';
import {
  CRYPTO_L1,
  fundReserve,
  MINUTE,
  NFT_L1,
  reserve,
  reserveBody,
  reserved,
  reserveMember,
} from './reserveFixtures';
import { newKey } from './stakingFixtures';

type Refusal = { status: false; message: string; msg: string; errors?: Record<string, string[]> };

describeEngines('reserve', (ctx) => {
  it('lists six NFT and six crypto levels with their disclosed ranges, and serves generated item artwork', async () => {
    const { token } = await reserveMember(ctx(), 'plans', 0);
    const res = await get(ctx().app, '/api/reserve-packages', token);
    expect(res.statusCode, res.body).toBe(200);
    const { nft, crypto } = json<ReservePackagesResponse>(res).data;
    expect(nft.map((p) => p.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Level ${n}`));
    expect(crypto.map((p) => p.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nft[0]).toEqual({
      id: NFT_L1,
      type: 'nft',
      level: 1,
      name: 'Level 1',
      minimum_price: '50.00',
      maximum_price: '500.00',
      min_roi_percentage: '0.80',
      roi_percentage: '1.20',
      min_trade_time: 60,
      item_count: 2,
    });
    expect(crypto[0]).toMatchObject({ id: CRYPTO_L1, min_trade_time: 30, item_count: 3 });
    expect((await get(ctx().app, '/api/reserve-packages')).statusCode).toBe(401);

    for (const type of ['nft', 'crypto']) {
      const first = await get(ctx().app, `/api/assets/reserve/${type}/1.svg`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(first.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(first.body).toContain('<svg');
      expect(first.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      const last = await get(ctx().app, `/api/assets/reserve/${type}/24.svg`);
      expect(last.statusCode).toBe(200);
      expect(last.body).not.toBe(first.body);
      expect((await get(ctx().app, `/api/assets/reserve/${type}/1.svg`)).body).toBe(first.body);
    }
    for (const bad of [
      'nft/0.svg',
      'nft/25.svg',
      'gold/1.svg',
      'nft/1.png',
      'nft/..%2F1.svg',
      'nft/01.svg',
    ]) {
      const res = await get(ctx().app, `/api/assets/reserve/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(json<Refusal>(res).status).toBe(false);
    }
  });

  it('takes the whole reserve balance up to the plan maximum into the reserved hold, with its collection', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'reserver', 320);
    const key = newKey();
    const res = await reserve(c.app, token, reserveBody(username), key);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<ReserveStoreResponse>(res);
    expect(body.msg).toBe('Reserve successful');
    const sub = body.data;
    expect(sub).toMatchObject({
      type: 'nft',
      amount_paid: '320.00',
      is_claimed: 0,
      created_at: c.clock.now().toISOString(),
      next_trade_time: new Date(c.clock.now().getTime() + 60 * MINUTE).toISOString(),
      seed: null,
      income: null,
      package: {
        id: NFT_L1,
        level: 1,
        min_roi_percentage: '0.80',
        roi_percentage: '1.20',
        min_trade_time: 60,
      },
    });
    expect(sub.invoice_id).toMatch(/^RSV[0-9A-F]{10}$/);
    expect(sub.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sub.reserve_logs).toHaveLength(2);
    for (const log of sub.reserve_logs) {
      expect(log).toMatchObject({
        type: 'nft',
        amount: '160.000000',
        min_amount: '161.280000',
        max_amount: '161.920000',
        profit: null,
        roi_ppm: null,
        risk_factor: '33.33',
        status: 0,
        traded_at: null,
      });
      expect(log.image_id).toBeGreaterThanOrEqual(1);
      expect(log.image_id).toBeLessThanOrEqual(24);
    }
    const balances = await balancesOf(c.db, id);
    expect(balances.reserve).toBe(0n);
    expect(balances.hold_reserved).toBe(usdt(320));

    // The stored seed is the one committed to, and it is not shown before the claim.
    const [row] = await c.db.select().from(reserveSubscriptions).where(eq(reserveSubscriptions.id, sub.id));
    expect(createHash('sha256').update(Buffer.from(row!.seed, 'hex')).digest('hex')).toBe(sub.seed_hash);

    const replay = await reserve(c.app, token, reserveBody(username), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json<ReserveStoreResponse>(replay).data.id).toBe(sub.id);
    expect(await c.db.select().from(reserveSubscriptions)).toHaveLength(1);
  });

  it('caps the amount at the plan maximum and splits it into equal items, the first taking the remainder', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'bigreserver', 1_000);
    const nft = await reserved(c, token, username);
    expect(nft.amount_paid).toBe('500.00');
    expect((await balancesOf(c.db, id)).reserve).toBe(usdt(500));
    // Another type is allowed beside an open NFT reservation: 300 (the crypto maximum) in three items.
    const crypto = await reserved(c, token, username, CRYPTO_L1, 'crypto');
    expect(crypto.amount_paid).toBe('300.00');
    expect(crypto.reserve_logs.map((l) => l.amount)).toEqual(['100.000000', '100.000000', '100.000000']);
    expect(crypto.next_trade_time).toBe(new Date(c.clock.now().getTime() + 30 * MINUTE).toISOString());
    const balances = await balancesOf(c.db, id);
    expect(balances.reserve).toBe(usdt(200));
    expect(balances.hold_reserved).toBe(usdt(800));

    const odd = await reserveMember(c, 'oddreserver', 0, { sponsor: username, position: 'L' });
    await fundReserve(c, odd.id, 100_000_001n);
    const split = await reserved(c, odd.token, odd.username, CRYPTO_L1, 'crypto');
    expect(split.amount_paid).toBe('100.00');
    expect(split.reserve_logs.map((l) => l.amount)).toEqual(['33.333335', '33.333333', '33.333333']);
    expect((await balancesOf(c.db, odd.id)).hold_reserved).toBe(100_000_001n);
  });

  it('refuses below the plan minimum, a second open reservation of a type, a wrong plan or member, and moves nothing', async () => {
    const c = ctx();
    const poor = await reserveMember(c, 'poor', 49);
    const [before] = await c.db.select({ n: count() }).from(ledgerTransfers);
    const low = await reserve(c.app, poor.token, reserveBody(poor.username));
    expect(low.statusCode).toBe(422);
    expect(json<Refusal>(low).message).toBe(
      'Insufficient reserve balance: this plan needs at least 50.00 USDT',
    );
    expect((await c.db.select({ n: count() }).from(ledgerTransfers))[0]).toEqual(before);
    expect((await balancesOf(c.db, poor.id)).reserve).toBe(usdt(49));

    const rich = await reserveMember(c, 'rich', 2_000, { sponsor: poor.username, position: 'L' });
    await reserved(c, rich.token, rich.username);
    const cases: Array<[string, Record<string, unknown>, number, string, string | undefined]> = [
      [
        'second open NFT',
        reserveBody(rich.username),
        409,
        'You already have an open reservation of this type. Trade and claim it first',
        undefined,
      ],
      [
        'crypto plan as nft',
        reserveBody(rich.username, CRYPTO_L1, 'nft'),
        422,
        'Please select your plan first',
        'package_id',
      ],
      [
        'unknown plan',
        reserveBody(rich.username, 999, 'crypto'),
        422,
        'Please select your plan first',
        'package_id',
      ],
      [
        'someone else',
        reserveBody(poor.username, CRYPTO_L1, 'crypto'),
        422,
        'You can reserve only from your own account',
        'username',
      ],
    ];
    const balances = await balancesOf(c.db, rich.id);
    const [transfers] = await c.db.select({ n: count() }).from(ledgerTransfers);
    for (const [label, body, status, message, field] of cases) {
      const res = await reserve(c.app, rich.token, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      const refusal = json<Refusal>(res);
      expect(refusal.message, label).toBe(message);
      if (field) expect(refusal.errors?.[field]?.[0], label).toBe(message);
    }
    expect(await balancesOf(c.db, rich.id)).toEqual(balances);
    expect((await c.db.select({ n: count() }).from(ledgerTransfers))[0]).toEqual(transfers);
    expect(await c.db.select().from(reserveSubscriptions)).toHaveLength(1);
    expect(await c.db.select().from(reserveLogs)).toHaveLength(2);
  });

  it('lets exactly one of ten reservations of one type sent at once through', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'racer', 5_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reserve(c.app, token, reserveBody(username))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(json<Refusal>(refused).message).toBe(
        'You already have an open reservation of this type. Trade and claim it first',
      );
    }
    const balances = await balancesOf(c.db, id);
    expect(balances.hold_reserved).toBe(usdt(500));
    expect(balances.reserve).toBe(usdt(4_500));
    expect(await c.db.select().from(reserveSubscriptions)).toHaveLength(1);
  });
});
