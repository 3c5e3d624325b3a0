import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { AUTH_FAILED, teamDetailsQuery } from '../../api/team';
import { LIST_FAILED, useFailureToast } from '../Deposit/loadFailure';
import { LevelDetailsView } from './LevelDetailsView';

/** An expired sign-in is told by the app as it leaves the page; the table says the same meanwhile. */
const failure = (error: unknown) =>
  error instanceof ApiError && error.response.code === 401 ? AUTH_FAILED : LIST_FAILED;

export function LevelDetailsScreen() {
  const levels = useQuery(teamDetailsQuery());
  useFailureToast(levels.error, levels.errorUpdatedAt, LIST_FAILED);
  return (
    <LevelDetailsView
      levels={levels.data}
      loading={levels.isFetching && !levels.data}
      error={levels.isError ? failure(levels.error) : null}
      onRetry={() => void levels.refetch()}
    />
  );
}
