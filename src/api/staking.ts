import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { amountMicros } from './contract/moneyRules';
import type {
  PackagesResponse,
  StakeBody,
  StakeTermsQuery,
  StakeTermsResponse,
  StakingPackage,
  StakingZone,
  SubscriptionStoreResponse,
  SubscriptionsResponse,
  UnstakeBody,
  UnstakeResponse,
} from './contract/staking';
import type { StakeLimits } from './contract/stakingRules';
import { type ApiResult, unwrap } from './errors';
import { idempotent } from './idempotency';

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

export {
  amountRangeMessage,
  durationRangeMessage,
  STAKE_STEP_USDT,
  type StakeLimits,
  stakeInputError,
  stakeMessages,
  stakeStatuses,
  stakeStatusLabels,
  stakingZoneLabels,
  stakingZones,
} from './contract/stakingRules';

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
