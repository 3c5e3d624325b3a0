import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { runCli } from '../../server/cli/operator';
import { auditLog } from '../../server/db/schema';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import type { OperatorReservePlanResponse, ReservePackagesResponse } from '../../src/api/contract';
import { describeEngines, get, json, type TestContext, testConfig } from './harness';
import { routeFetchTo } from './operatorCli';
import {
  fundReserve,
  MINUTE,
  NFT_L1,
  reserve,
  reserveBody,
  reserved,
  reserveMember,
  trade,
} from './reserveFixtures';

const KEY = 'reserve-operator-cli-key-0123456789';
testConfig.operatorKey = KEY;

function operatorPost(c: TestContext, url: string, payload: unknown, key: string | null = KEY) {
  return c.app.inject({
    method: 'POST',
    url: `/api/operator/${url}`,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    payload: JSON.stringify(payload),
  });
}

/** The CLI's HTTP calls, answered by the in-process app instead of a listening server. */

afterEach(() => {
  vi.unstubAllGlobals();
});

describeEngines('operator reserve plans', (ctx) => {
  it('changes the wait of new reservations only, takes a plan off sale, and audits each call', async () => {
    const c = ctx();
    const { token, id, username } = await reserveMember(c, 'planwatcher', 500);
    const before = await reserved(c, token, username);
    expect(before.package.min_trade_time).toBe(60);

    const res = await operatorPost(c, `reserve/plans/${NFT_L1}`, { min_trade_time: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<OperatorReservePlanResponse>(res).data).toMatchObject({
      id: NFT_L1,
      min_trade_time: 5,
      active: true,
    });

    // The reservation made before keeps its 60 minutes.
    c.clock.advance(5 * MINUTE);
    expect((await trade(c.app, token, before.reserve_logs[0]!.id)).statusCode).toBe(422);
    c.clock.advance(55 * MINUTE);
    for (const log of before.reserve_logs) expect((await trade(c.app, token, log.id)).statusCode).toBe(200);
    expect(
      (await get(c.app, `/api/claim-profit?id=${before.id}&reserve_id=${before.invoice_id}`, token))
        .statusCode,
    ).toBe(200);
    await runReserveClaims(c.db);

    // A reservation made now waits 5 minutes.
    const after = await reserved(c, token, username);
    expect(after.package.min_trade_time).toBe(5);
    expect(after.next_trade_time).toBe(new Date(c.clock.now().getTime() + 5 * MINUTE).toISOString());

    routeFetchTo(c);
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      ['reserve-plan', String(NFT_L1), '--active', 'false'],
      { OPERATOR_KEY: KEY },
      (l) => out.push(l),
      (l) => err.push(l),
    );
    expect(code, err.join('\n')).toBe(0);
    expect(out.join('\n')).toBe(
      '#1 NFT Level 1: 50.00-500.00 USDT, 0.80%-1.20% per item, 2 items, trade after 5 min, off sale',
    );
    const listed = json<ReservePackagesResponse>(await get(c.app, '/api/reserve-packages', token)).data;
    expect(listed.nft.map((p) => p.level)).toEqual([2, 3, 4, 5, 6]);
    await fundReserve(c, id, 100);
    const offSale = await reserve(c.app, token, reserveBody(username));
    expect(offSale.statusCode).toBe(422);
    expect(json<{ message: string }>(offSale).message).toBe('Please select your plan first');

    const help: string[] = [];
    await runCli(['help'], {}, (l) => help.push(l));
    expect(help.join('\n')).toContain('reserve-plan <id> [--min-trade-time MINUTES] [--active true|false]');
    for (const args of [
      ['reserve-plan'],
      ['reserve-plan', 'x'],
      ['reserve-plan', '1', '--active', 'yes'],
      ['reserve-plan', '1', '--min-trade-time', '-3'],
    ]) {
      const errors: string[] = [];
      expect(
        await runCli(
          args,
          { OPERATOR_KEY: KEY },
          () => undefined,
          (l) => errors.push(l),
        ),
        args.join(' '),
      ).toBe(1);
      expect(errors.join('\n')).not.toBe('');
    }

    const audits = await c.db.select().from(auditLog).where(eq(auditLog.action, 'reserve.plan.update'));
    expect(audits.map((a) => a.details)).toEqual([
      { id: NFT_L1, min_trade_time: 5, outcome: 'ok' },
      { id: NFT_L1, active: false, outcome: 'ok' },
    ]);
  });

  it('refuses unknown plans, bad values and callers without the key, changing nothing', async () => {
    const c = ctx();
    const cases: Array<[string, unknown, number]> = [
      ['reserve/plans/999', { active: false }, 404],
      ['reserve/plans/abc', { active: false }, 400],
      ['reserve/plans/-1', { active: false }, 400],
      ['reserve/plans/99999999999999', { active: false }, 400],
      [`reserve/plans/${NFT_L1}`, { min_trade_time: -1 }, 400],
      [`reserve/plans/${NFT_L1}`, { min_trade_time: 10_081 }, 400],
      [`reserve/plans/${NFT_L1}`, { min_trade_time: '5' }, 400],
      [`reserve/plans/${NFT_L1}`, { active: 'no' }, 400],
      [`reserve/plans/${NFT_L1}`, { item_count: 9 }, 400],
    ];
    for (const [url, body, status] of cases) {
      const res = await operatorPost(c, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
      if (status === 404) expect(res.statusCode).toBe(404);
      expect(json<{ status: boolean }>(res).status).toBe(false);
    }
    expect((await operatorPost(c, `reserve/plans/${NFT_L1}`, { active: false }, null)).statusCode).toBe(401);
    const { token } = await reserveMember(c, 'planreader', 0);
    const listed = json<ReservePackagesResponse>(await get(c.app, '/api/reserve-packages', token)).data;
    expect(listed.nft[0]).toMatchObject({ id: NFT_L1, min_trade_time: 60 });
  });
});
