import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import {
  memberEarningsQuery,
  memberFileQuery,
  memberLoginLinkMutation,
  operatorMemberKeys,
  revokeMemberSessionsMutation,
} from '../../../api/operatorMembers';
import { notify } from '../../../ui';
import { failureMessage, isNotFound } from '../shared/failure';
import { useOperatorShell } from '../shared/operatorShell';
import { MemberFileView } from './MemberFileView';
import type { SignInLinkState } from './SignInLinkDialog';
import { useMemberGuards } from './useMemberGuards';

const LINK_FAILED = 'Could not make a sign-in link. Please try again.';
const END_FAILED = 'Could not end the session. Please try again.';

/** The sign-in link dialog follows the request for the link. */
function linkState(link: ReturnType<typeof useMemberLink>): SignInLinkState {
  if (link.isPending) return { kind: 'creating' };
  if (link.isError) return { kind: 'failed', message: failureMessage(link.error, LINK_FAILED) };
  if (link.data) return { kind: 'ready', url: link.data.url, expiresAt: link.data.expires_at };
  return { kind: 'idle' };
}

const useMemberLink = () => useMutation(memberLoginLinkMutation());

/** One member's file: GET operator/members/{username} and its earnings trace; sessions ended, a link made. */
export function MemberFileScreen({ username }: { username: string }) {
  const { rights } = useOperatorShell();
  const queryClient = useQueryClient();
  const fromSearch = (useLocation().state as { search?: string } | null)?.search ?? '';
  const file = useQuery(memberFileQuery(username));
  const earnings = useInfiniteQuery(memberEarningsQuery(username));
  const link = useMemberLink();
  const revoke = useMutation({
    ...revokeMemberSessionsMutation(username),
    onSuccess: (response) => notify.success(response.message),
    onError: (error) => notify.error(failureMessage(error, END_FAILED)),
    // Refused or not, the list is asked again: a session may have ended meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorMemberKeys.file(username) }),
  });
  const older = earnings.isFetchNextPageError;
  const guards = useMemberGuards(username);

  return (
    <MemberFileView
      username={username}
      fromSearch={fromSearch}
      file={file.data ?? null}
      loading={file.isPending}
      error={
        file.error && !file.data
          ? { message: failureMessage(file.error), notFound: isNotFound(file.error) }
          : null
      }
      onRetry={() => void file.refetch()}
      canAct={rights.includes('members.act')}
      canReadTickets={rights.includes('tickets.read')}
      sessions={{
        endingId: revoke.isPending ? revoke.variables : null,
        endingAll: revoke.isPending && revoke.variables === null,
        onEnd: (id) => revoke.mutate(id),
        onEndAll: () => revoke.mutate(null),
      }}
      earnings={{
        rows: earnings.data?.pages.flatMap((page) => page.data) ?? null,
        totals: earnings.data?.pages[0]?.totals ?? {},
        loading: earnings.isPending,
        error: earnings.error ? failureMessage(earnings.error) : null,
        hasOlder: earnings.hasNextPage,
        loadingOlder: earnings.isFetchingNextPage,
        onOlder: () => void earnings.fetchNextPage(),
        onRetry: () => void (older ? earnings.fetchNextPage() : earnings.refetch()),
      }}
      signInLink={linkState(link)}
      onSignInLink={() => link.mutate(username)}
      onSignInLinkClose={() => link.reset()}
      guards={{
        canGuardMoney: rights.includes('money.write'),
        canReset: rights.includes('members.act'),
        ...guards,
      }}
    />
  );
}
