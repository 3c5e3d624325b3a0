import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, firstErrorMessage } from '../../api/errors';
import {
  logsQuery,
  profileKeys,
  revokeOtherSessionsMutation,
  revokeSessionMutation,
  sessionsQuery,
} from '../../api/profile';
import { notify } from '../../ui';
import { loadFailureMessage } from '../shared/loadFailure';
import { LogsPanel } from './LogsPanel';

const refusal = (error: unknown) => firstErrorMessage(error instanceof ApiError ? error.response : undefined);

/** The Logs tab: GET sessions and GET logs?page= in; a session, or every other one, signed out. */
export function LogsTab() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const [page, setPage] = useState(1);
  const logs = useQuery(logsQuery(page));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
    void queryClient.invalidateQueries({ queryKey: profileKeys.logsAll });
  };
  const revoke = useMutation({
    ...revokeSessionMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Session signed out'));
      refresh();
    },
    onError: (error) => {
      notify.error(refusal(error));
      refresh();
    },
  });
  const revokeOthers = useMutation({
    ...revokeOtherSessionsMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Every other session was signed out'));
      refresh();
    },
    onError: (error) => notify.error(refusal(error)),
  });

  return (
    <LogsPanel
      sessions={{
        sessions: sessions.data ?? null,
        loading: sessions.isPending,
        error: sessions.error ? loadFailureMessage(sessions.error) : null,
        onRetry: () => void sessions.refetch(),
        revokingId: revoke.isPending ? (revoke.variables ?? null) : null,
        revokingOthers: revokeOthers.isPending,
        onRevoke: (id) => revoke.mutate(id),
        onRevokeOthers: () => revokeOthers.mutate(),
      }}
      log={{
        page: logs.data?.data ?? null,
        summary: logs.data?.more_details ?? [],
        loading: logs.isPending,
        error: logs.error ? loadFailureMessage(logs.error) : null,
        onPageChange: setPage,
        onRetry: () => void logs.refetch(),
      }}
    />
  );
}
