import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { DirectTeamResponse, LevelDownlineResponse, TeamDetailsResponse } from './contract/team';
import { unwrap } from './errors';

export type {
  DirectTeamMember,
  DirectTeamResponse,
  DownlineMember,
  LevelDownlineResponse,
  LevelRecord,
  TeamDetailsResponse,
} from './contract/team';

export { LEVEL_PAGE_SIZE } from './contract/teamRules';

/** Spec document 2 §6 and §8: how the team screens word an expired sign-in before sending the member home. */
export const AUTH_FAILED = 'Authentication Failed. Please Login Again....';

const teamRequest = { unauthorizedMessage: AUTH_FAILED };

/** The member asked for (the caller when no username is given) first, then its direct team. */
export const getDirectTeam = (username?: string) =>
  apiGet<DirectTeamResponse>(
    username ? `directTeam?${new URLSearchParams({ username })}` : 'directTeam',
    teamRequest,
  );
export const getTeamDetails = () => apiGet<TeamDetailsResponse>('user-team-details', teamRequest);
/** One page of a level's members; page 1 also comes with the level's record in user-team-details. */
export const getLevelDownline = (level: number, page: number) =>
  apiGet<LevelDownlineResponse>(
    `user-team-details/${level}?${new URLSearchParams({ page: String(page) })}`,
    teamRequest,
  );

export const teamKeys = {
  all: ['team'] as const,
  directTeam: (username: string | undefined) => [...teamKeys.all, 'direct', username ?? ''] as const,
  details: () => [...teamKeys.all, 'details'] as const,
  levelDownline: (level: number, page: number) => [...teamKeys.details(), level, page] as const,
};

export const directTeamQuery = (username?: string) =>
  queryOptions({
    queryKey: teamKeys.directTeam(username),
    queryFn: () => unwrap(getDirectTeam(username)).then((response) => response.data),
  });

export const teamDetailsQuery = () =>
  queryOptions({
    queryKey: teamKeys.details(),
    queryFn: () => unwrap(getTeamDetails()).then((response) => response.data),
  });

export const levelDownlineQuery = (level: number, page: number) =>
  queryOptions({
    queryKey: teamKeys.levelDownline(level, page),
    queryFn: () => unwrap(getLevelDownline(level, page)).then((response) => response.data),
  });
