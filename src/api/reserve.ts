import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  ClaimProfitResponse,
  ClaimStatusResponse,
  ReserveDashboardResponse,
  ReservePackagesResponse,
  ReservePlan,
  ReserveStoreResponse,
  ReserveTickerResponse,
  ReserveTradeResponse,
  ReserveType,
} from './contract/reserve';
import { reserveMessages } from './contract/reserveRules';
import type { ReserveStoreBody } from './contract/staking';
import { type ApiResult, unwrap } from './errors';
import { idempotent } from './idempotency';

export type {
  ClaimProfitResponse,
  ClaimStatusResponse,
  ReserveDashboard,
  ReserveDashboardResponse,
  ReserveIncome,
  ReserveLog,
  ReservePackagesResponse,
  ReservePlan,
  ReserveStoreResponse,
  ReserveSubscription,
  ReserveTickerResponse,
  ReserveTradeResponse,
  ReserveType,
} from './contract/reserve';
export {
  belowMinimumMessage as belowMinimum,
  reserveTypeLabels as reserveTabLabels,
  reserveTypes as reserveTypeOptions,
} from './contract/reserveRules';
export type { ReserveStoreBody } from './contract/staking';
export const PLAN_REQUIRED = reserveMessages.plan;
/** The spec's claim status polling interval (document 1 §9). */
export const CLAIM_POLL_MS = 10_000;

export const getReservePackages = () => apiGet<ReservePackagesResponse>('reserve-packages');
export const getReserveDashboard = () => apiGet<ReserveDashboardResponse>('reserve-dashboard');
export const getReserveTicker = () => apiGet<ReserveTickerResponse>('reserve/ticker');

export const postReserve = (
  body: { username: string; package_id: number; type: ReserveType },
  idempotencyKey: string,
): Promise<ApiResult<ReserveStoreResponse>> => {
  const payload: ReserveStoreBody = { ...body, subscription_type: 'variable', model: 'reserve' };
  return apiPost<ReserveStoreResponse>('subscription/store', { ...payload }, idempotent(idempotencyKey));
};

export const postReserveTrade = (logId: number): Promise<ApiResult<ReserveTradeResponse>> =>
  apiPost<ReserveTradeResponse>('reserve/trade', { id: logId });

export const getClaimProfit = (subscriptionId: number, invoiceId: string) =>
  apiGet<ClaimProfitResponse>(
    `claim-profit?id=${encodeURIComponent(String(subscriptionId))}&reserve_id=${encodeURIComponent(invoiceId)}`,
  );

export const getClaimStatus = (incomeId: number) =>
  apiGet<ClaimStatusResponse>(`check-claim-status/${encodeURIComponent(String(incomeId))}`);

/** Item artwork, served by the server from the item's type and image id. */
export const reserveArtworkUrl = (type: ReserveType, imageId: number) =>
  `${import.meta.env?.VITE_API_BASE ?? '/api'}/assets/reserve/${type}/${imageId}.svg`;

/** 'Level 1 (1.00%-1.50%)', as the level select lists a plan. */
export const planLabel = (plan: Pick<ReservePlan, 'name' | 'min_roi_percentage' | 'roi_percentage'>) =>
  `${plan.name} (${plan.min_roi_percentage}%-${plan.roi_percentage}%)`;

export const reserveKeys = {
  all: ['reserve'] as const,
  packages: () => [...reserveKeys.all, 'packages'] as const,
  dashboard: () => [...reserveKeys.all, 'dashboard'] as const,
  ticker: () => [...reserveKeys.all, 'ticker'] as const,
};

export const reservePackagesQuery = () =>
  queryOptions({
    queryKey: reserveKeys.packages(),
    queryFn: () => unwrap(getReservePackages()).then((response) => response.data),
  });

export const reserveDashboardQuery = () =>
  queryOptions({
    queryKey: reserveKeys.dashboard(),
    queryFn: () => unwrap(getReserveDashboard()).then((response) => response.data),
  });

export const reserveTickerQuery = () =>
  queryOptions({
    queryKey: reserveKeys.ticker(),
    queryFn: () => unwrap(getReserveTicker()).then((response) => response.data),
    refetchInterval: 60_000,
  });
