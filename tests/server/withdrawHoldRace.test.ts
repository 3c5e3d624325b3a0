import { HDKey } from '@scure/bip32';
import { expect, it, vi } from 'vitest';
import { depositAddress } from '../../server/deposits/addresses';
import { balancesOf } from '../../server/ledger';
import { describeEngines, json, registerVerified } from './harness';
import {
  call,
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  endWithdrawHold,
  fund,
  getAs,
  memberRow,
  postAs,
  type Refusal,
  sessionOf,
} from './securityFixtures';

/**
 * Lets a test act at the moment a withdrawal's code has been accepted and its transaction is about to begin:
 * the window in which a security change made elsewhere races the withdrawal.
 */
const race = vi.hoisted(() => ({ afterCode: undefined as (() => Promise<void>) | undefined }));
vi.mock('../../server/services/verification', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/verification')>();
  return {
    ...real,
    verifyMoneyCode: async (...args: Parameters<typeof real.verifyMoneyCode>) => {
      await real.verifyMoneyCode(...args);
      const act = race.afterCode;
      race.afterCode = undefined;
      if (act) await act();
    },
  };
});

const TRON_ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'"),
  'TRC20',
  1,
);

describeEngines('the withdrawal hold under a race', { pgliteToo: 'locking' }, (ctx) => {
  it('refuses a withdrawal when a security change lands after its early checks, moving nothing', async () => {
    await registerVerified(ctx(), 'founder');
    const { id } = await memberRow(ctx(), 'founder');
    await fund(ctx(), id, 100n, 'pay_out');
    const token = await sessionOf(ctx(), 'founder');
    expect(
      (
        await postAs(ctx(), '/api/withdraw-setting', token, {
          type: 'crypto',
          withdrawal_address: TRON_ADDRESS,
          mpin: DEFAULT_PIN,
        })
      ).statusCode,
    ).toBe(200);
    await endWithdrawHold(ctx(), id);
    const elsewhere = await sessionOf(ctx(), 'founder', { ip: '198.51.100.7' });

    // Someone else in the account changes the PIN while the withdrawal's PIN is being accepted.
    race.afterCode = async () => {
      const changed = await postAs(ctx(), '/api/change-secondary-password', elsewhere, {
        old_password: DEFAULT_PASSWORD,
        spassword: '7295',
        spassword_confirmation: '7295',
      });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    const res = await call(ctx(), 'POST', '/api/withdraw', {
      token,
      body: { amount: '20', wallet: 'pay_out', mpin: DEFAULT_PIN },
      headers: { 'idempotency-key': 'raced-1' },
    });
    expect(race.afterCode).toBeUndefined();
    expect(res.statusCode, res.body).toBe(423);
    expect(json<Refusal>(res).message).toBe(
      'Withdrawals are paused until 2026-03-03 09:00 UTC after a recent security change on your account',
    );
    expect((await balancesOf(ctx().db, id)).pay_out).toBe(100_000_000n);
    const history = json<{ data: { total: number } }>(
      await getAs(ctx(), '/api/user/manual/withdraw/list', token),
    );
    expect(history.data.total).toBe(0);
  });
});
