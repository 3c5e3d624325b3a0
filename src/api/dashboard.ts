import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { DashboardResponse } from './contract/team';
import { takeEarly } from './early';
import { unwrap } from './errors';

export type { DashboardData, DashboardResponse } from './contract/team';

export const getDashboard = () => apiGet<DashboardResponse>('dashboard');

export const dashboardKeys = { all: ['dashboard'] as const };

/** The account at a glance: balances, today's and total income, team and order counts (GET dashboard). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => unwrap(takeEarly('dashboard', getDashboard)).then((response) => response.data),
  });
