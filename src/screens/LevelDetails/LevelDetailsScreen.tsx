import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { AUTH_FAILED, levelDownlineQuery, teamDetailsQuery } from '../../api/team';
import { LIST_FAILED, useFailureToast } from '../shared/loadFailure';
import { LevelDetailsView } from './LevelDetailsView';

/** An expired sign-in is told by the app as it leaves the page; the table says the same meanwhile. */
const failure = (error: unknown) =>
  error instanceof ApiError && error.response.code === 401 ? AUTH_FAILED : LIST_FAILED;

type OpenPage = { level: number; page: number };

export function LevelDetailsScreen() {
  const levels = useQuery(teamDetailsQuery());
  useFailureToast(levels.error, levels.errorUpdatedAt, LIST_FAILED);

  const [open, setOpen] = useState<OpenPage | null>(null);
  // Page 1 comes with the level's record; only later pages are asked for.
  const later = open !== null && open.page > 1;
  const members = useQuery({ ...levelDownlineQuery(open?.level ?? 1, open?.page ?? 1), enabled: later });
  useFailureToast(members.error, members.errorUpdatedAt, LIST_FAILED);
  // A retry shows the page loading again rather than the failure it is retrying.
  const membersError = later && members.isError && !members.isFetching ? failure(members.error) : null;

  return (
    <LevelDetailsView
      levels={levels.data}
      loading={levels.isFetching && !levels.data}
      error={levels.isError ? failure(levels.error) : null}
      onRetry={() => void levels.refetch()}
      downline={open && { ...open, result: later ? members.data : undefined, error: membersError }}
      onOpenDownline={(level) => setOpen({ level, page: 1 })}
      onCloseDownline={() => setOpen(null)}
      onDownlinePageChange={(page) => setOpen((current) => current && { ...current, page })}
      onRetryDownline={() => void members.refetch()}
    />
  );
}
