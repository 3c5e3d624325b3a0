import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type ApiResult, SOMETHING_WENT_WRONG } from '../../api/errors';
import type {
  StakeTerms,
  StakeTermsQuery,
  StakeTermsResponse,
  SubscriptionStoreResponse,
} from '../../api/staking';
import { settle } from '../testing/advance';
import { freeZone, level1 } from '../testing/stakingPackages';
import { type SubmitStakeInput, stakePurchaseMachine } from './stakePurchaseMachine';

const terms = { package_id: 1, amount: '500.00', daily_return: '2.50' } as StakeTerms;

type StoreAnswer = ApiResult<SubscriptionStoreResponse> | 'throw';
const stored = { status: true, msg: 'Staked successfully', message: 'Staked successfully' } as never;
const refused = (msg: string, errors?: Record<string, string[]>, code = 422): StoreAnswer => ({
  status: false,
  msg,
  message: msg,
  code,
  ...(errors ? { errors } : {}),
});

function start(storeAnswers: StoreAnswer[] = [], termsAnswers: ApiResult<StakeTermsResponse>[] = []) {
  const seen = {
    queries: [] as StakeTermsQuery[],
    stores: [] as SubmitStakeInput[],
    toasts: [] as string[],
    refreshes: 0,
  };
  const machine = stakePurchaseMachine.provide({
    actors: {
      fetchTerms: fromPromise(async ({ input }: { input: StakeTermsQuery }) => {
        seen.queries.push(input);
        return termsAnswers.shift() ?? { status: true as const, data: terms };
      }),
      submitStake: fromPromise(async ({ input }: { input: SubmitStakeInput }) => {
        seen.stores.push(input);
        const answer = storeAnswers.shift() ?? stored;
        if (answer === 'throw') throw new Error('socket hang up');
        return answer;
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(`error: ${message}`),
      notifySuccess: (_, { message }) => seen.toasts.push(`success: ${message}`),
      refresh: () => {
        seen.refreshes++;
      },
    },
  });
  const actor = createActor(machine, { input: { username: 'alice' }, clock: new SimulatedClock() }).start();
  const fill = (amount: string, duration = '') => {
    actor.send({ type: 'form.change', field: 'amount', value: amount });
    actor.send({ type: 'form.change', field: 'duration', value: duration });
  };
  return { actor, seen, fill };
}

describe('step 1 of a stake purchase', () => {
  it('shows the spec’s message under the amount and sends nothing while step 1 is wrong', async () => {
    const { actor, seen, fill } = start();
    actor.send({ type: 'purchase.open', package: level1 });
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: 'Please Enter Amount' });
    fill('50', '10');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe(
      'Please Enter amount between 100 USDT - 500 USDT',
    );
    fill('120', '10');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Please Enter amount multiple of 50');
    fill('150');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ duration: 'Duration is required' });
    await settle();
    expect(seen.queries).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps only digits in the amount as the member types', () => {
    const { actor } = start();
    actor.send({ type: 'purchase.open', package: level1 });
    actor.send({ type: 'form.change', field: 'amount', value: '1,5a0.5' });
    expect(actor.getSnapshot().context.form.amount).toBe('1505');
  });

  it('goes back from the terms to step 1 keeping what was typed', async () => {
    const { actor, fill } = start();
    actor.send({ type: 'purchase.open', package: level1 });
    fill('500', '10');
    actor.send({ type: 'form.next' });
    await settle();
    actor.send({ type: 'terms.back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toEqual({ amount: '500', duration: '10' });
  });
});

describe('the terms and the stake', () => {
  it('fetches the terms for the executive stake and its term, then shows them in step 2', async () => {
    const { actor, seen, fill } = start();
    actor.send({ type: 'purchase.open', package: level1 });
    fill('500', '10');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.queries).toEqual([{ package_id: 1, amount: '500', duration: 10 }]);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.terms).toEqual(terms);
  });

  it('stakes in the Free zone without a duration, with a key, then closes, says so and refreshes', async () => {
    const { actor, seen, fill } = start();
    actor.send({ type: 'purchase.open', package: freeZone });
    fill('100', '30');
    actor.send({ type: 'form.next' });
    await settle();
    expect(seen.queries).toEqual([{ package_id: 7, amount: '100' }]);
    actor.send({ type: 'purchase.confirm' });
    await settle();
    expect(seen.stores).toEqual([
      {
        username: 'alice',
        package_id: 7,
        subscription_type: 'variable',
        model: 'staking',
        investment_amount: '100',
        zone: 'free',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.package).toBeNull();
    expect(seen.toasts).toEqual(['success: Staked successfully']);
    expect(seen.refreshes).toBe(1);
  });

  it('retries a lost answer with the same Idempotency-Key', async () => {
    const { actor, seen, fill } = start(['throw', refused('Server error', undefined, 502)]);
    actor.send({ type: 'purchase.open', package: level1 });
    fill('500', '10');
    actor.send({ type: 'form.next' });
    await settle();
    actor.send({ type: 'purchase.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(SOMETHING_WENT_WRONG);
    actor.send({ type: 'submit.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'submit.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    const keys = seen.stores.map((s) => s.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
  });

  it('uses a new key for a new stake, and forgets the form on close', async () => {
    const { actor, seen, fill } = start();
    for (const amount of ['100', '150']) {
      actor.send({ type: 'purchase.open', package: freeZone });
      fill(amount);
      actor.send({ type: 'form.next' });
      await settle();
      actor.send({ type: 'purchase.confirm' });
      await settle();
    }
    expect(seen.stores[0]?.idempotencyKey).not.toBe(seen.stores[1]?.idempotencyKey);
    actor.send({ type: 'purchase.open', package: level1 });
    fill('500', '10');
    actor.send({ type: 'purchase.close' });
    actor.send({ type: 'purchase.open', package: level1 });
    expect(actor.getSnapshot().context.form).toEqual({ amount: '', duration: '' });
  });
});

describe('a refused stake', () => {
  it('goes back to step 1 with the first message of the first field when the stake is refused', async () => {
    const { actor, seen, fill } = start([
      refused('The given data was invalid', { investment_amount: ['Insufficient Balance', 'other'] }),
    ]);
    actor.send({ type: 'purchase.open', package: level1 });
    fill('500', '10');
    actor.send({ type: 'form.next' });
    await settle();
    actor.send({ type: 'purchase.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Insufficient Balance');
    expect(actor.getSnapshot().context.form.amount).toBe('500');
    expect(seen.toasts).toEqual(['error: Insufficient Balance']);
    expect(seen.refreshes).toBe(0);
  });

  it('shows msg when a refusal has no field errors, also for the terms', async () => {
    const { actor, seen, fill } = start([], [refused('No such package') as never]);
    actor.send({ type: 'purchase.open', package: level1 });
    fill('500', '10');
    actor.send({ type: 'form.next' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.toasts).toEqual(['error: No such package']);
  });
});
