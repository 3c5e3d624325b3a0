import type { ApiResult } from '../../src/api/errors';
import type {
  StakeTerms,
  StakeTermsQuery,
  StakeTermsResponse,
  SubscriptionStoreResponse,
  UnstakeResponse,
} from '../../src/api/staking';
import type { SubmitStakeInput } from '../../src/machines/stakePurchase/stakePurchaseMachine';
import type { SubmitUnstakeInput } from '../../src/machines/unstake/unstakeMachine';
import { fakeRequest, fakeServer } from './fakeServer';

/** The packages the explorer stakes in are the ones the machine's tests use. */
export { freeZone, level1 } from '../../src/machines/testing/stakingPackages';

/**
 * Instant staking answers for the machine explorer: the amount '450' is refused for want of balance, '150'
 * loses its first answer (the retry with the same Idempotency-Key completes it), and the code '0000' is refused.
 */
const refusal = (msg: string, errors?: Record<string, string[]>) =>
  ({ status: false, msg, message: msg, code: 422, ...(errors ? { errors } : {}) }) as never;

export const fakeFetchTerms = fakeRequest(
  'fetchTerms',
  (input: StakeTermsQuery): ApiResult<StakeTermsResponse> => ({
    status: true,
    data: {
      package_id: Number(input.package_id),
      amount: `${input.amount}.00`,
      duration: input.duration === undefined ? null : Number(input.duration),
    } as StakeTerms,
  }),
);

export const fakeSubmitStake = fakeRequest(
  'submitStake',
  (input: SubmitStakeInput): ApiResult<SubscriptionStoreResponse> => {
    if (input.investment_amount === '450') {
      return refusal('The given data was invalid', { investment_amount: ['Insufficient Balance'] });
    }
    const lost = fakeServer.memory('submitStake.lost', () => new Set<string>());
    if (input.investment_amount === '150' && !lost.has(input.idempotencyKey)) {
      lost.add(input.idempotencyKey);
      throw new Error('The answer was lost');
    }
    return { status: true, msg: 'Staked successfully', message: 'Staked successfully' } as never;
  },
  { refusal: refusal('The given data was invalid', { investment_amount: ['Insufficient Balance'] }) },
);

export const fakeSubmitUnstake = fakeRequest(
  'submitUnstake',
  (input: SubmitUnstakeInput): ApiResult<UnstakeResponse> => {
    if (Object.values(input.code).some((code) => /^0+$/.test(code ?? '')))
      return refusal('Invalid security pin');
    return { status: true, msg: 'Unstaked', message: 'Unstaked' } as never;
  },
  { refusal: refusal('Invalid security pin') },
);
