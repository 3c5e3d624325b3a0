import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { ApprovalPendingResponse } from './contract/approvals';
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
/** 202 with the request a second admin must approve; 200 only for the key's very first admin. */
export const postCreateOperator = (body: OperatorCreateBody) =>
  asOperator((options) =>
    apiPost<OperatorCreateResponse | ApprovalPendingResponse>('operator/operators', { ...body }, options),
  );
/** Disabling is done at once (200); a new role, re-enabling and an authenticator reset answer 202. */
export const postChangeOperator = (id: number, change: OperatorChangeBody) =>
  asOperator((options) =>
    apiPost<OperatorChangeResponse | ApprovalPendingResponse>(
      `operator/operators/${segment(id)}`,
      { ...change },
      options,
    ),
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
