import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { OperatorLoginLinkResponse } from './contract/operator';
import { MEMBER_SEARCH_MIN } from './contract/operatorMemberRules';
import type {
  EarningsTraceResponse,
  MemberFileResponse,
  MemberSearchResponse,
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
  MemberSearchHit,
  MemberSearchResponse,
} from './contract/operatorMembers';

export const searchMembers = (q: string) =>
  asOperator((options) => apiGet<MemberSearchResponse>(withQuery('operator/members', { q }), options));
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
  search: (q: string) => [...operatorKeys.all(), 'members', 'search', q] as const,
  file: (username: string) => [...operatorKeys.all(), 'members', 'file', username] as const,
  earnings: (username: string) => [...operatorKeys.all(), 'members', 'earnings', username] as const,
};

/** Members matching `q` (trimmed); asks nothing while it is shorter than the server accepts. */
export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: operatorMemberKeys.search(q.trim()),
    queryFn: () => unwrap(searchMembers(q.trim())).then((response) => response.data),
    enabled: q.trim().length >= MEMBER_SEARCH_MIN,
  });

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
