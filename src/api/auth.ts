import type { z } from 'zod';
import { apiGet, apiPost } from './client';
import type {
  checkSponsorResponse,
  checkUsernameResponse,
  countryResponse,
  forgetPasswordBody,
  LoginBody,
  loginAsUserBody,
  logoutResponse,
  OkResponse,
  PreLoginBody,
  PreRegister,
  preLoginSuccess,
  preLoginUnverified,
  RegisterBody,
  RegisterResponse,
  ResendOtpBody,
  SessionResponse,
  userResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from './contract';
import type { ApiFailure, ApiResult } from './errors';

export type CountryList = z.infer<typeof countryResponse>;
export type UsernameCheck = z.infer<typeof checkUsernameResponse>;
export type SponsorCheck = z.infer<typeof checkSponsorResponse>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;
export type LoginAsUserBody = z.infer<typeof loginAsUserBody>;
export type LogoutResponse = z.infer<typeof logoutResponse>;
export type UserResponse = z.infer<typeof userResponse>;
export type PreLoginSuccess = z.infer<typeof preLoginSuccess>;
/** A refusal that may carry the unverified-e-mail details (`otp_send`, `email_verified`, `user_details`). */
export type PreLoginRefusal = ApiFailure & Partial<Omit<z.infer<typeof preLoginUnverified>, 'status'>>;
export type PreLoginResult = PreLoginSuccess | PreLoginRefusal;
/** A refused second step may say a verification code was just sent (`otp_send` 1). */
export type LoginResult = SessionResponse | (ApiFailure & { otp_send?: 0 | 1 });

const segment = (value: string) => encodeURIComponent(value);

export const getCountries = () => apiGet<CountryList>('country');
export const getPreRegister = () => apiGet<PreRegister>('pre-register');
export const checkUsername = (username: string) =>
  apiGet<UsernameCheck>(`check/${segment(username)}/username`);
export const checkSponsor = (sponsor: string) => apiGet<SponsorCheck>(`check/${segment(sponsor)}/sponsor`);

export const register = (body: RegisterBody): Promise<ApiResult<RegisterResponse>> =>
  apiPost<RegisterResponse>('register', { ...body }, { token: null });
export const verifyEmail = (body: VerifyEmailBody) =>
  apiPost<VerifyEmailResponse>('verify-email', { ...body }, { token: null });
/**
 * A login code needs the pre-login token (kept as the session token until the second step completes); codes
 * for registration and password reset go out signed-out; a code for a money move is the signed-in member's.
 */
export const resendOtp = (body: ResendOtpBody, token?: string | null) =>
  apiPost<OkResponse>(
    'resendotp',
    { ...body },
    {
      token:
        body.from === 'login' ? token : body.from === 'verify' || body.from === 'forget' ? null : undefined,
    },
  );
export const forgetPassword = (body: ForgetPasswordBody) =>
  apiPost<OkResponse>('forget-password', { ...body }, { token: null });

export const preLogin = (body: PreLoginBody): Promise<PreLoginResult> =>
  apiPost<PreLoginSuccess>('pre-login', { ...body }, { token: null });
export const login = (body: LoginBody, preLoginToken: string): Promise<LoginResult> =>
  apiPost<SessionResponse>('login', { ...body }, { token: preLoginToken });
export const loginAsUser = (body: LoginAsUserBody): Promise<LoginResult> =>
  apiPost<SessionResponse>('login-as-user', { ...body }, { token: null });
/** Signs out of the session with this token; the caller handles a 401 (the token is already dead). */
export const logout = (token: string) => apiPost<LogoutResponse>('logout', undefined, { token });
export const getUser = () => apiGet<UserResponse>('user');
