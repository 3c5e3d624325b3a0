import { afterEach, describe, expect, it } from 'vitest';
import * as staking from './staking';
import { capture, resetApi, signIn } from './testing';

afterEach(resetApi);

const executive: staking.StakeLimits = {
  zone: 'executive',
  minimumMicros: 100_000_000n,
  maximumMicros: 500_000_000n,
  minDuration: 10,
  maxDuration: 30,
};

describe('staking api', () => {
  it('posts a stake with its Idempotency-Key and the member token', async () => {
    signIn();
    const calls = capture();
    const body = {
      model: 'staking' as const,
      package_id: 7,
      investment_amount: '100',
      zone: 'free' as const,
      username: 'alice',
      subscription_type: 'variable' as const,
    };
    await staking.postStake(body, 'key-1');
    expect(calls[0]?.path).toBe('subscription/store');
    expect(calls[0]?.options.method).toBe('POST');
    expect(calls[0]?.options.body).toEqual(body);
    expect(calls[0]?.options.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      Authorization: 'Bearer member-token',
    });
  });

  it('posts an unstake to the stake’s cancel path with the code and a key', async () => {
    const calls = capture();
    await staking.postUnstake(12, { mpin: '1234' }, 'key-2');
    expect(calls[0]?.path).toBe('subscription/12/cancel');
    expect(calls[0]?.options.body).toEqual({ mpin: '1234' });
    expect(calls[0]?.options.headers['Idempotency-Key']).toBe('key-2');
  });

  it('asks for the terms with the duration only when there is one', async () => {
    const calls = capture({ status: true, data: {} });
    await staking.getStakeTerms({ package_id: 1, amount: '500', duration: 10 });
    await staking.getStakeTerms({ package_id: 7, amount: '100' });
    expect(calls.map((c) => c.path)).toEqual([
      'staking/terms?package_id=1&amount=500&duration=10',
      'staking/terms?package_id=7&amount=100',
    ]);
  });

  it('reads the package list at data.data and the stakes page from the staking model', async () => {
    const packages = [{ id: 7, name: 'Free Zone' }];
    const calls = capture({ status: true, data: { data: packages } });
    await expect(staking.stakingPackagesQuery().queryFn?.({} as never)).resolves.toEqual(packages);
    await staking.getStakes(2);
    expect(calls.map((c) => c.path)).toEqual([
      'packages?model=staking',
      'subscriptions?model=staking&page=2',
    ]);
  });

  it('turns a refused list load into an error for the query', async () => {
    capture({ status: false, msg: 'Request failed please try again' });
    await expect(staking.stakesQuery(1).queryFn?.({} as never)).rejects.toThrow(
      'Request failed please try again',
    );
  });
});

describe('stake limits in the browser', () => {
  it('read a package’s limits from its wire fields', () => {
    const pkg = {
      id: 1,
      name: 'Level 1',
      image: '/api/assets/packages/level-1.svg',
      zone: 'executive' as const,
      level: 1,
      minimum_price: '100',
      maximum_price: '500.00',
      roi_percentage: '0.50',
      min_duration: 10,
      duration: 30,
      early_exit_charge_percentage: '2.00',
    };
    expect(staking.stakeLimitsOf(pkg)).toEqual(executive);
  });
});
