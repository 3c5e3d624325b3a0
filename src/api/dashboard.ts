import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { DashboardResponse } from './contract/team';
import { ApiError, type ApiFailure, type ApiResult, isOk } from './errors';

export type { DashboardData, DashboardResponse } from './contract/team';

export const getDashboard = () => apiGet<DashboardResponse>('dashboard');

async function unwrap<T extends { status: unknown }>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!isOk(result)) throw new ApiError(result as ApiFailure);
  return result as T;
}

export const dashboardKeys = { all: ['dashboard'] as const };

/** The account at a glance: balances, today's and total income, team and order counts (GET dashboard). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => unwrap(getDashboard()).then((response) => response.data),
  });
