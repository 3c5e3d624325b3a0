import type { QueryClient } from '@tanstack/react-query';
import { operatorOverviewKey } from '../../../api/operatorHome';
import { operatorListKeys } from '../../../api/operatorLists';

/**
 * Every list and the overview asked again: a change made anywhere (a deposit recorded, a freeze asked to be
 * lifted, an operator added) can add a row to another list, above all to the approvals.
 */
export function refreshLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: operatorListKeys.all() });
  void queryClient.invalidateQueries({ queryKey: operatorOverviewKey() });
}
