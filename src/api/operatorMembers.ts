import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { AuditResponse } from './contract/auditLog';
import type { OperatorLoginLinkResponse } from './contract/operator';
import type {
  OperatorChangeBody,
  OperatorChangeResponse,
  OperatorCreateBody,
  OperatorCreateResponse,
  OperatorsResponse,
} from './contract/operatorAccounts';
import type {
  EarningsTraceResponse,
  MemberFileResponse,
  MemberSearchResponse,
  MemberSessionsRevokedResponse,
} from './contract/operatorMembers';
import { unwrap } from './errors';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type { AuditResponse, AuditRow } from './contract/auditLog';
export type { OperatorLoginLinkResponse } from './contract/operator';
export type {
  OperatorChangeBody,
  OperatorCreateBody,
  OperatorListItem,
  OperatorsResponse,
} from './contract/operatorAccounts';
export type {
  EarningsTraceResponse,
  EarningsTraceRow,
  MemberFile,
  MemberFileResponse,
  MemberLedgerLine,
  MemberSearchHit,
  MemberSearchResponse,
} from './contract/operatorMembers';

/** The shortest search the server answers: part of a username, name or e-mail, or a whole UVID. */
export const MEMBER_SEARCH_MIN = 2;

/** The audit log's filters; an empty one is left out of the request. */
export interface AuditFilters {
  /** An operator's username, or 'key' for the operator key's calls. */
  operator?: string;
  /** An action or its start, e.g. 'withdrawal.'. */
  action?: string;
  /** The member the action concerned. */
  subject?: string;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `path?name=value…` with the empty values left out. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) params.set(name, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

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

export const getAuditLog = (filters: AuditFilters, beforeId?: number) =>
  asOperator((options) =>
    apiGet<AuditResponse>(withQuery('operator/audit', { ...filters, before_id: beforeId }), options),
  );

export const getOperators = () =>
  asOperator((options) => apiGet<OperatorsResponse>('operator/operators', options));
export const postCreateOperator = (body: OperatorCreateBody) =>
  asOperator((options) => apiPost<OperatorCreateResponse>('operator/operators', { ...body }, options));
export const postChangeOperator = (id: number, change: OperatorChangeBody) =>
  asOperator((options) =>
    apiPost<OperatorChangeResponse>(`operator/operators/${segment(id)}`, { ...change }, options),
  );

/** Under the back office's own key, so signing out forgets all of it. */
export const operatorMemberKeys = {
  search: (q: string) => [...operatorKeys.all(), 'members', 'search', q] as const,
  file: (username: string) => [...operatorKeys.all(), 'members', 'file', username] as const,
  earnings: (username: string) => [...operatorKeys.all(), 'members', 'earnings', username] as const,
  audit: (filters: AuditFilters) => [...operatorKeys.all(), 'audit', filters] as const,
  operators: () => [...operatorKeys.all(), 'operators'] as const,
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

/** The audit log, newest first, 50 rows a page; "Older" asks for the rows before the last one shown. */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: operatorMemberKeys.audit(filters),
    queryFn: ({ pageParam }) => unwrap(getAuditLog(filters, pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });

export const operatorsQuery = () =>
  queryOptions({
    queryKey: operatorMemberKeys.operators(),
    queryFn: () => unwrap(getOperators()).then((response) => response.data),
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
