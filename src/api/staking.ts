import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { amountMicros } from './amount';
import { apiGet, apiPost } from './client';
import type * as contract from './contract/staking';
import type {
  PackagesResponse,
  StakeBody,
  StakeLimits,
  StakeTermsQuery,
  StakeTermsResponse,
  StakingPackage,
  StakingZone,
  SubscriptionStoreResponse,
  SubscriptionsResponse,
  UnstakeBody,
  UnstakeResponse,
} from './contract/staking';
import { type ApiResult, unwrap } from './errors';

export type {
  PackagesResponse,
  StakeBody,
  StakeRecord,
  StakeTerms,
  StakeTermsQuery,
  StakeTermsResponse,
  StakingPackage,
  StakingZone,
  SubscriptionStoreResponse,
  SubscriptionsResponse,
  UnstakeBody,
  UnstakeResponse,
} from './contract/staking';

// Restated from the contract so the browser bundle need not load zod to know them; a test keeps them equal.
export const stakingZones: typeof contract.stakingZones = ['executive', 'free'];
export const stakingZoneLabels: typeof contract.stakingZoneLabels = {
  executive: 'Executive Zone',
  free: 'Free Zone',
};
export const stakeStatuses: typeof contract.stakeStatuses = { unstaked: 0, active: 1, completed: 2 };
export const stakeStatusLabels: typeof contract.stakeStatusLabels = {
  0: 'Unstaked',
  1: 'Active',
  2: 'Completed',
};
export const STAKE_STEP_USDT: typeof contract.STAKE_STEP_USDT = 50n;
export const stakeMessages: Pick<
  typeof contract.stakeMessages,
  'plan' | 'amount' | 'notDigits' | 'multiple' | 'zone' | 'duration' | 'noDuration'
> = {
  plan: 'Please select your plan first',
  amount: 'Please Enter Amount',
  notDigits: 'Please enter the amount in whole USDT (digits only)',
  multiple: 'Please Enter amount multiple of 50',
  zone: 'Please Choose Zone',
  duration: 'Duration is required',
  noDuration: 'Free Zone stakes have no duration; they run until you unstake',
};
export const amountRangeMessage: typeof contract.amountRangeMessage = (minimum, maximum) =>
  `Please Enter amount between ${minimum} USDT - ${maximum} USDT`;
export const durationRangeMessage: typeof contract.durationRangeMessage = (min, max) =>
  `Please choose a duration between ${min} and ${max} days`;

const wholeUsdt = (micros: bigint) => (micros / 1_000_000n).toString();

/** The contract's stakeInputError, restated: the same rules in the same order, so the form says what the server would. */
export const stakeInputError: typeof contract.stakeInputError = (limits, input) => {
  const amount = input.amount?.trim() ?? '';
  if (amount === '') return { field: 'investment_amount', message: stakeMessages.amount };
  if (!/^\d{1,15}$/.test(amount)) return { field: 'investment_amount', message: stakeMessages.notDigits };
  const micros = BigInt(amount) * 1_000_000n;
  if (micros < limits.minimumMicros || micros > limits.maximumMicros) {
    return {
      field: 'investment_amount',
      message: amountRangeMessage(wholeUsdt(limits.minimumMicros), wholeUsdt(limits.maximumMicros)),
    };
  }
  if (BigInt(amount) % STAKE_STEP_USDT !== 0n) {
    return { field: 'investment_amount', message: stakeMessages.multiple };
  }
  if (limits.zone === 'free') {
    return input.duration === undefined ? null : { field: 'duration', message: stakeMessages.noDuration };
  }
  if (input.duration === undefined) return { field: 'duration', message: stakeMessages.duration };
  const min = limits.minDuration ?? 1;
  const max = limits.maxDuration ?? min;
  if (input.duration < min || input.duration > max) {
    return { field: 'duration', message: durationRangeMessage(min, max) };
  }
  return null;
};

/** A package's limits as the rules read them. */
export function stakeLimitsOf(pkg: StakingPackage): StakeLimits {
  return {
    zone: pkg.zone,
    minimumMicros: amountMicros(pkg.minimum_price) ?? 0n,
    maximumMicros: amountMicros(pkg.maximum_price) ?? 0n,
    minDuration: pkg.min_duration,
    maxDuration: pkg.duration,
  };
}

/** The Idempotency-Key travels as a header, never in the body. */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const getPackages = (zone?: StakingZone) =>
  apiGet<PackagesResponse>(`packages?model=staking${zone ? `&zone=${encodeURIComponent(zone)}` : ''}`);

export function getStakeTerms(query: StakeTermsQuery) {
  const params = new URLSearchParams({ package_id: String(query.package_id), amount: query.amount });
  if (query.duration !== undefined) params.set('duration', String(query.duration));
  return apiGet<StakeTermsResponse>(`staking/terms?${params.toString()}`);
}

export const getStakes = (page = 1) =>
  apiGet<SubscriptionsResponse>(`subscriptions?model=staking&page=${encodeURIComponent(String(page))}`);

export const postStake = (
  body: StakeBody,
  idempotencyKey: string,
): Promise<ApiResult<SubscriptionStoreResponse>> =>
  apiPost<SubscriptionStoreResponse>('subscription/store', { ...body }, idempotent(idempotencyKey));

export const postUnstake = (
  id: number,
  body: UnstakeBody,
  idempotencyKey: string,
): Promise<ApiResult<UnstakeResponse>> =>
  apiPost<UnstakeResponse>(
    `subscription/${encodeURIComponent(String(id))}/cancel`,
    { ...body },
    idempotent(idempotencyKey),
  );

export const stakingKeys = {
  all: ['staking'] as const,
  packages: () => [...stakingKeys.all, 'packages'] as const,
  stakes: (page: number) => [...stakingKeys.all, 'stakes', page] as const,
};

/** Every package of both zones; the screen splits them by zone. */
export const stakingPackagesQuery = () =>
  queryOptions({
    queryKey: stakingKeys.packages(),
    queryFn: () => unwrap(getPackages()).then((response) => response.data.data),
    staleTime: 5 * 60_000,
  });

export const stakesQuery = (page = 1) =>
  queryOptions({
    queryKey: stakingKeys.stakes(page),
    queryFn: () => unwrap(getStakes(page)).then((response) => response.data),
    placeholderData: keepPreviousData,
  });
