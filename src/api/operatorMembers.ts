import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { ApprovalPendingResponse } from './contract/approvals';
import type { MemberFreezeResponse } from './contract/memberGuards';
import type { OperatorLoginLinkResponse } from './contract/operator';
import type {
  EarningsTraceResponse,
  MemberFileResponse,
  MemberSessionsRevokedResponse,
} from './contract/operatorMembers';
import { unwrap } from './errors';
import { segment, withQuery } from './operatorPaths';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type { OperatorLoginLinkResponse } from './contract/operator';
export { MEMBER_SEARCH_MIN } from './contract/operatorMemberRules';
export type {
  EarningsTraceResponse,
  EarningsTraceRow,
  MemberFile,
  MemberFileResponse,
  MemberLedgerLine,
  MemberListItem,
  MemberSearchHit,
  MemberSearchResponse,
} from './contract/operatorMembers';

export const getMemberFile = (username: string) =>
  asOperator((options) => apiGet<MemberFileResponse>(`operator/members/${segment(username)}`, options));
export const getMemberEarnings = (username: string, beforeId?: number) =>
  asOperator((options) =>
    apiGet<EarningsTraceResponse>(
      withQuery(`operator/members/${segment(username)}/earnings`, { before_id: beforeId }),
      options,
    ),
  );
export const postRevokeMemberSession = (username: string, id: number) =>
  asOperator((options) =>
    apiPost<MemberSessionsRevokedResponse>(
      `operator/members/${segment(username)}/sessions/${segment(id)}/revoke`,
      undefined,
      options,
    ),
  );
export const postRevokeAllMemberSessions = (username: string) =>
  asOperator((options) =>
    apiPost<MemberSessionsRevokedResponse>(
      `operator/members/${segment(username)}/sessions/revoke-all`,
      undefined,
      options,
    ),
  );
export const postMemberLoginLink = (username: string) =>
  asOperator((options) => apiPost<OperatorLoginLinkResponse>('operator/login-link', { username }, options));

/** Under the back office's own key, so signing out forgets all of it. */
export const operatorMemberKeys = {
  file: (username: string) => [...operatorKeys.all(), 'members', 'file', username] as const,
  earnings: (username: string) => [...operatorKeys.all(), 'members', 'earnings', username] as const,
};

export const memberFileQuery = (username: string) =>
  queryOptions({
    queryKey: operatorMemberKeys.file(username),
    queryFn: () => unwrap(getMemberFile(username)).then((response) => response.data),
  });

/** The member's team income, newest first; each further page is older than the last row shown. */
export const memberEarningsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: operatorMemberKeys.earnings(username),
    queryFn: ({ pageParam }) => unwrap(getMemberEarnings(username, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });

/** `id` null ends every session of the member. */
export const revokeMemberSessionsMutation = (username: string) =>
  mutationOptions({
    mutationKey: [...operatorKeys.all(), 'members', 'revoke', username],
    mutationFn: (id: number | null) =>
      unwrap(id === null ? postRevokeAllMemberSessions(username) : postRevokeMemberSession(username, id)),
  });

export const memberLoginLinkMutation = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all(), 'login-link'],
    mutationFn: (username: string) => unwrap(postMemberLoginLink(username)),
  });

/** The guards on a member's account: freezing withdrawals is done at once; the rest wait for a second person. */
export type MemberGuard = 'freeze' | 'unfreeze' | 'reset-pin' | 'reset-2fa';

/** 200 with the freeze for `freeze`; 202 with the request a second person must approve for the others. */
export const postMemberGuard = (username: string, guard: MemberGuard, reason: string) =>
  asOperator((options) =>
    apiPost<MemberFreezeResponse | ApprovalPendingResponse>(
      `operator/members/${segment(username)}/${guard}`,
      { reason },
      options,
    ),
  );

export const memberGuardMutation = (username: string) =>
  mutationOptions({
    mutationKey: [...operatorKeys.all(), 'members', 'guard', username],
    mutationFn: ({ guard, reason }: { guard: MemberGuard; reason: string }) =>
      unwrap(postMemberGuard(username, guard, reason)),
  });
