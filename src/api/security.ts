import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from './client';
import type {
  AuthenticationResponse,
  ChangeAuthenticationBody,
  changeAuthenticationResponse,
  disable2faBody,
  enable2faBody,
  OkResponse,
  RecoveryCodesResponse,
  renewRecoveryCodesBody,
} from './contract';
import { type ApiResult, unwrap } from './errors';

export type {
  AuthenticationResponse,
  ChangeAuthenticationBody,
  RecoveryCodesResponse,
  UserDetails,
  UserDetailsResponse,
} from './contract';

export type Enable2faBody = z.input<typeof enable2faBody>;
export type Disable2faBody = z.input<typeof disable2faBody>;
export type RenewRecoveryCodesBody = z.input<typeof renewRecoveryCodesBody>;
export type ChangeAuthenticationResponse = z.infer<typeof changeAuthenticationResponse>;

export const getAuthentication = () => apiGet<AuthenticationResponse>('authentication');
export const postAuthentication = (
  body: ChangeAuthenticationBody,
): Promise<ApiResult<ChangeAuthenticationResponse>> =>
  apiPost<ChangeAuthenticationResponse>('authentication', { ...body });
/** Answers the ten recovery codes, shown once. */
export const postEnable2fa = (body: Enable2faBody): Promise<ApiResult<RecoveryCodesResponse>> =>
  apiPost<RecoveryCodesResponse>('enable-2fa', { ...body });
export const postDisable2fa = (body: Disable2faBody): Promise<ApiResult<OkResponse>> =>
  apiPost<OkResponse>('disable-2fa', { ...body });
/** Replaces every recovery code; answers the new ten, shown once. */
export const postRecoveryCodes = (body: RenewRecoveryCodesBody): Promise<ApiResult<RecoveryCodesResponse>> =>
  apiPost<RecoveryCodesResponse>('recovery-codes', { ...body });

export const securityKeys = {
  authentication: ['authentication'] as const,
};

/** The current auth type and which methods are set up (1) for the member to switch to. */
export const authenticationQuery = () =>
  queryOptions({ queryKey: securityKeys.authentication, queryFn: () => unwrap(getAuthentication()) });

/** Each refusal rejects with an ApiError whose `response` keeps the server's field errors. */
export const changeAuthenticationMutation = () =>
  mutationOptions({
    mutationKey: [...securityKeys.authentication, 'change'],
    mutationFn: (body: ChangeAuthenticationBody) => unwrap(postAuthentication(body)),
  });

export const enable2faMutation = () =>
  mutationOptions({
    mutationKey: ['enable-2fa'],
    mutationFn: (body: Enable2faBody) => unwrap(postEnable2fa(body)),
  });

export const disable2faMutation = () =>
  mutationOptions({
    mutationKey: ['disable-2fa'],
    mutationFn: (body: Disable2faBody) => unwrap(postDisable2fa(body)),
  });

export const recoveryCodesMutation = () =>
  mutationOptions({
    mutationKey: ['recovery-codes'],
    mutationFn: (body: RenewRecoveryCodesBody) => unwrap(postRecoveryCodes(body)),
  });
