import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { auditLog, deposits } from '../../server/db/schema';
import { describeEngines, registerVerified, testConfig } from './harness';
import { operatorCli, routeFetchTo } from './operatorCli';

const KEY = 'wallet-operator-cli-key-0123456789';
testConfig.operatorKey = KEY;

/** The CLI's HTTP calls, answered by the in-process app instead of a listening server. */

describeEngines('the operator deposit command', (ctx) => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('records a deposit from the command line, audits it, and refuses the same hash again with exit 1', async () => {
    const c = ctx();
    await registerVerified(c, 'founder');
    routeFetchTo(c);
    const { cli, lines, errors } = operatorCli(KEY);

    expect(await cli(['deposit', 'founder', '2', '15.25', 'feedface01'])).toBe(0);
    expect(lines[0]).toContain('15.250000 USDT for founder');
    const [row] = await c.db.select().from(deposits);
    expect(row).toMatchObject({
      thash: 'feedface01',
      amount: 15_250_000n,
      source: 'operator',
      paymentMethodId: 2,
    });
    expect(row?.creditedTransferId).toBeNull();

    expect(await cli(['deposit', 'founder', '2', '1', 'feedface01'])).toBe(1);
    expect(errors.join('\n')).toContain('already recorded');
    expect(await cli(['deposit', 'founder', 'two', '1', 'feedface02'])).toBe(1);
    expect(await cli(['deposit', 'nobody', '1', '1', 'feedface03'])).toBe(1);
    expect(errors.join('\n')).toContain('No member has the username nobody');

    const audits = await c.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.record'));
    expect(audits.map((a) => (a.details as { outcome: string }).outcome).sort()).toEqual([
      'ok',
      'refused',
      'refused',
    ]);
  });
});
