import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiGetBlob, apiPost } from './client';
import type * as contract from './contract/profile';
import type {
  ChangePasswordBody,
  ChangePictureResponse,
  ChangePinBody,
  LogsResponse,
  SessionsResponse,
  UpdateProfileBody,
  UserDetailsResponse,
} from './contract/profile';
import { ApiError, type ApiResult, unwrap } from './errors';

export type {
  ChangePasswordBody,
  ChangePictureResponse,
  ChangePinBody,
  LogEntry,
  LogsResponse,
  MemberProfile,
  MemberSession,
  SecurityEventKind,
  SessionsResponse,
  UpdateProfileBody,
  UserDetails,
  UserDetailsResponse,
} from './contract/profile';
export type UpdateProfileResponse = z.infer<typeof contract.updateProfileResponse>;
export type RevokeOthersResponse = z.infer<typeof contract.revokeOthersResponse>;
export type SecurityChangeResponse = { status: true; msg: string; message: string };

export { AVATAR_MAX_BYTES, genders, securityEventLabels } from './contract/profileRules';

const segment = (value: number) => encodeURIComponent(String(value));

export const getUserDetails = () => apiGet<UserDetailsResponse>('user');
export const postUpdateProfile = (body: UpdateProfileBody) =>
  apiPost<UpdateProfileResponse>('update-profile', { ...body });
/** The picture goes as the multipart field `photo`, with the file's own name and type. */
export function postChangePicture(
  photo: Blob,
  fileName = 'photo',
): Promise<ApiResult<ChangePictureResponse>> {
  const form = new FormData();
  form.append('photo', photo, photo instanceof File ? photo.name : fileName);
  return apiPost<ChangePictureResponse>('change-picture', form);
}
/** `avatarPath` is the profile's `avatar`, e.g. 'avatar?v=3'; the server serves it to its member only. */
export const getAvatar = (avatarPath: string) => apiGetBlob(avatarPath);
export const postChangePassword = (body: ChangePasswordBody) =>
  apiPost<SecurityChangeResponse>('change-password', { ...body });
export const postChangePin = (body: ChangePinBody) =>
  apiPost<SecurityChangeResponse>('change-secondary-password', { ...body });
export const getLogs = (page = 1) => apiGet<LogsResponse>(`logs?page=${segment(page)}`);
export const getSessions = () => apiGet<SessionsResponse>('sessions');
export const postRevokeSession = (id: number) =>
  apiPost<SecurityChangeResponse>(`sessions/${segment(id)}/revoke`);
export const postRevokeOtherSessions = () => apiPost<RevokeOthersResponse>('sessions/revoke-others');

export const profileKeys = {
  /** GET user: the same entry as `userQuery` of ./queries, so every screen showing the member follows an edit. */
  user: () => ['user'] as const,
  avatar: (avatarPath: string) => ['avatar', avatarPath] as const,
  logs: (page: number) => ['logs', page] as const,
  logsAll: ['logs'] as const,
  sessions: () => ['sessions'] as const,
};

export const userDetailsQuery = () =>
  queryOptions({
    queryKey: profileKeys.user(),
    queryFn: () => unwrap(getUserDetails()).then((response) => response.data),
  });

/** The picture's bytes; its path carries a version, so a cached picture is never stale. */
export const avatarQuery = (avatarPath: string) =>
  queryOptions({
    queryKey: profileKeys.avatar(avatarPath),
    queryFn: async () => {
      const result = await getAvatar(avatarPath);
      if (result instanceof Blob) return result;
      throw new ApiError(result);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const logsQuery = (page = 1) =>
  queryOptions({
    queryKey: profileKeys.logs(page),
    queryFn: () => unwrap(getLogs(page)),
    placeholderData: keepPreviousData,
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: profileKeys.sessions(),
    queryFn: () => unwrap(getSessions()).then((response) => response.data),
  });

/** Each mutation rejects a refusal with an ApiError whose `response` keeps the server's field errors. */
export const updateProfileMutation = () =>
  mutationOptions({
    mutationKey: ['update-profile'],
    mutationFn: (body: UpdateProfileBody) => unwrap(postUpdateProfile(body)),
  });

export const changePictureMutation = () =>
  mutationOptions({
    mutationKey: ['change-picture'],
    mutationFn: (photo: Blob) => unwrap(postChangePicture(photo)),
  });

export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['change-password'],
    mutationFn: (body: ChangePasswordBody) => unwrap(postChangePassword(body)),
  });

export const changePinMutation = () =>
  mutationOptions({
    mutationKey: ['change-secondary-password'],
    mutationFn: (body: ChangePinBody) => unwrap(postChangePin(body)),
  });

export const revokeSessionMutation = () =>
  mutationOptions({
    mutationKey: ['sessions', 'revoke'],
    mutationFn: (id: number) => unwrap(postRevokeSession(id)),
  });

export const revokeOtherSessionsMutation = () =>
  mutationOptions({
    mutationKey: ['sessions', 'revoke-others'],
    mutationFn: () => unwrap(postRevokeOtherSessions()),
  });
