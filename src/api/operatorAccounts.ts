import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  OperatorChangeBody,
  OperatorChangeResponse,
  OperatorCreateBody,
  OperatorCreateResponse,
  OperatorsResponse,
} from './contract/operatorAccounts';
import { unwrap } from './errors';
import { segment } from './operatorPaths';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type {
  OperatorChangeBody,
  OperatorCreateBody,
  OperatorListItem,
  OperatorsResponse,
} from './contract/operatorAccounts';

export const getOperators = () =>
  asOperator((options) => apiGet<OperatorsResponse>('operator/operators', options));
export const postCreateOperator = (body: OperatorCreateBody) =>
  asOperator((options) => apiPost<OperatorCreateResponse>('operator/operators', { ...body }, options));
export const postChangeOperator = (id: number, change: OperatorChangeBody) =>
  asOperator((options) =>
    apiPost<OperatorChangeResponse>(`operator/operators/${segment(id)}`, { ...change }, options),
  );

/** Under the back office's own key, so signing out forgets all of it. */
export const operatorAccountKeys = { all: () => [...operatorKeys.all(), 'operators'] as const };

export const operatorsQuery = () =>
  queryOptions({
    queryKey: operatorAccountKeys.all(),
    queryFn: () => unwrap(getOperators()).then((response) => response.data),
  });

export const createOperatorMutation = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all(), 'operators', 'create'],
    mutationFn: (body: OperatorCreateBody) => unwrap(postCreateOperator(body)),
  });

export const changeOperatorMutation = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all(), 'operators', 'change'],
    mutationFn: ({ id, change }: { id: number; change: OperatorChangeBody }) =>
      unwrap(postChangeOperator(id, change)),
  });
