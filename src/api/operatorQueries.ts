import { queryOptions } from '@tanstack/react-query';
import { unwrap } from './errors';
import { getOperatorMe } from './operatorSession';

export const operatorKeys = { all: () => ['operator'] as const, me: () => ['operator', 'me'] as const };

/** Who is signed in to the back office, their role and its rights, as the server says now. */
export const operatorMeQuery = () =>
  queryOptions({
    queryKey: operatorKeys.me(),
    queryFn: () => unwrap(getOperatorMe()).then((response) => response.data),
  });
