import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { type Db, openDatabase, type Tx } from '../../server/db/client';
import { balancesOf } from '../../server/ledger';
import { createOutboxMailer } from '../../server/mail/mailer';
import { verifySecondFactor } from '../../server/services/secondFactor';
import { describeEngines, json, registerVerified, type TestContext, testConfig } from './harness';
import { DEFAULT_PIN, eventsOf, fund, memberRow, type Refusal, sessionOf } from './securityFixtures';

/** How many transactions were open on the database handle each time a PIN went to argon2. */
const pinChecks = vi.hoisted(() => ({ open: 0, openAtCheck: [] as number[] }));
vi.mock('../../server/services/secrets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/secrets')>();
  return {
    ...real,
    verifyPin: (...args: Parameters<typeof real.verifyPin>) => {
      pinChecks.openAtCheck.push(pinChecks.open);
      return real.verifyPin(...args);
    },
  };
});

/** The handle, counting the transactions open on it. */
function counting(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return (run: (tx: Tx) => Promise<unknown>) =>
        target.transaction(async (tx) => {
          pinChecks.open++;
          try {
            return await run(tx);
          } finally {
            pinChecks.open--;
          }
        });
    },
  });
}

// Fifty requests at once, each hashing a PIN: minutes on a busy two-core machine, not the default seconds.
const SLOW = 180_000;

let keySeq = 0;
function transfer(app: FastifyInstance, token: string, mpin: string) {
  return app.inject({
    method: 'POST',
    url: '/api/transfer/amount',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `pin-${++keySeq}` },
    payload: { wallet: 'pay_in_to_reserve', transfer_amount: '1', payee: 'founder', mpin },
  });
}

/** A wrong PIN for each request: all different, none the member's. */
const wrongPins = (n: number) =>
  Array.from({ length: n }, (_, i) => String(5000 + i).padStart(4, '0')).filter((p) => p !== DEFAULT_PIN);

/** A second server instance on the same PostgreSQL database, as behind a load balancer. */
async function secondInstance(ctx: TestContext) {
  const result = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  const silent = { info() {}, warn() {}, error() {} };
  const app = await buildApp({
    db: opened.db,
    config: testConfig,
    mailer: createOutboxMailer(silent),
    now: ctx.clock.now,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}

describeEngines('the Security Pin under concurrent requests', { pgliteToo: 'locking' }, (ctx) => {
  async function funded() {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { id } = await memberRow(ctx(), 'founder');
    await fund(ctx(), id, 100n);
    return { token, id };
  }
  const failures = async () =>
    (await eventsOf(ctx(), 'founder')).filter((e) => e.kind === 'second_factor_failed');

  it(
    'accepts all of 50 transfers sent at once with the right PIN',
    async () => {
      const { token, id } = await funded();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => transfer(ctx().app, token, DEFAULT_PIN)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        answers.find((r) => r.statusCode !== 200)?.body,
      ).toHaveLength(50);
      expect((await balancesOf(ctx().db, id)).reserve).toBe(50_000_000n);
      expect((await memberRow(ctx(), 'founder')).pinFailedCount).toBe(0);
      expect(await failures()).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'evaluates no more than five of 50 wrong PINs sent at once, then refuses even the right one',
    async () => {
      const { token, id } = await funded();
      const answers = await Promise.all(wrongPins(50).map((pin) => transfer(ctx().app, token, pin)));
      const messages = answers.map((res) => json<Refusal>(res).message);
      const invalid = messages.filter((m) => m.startsWith('Invalid Security Pin'));
      expect(invalid.sort()).toEqual([
        'Invalid Security Pin, 1 try left',
        'Invalid Security Pin, 2 tries left',
        'Invalid Security Pin, 3 tries left',
        'Invalid Security Pin, 4 tries left',
      ]);
      expect(answers.filter((res) => res.statusCode === 423)).toHaveLength(answers.length - 4);
      expect(await failures()).toHaveLength(5);
      expect((await transfer(ctx().app, token, DEFAULT_PIN)).statusCode).toBe(423);
      expect((await balancesOf(ctx().db, id)).reserve).toBe(0n);
    },
    SLOW,
  );

  it(
    'lets every right PIN through while wrong ones arrive with them, counting only the wrong ones',
    async () => {
      const { token, id } = await funded();
      const pins = [...Array.from({ length: 20 }, () => DEFAULT_PIN), ...wrongPins(3)];
      const answers = await Promise.all(pins.map((pin) => transfer(ctx().app, token, pin)));
      expect(answers.slice(0, 20).map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.slice(20).map((res) => res.statusCode)).toEqual([422, 422, 422]);
      expect(await failures()).toHaveLength(3);
      expect((await balancesOf(ctx().db, id)).reserve).toBe(20_000_000n);
      expect((await memberRow(ctx(), 'founder')).pinFailedCount).toBeLessThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'keeps both rules across two server instances on one PostgreSQL database',
    async (test) => {
      if (ctx().engine !== 'postgres') test.skip();
      const { token, id } = await funded();
      const other = await secondInstance(ctx());
      try {
        const apps = [ctx().app, other.app];
        const right = await Promise.all(
          Array.from({ length: 50 }, (_, i) => transfer(apps[i % 2]!, token, DEFAULT_PIN)),
        );
        expect(right.filter((res) => res.statusCode === 200)).toHaveLength(50);
        expect((await balancesOf(ctx().db, id)).reserve).toBe(50_000_000n);

        const wrong = await Promise.all(wrongPins(40).map((pin, i) => transfer(apps[i % 2]!, token, pin)));
        const invalid = wrong.filter((res) => json<Refusal>(res).message.startsWith('Invalid Security Pin'));
        expect(invalid).toHaveLength(4);
        expect(wrong.filter((res) => res.statusCode === 423)).toHaveLength(wrong.length - 4);
        expect(await failures()).toHaveLength(5);
      } finally {
        await other.close();
      }
    },
    SLOW,
  );

  it('checks a PIN on PGlite with no transaction open, and on PostgreSQL under the member row lock', async () => {
    await registerVerified(ctx(), 'founder');
    const member = await memberRow(ctx(), 'founder');
    const silent = { info() {}, warn() {}, error() {} };
    const deps = {
      db: counting(ctx().db),
      config: testConfig,
      mailer: createOutboxMailer(silent),
      now: ctx().clock.now,
    };
    const context = {
      purpose: 'transfer' as const,
      action: 'transfer',
      origin: { ip: '127.0.0.1', device: 'test' },
    };
    pinChecks.openAtCheck.length = 0;
    const checks = await Promise.allSettled(
      [DEFAULT_PIN, '5001', DEFAULT_PIN, '5002'].map((code) =>
        verifySecondFactor(deps, member, { method: 'mpin', code, field: 'mpin' }, context),
      ),
    );
    expect(checks.map((c) => c.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect(pinChecks.openAtCheck).toEqual(Array(4).fill(ctx().engine === 'pglite' ? 0 : 1));
  });
});
