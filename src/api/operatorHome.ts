import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { OperatorOverviewResponse } from './contract/operatorOverview';
import type { OperatorPasswordBody, OperatorPasswordResponse } from './contract/operatorPassword';
import { unwrap } from './errors';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export { OPERATOR_PASSWORD_MIN } from './contract/operatorListRules';
export type { AgedCount, OperatorOverview } from './contract/operatorOverview';
export type { OperatorPasswordBody, OperatorPasswordResponse } from './contract/operatorPassword';

export const getOperatorOverview = () =>
  asOperator((options) => apiGet<OperatorOverviewResponse>('operator/overview', options));
export const postOperatorPassword = (body: OperatorPasswordBody) =>
  asOperator((options) => apiPost<OperatorPasswordResponse>('operator/password', { ...body }, options));

export const operatorOverviewKey = () => [...operatorKeys.all(), 'overview'] as const;

/** What waits, as the role reads it; asked again every minute while the overview is open. */
export const operatorOverviewQuery = () =>
  queryOptions({
    queryKey: operatorOverviewKey(),
    queryFn: () => unwrap(getOperatorOverview()).then((response) => response.data),
    refetchInterval: 60_000,
  });

export const operatorPasswordMutation = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all(), 'password'],
    mutationFn: (body: OperatorPasswordBody) => unwrap(postOperatorPassword(body)),
  });
