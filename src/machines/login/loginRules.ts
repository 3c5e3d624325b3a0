import type { LoginResult, PreLoginResult } from '../../api/auth';
import { LOGIN_CODE_LENGTH, PIN_LENGTH } from '../../api/constants';
import type { AuthType, LoginBody } from '../../api/contract';
import { isNetworkFailure, isOk } from '../../api/errors';
import type { Session } from '../../api/session';
import { isRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_ERROR } from '../twoFactor/twoFactorRules';

export interface LoginFieldErrors {
  username?: string;
  password?: string;
  code?: string;
}

export function credentialErrors(username: string, password: string): LoginFieldErrors | null {
  const errors: LoginFieldErrors = {};
  if (!username.trim()) errors.username = 'username is Required';
  if (!password) errors.password = 'Password is Required';
  return Object.keys(errors).length ? errors : null;
}

const factorLabel: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator code',
};

export const codeLength = (authType: AuthType) => (authType === 'mpin' ? PIN_LENGTH : LOGIN_CODE_LENGTH);

/**
 * What the second step refuses before asking the server. `recovery`: an authenticator member types one of
 * their recovery codes instead of a code from the app.
 */
export function codeError(authType: AuthType, code: string, recovery = false): string | null {
  if (recovery) {
    if (!code.trim()) return 'Recovery code is Required';
    return isRecoveryCode(code) ? null : RECOVERY_CODE_ERROR;
  }
  const label = factorLabel[authType];
  if (!code) return `${label} is Required`;
  const length = codeLength(authType);
  if (!/^[0-9]+$/.test(code) || code.length !== length) return `${label} must be ${length} digits`;
  return null;
}

export function loginBody(authType: AuthType, username: string, code: string, recovery = false): LoginBody {
  return recovery ? { username, recovery_code: normaliseRecoveryCode(code) } : { username, [authType]: code };
}

export const isPreLoginAccepted = (result: PreLoginResult) => isOk(result);
export const isVerificationCodeSent = (result: PreLoginResult | LoginResult) =>
  !isOk(result) && Number(result.otp_send) === 1;
export const isEmailUnverified = (result: PreLoginResult) =>
  !isOk(result) && 'email_verified' in result && Number(result.email_verified) === 0;
export const isUnreachable = (result: PreLoginResult) => isNetworkFailure(result);

/** The e-mail on file, when the server puts it in `user_details.email_required` of an unverified answer. */
export function unverifiedEmail(result: PreLoginResult): string {
  if (isOk(result)) return '';
  const email = result.user_details?.email_required;
  return typeof email === 'string' && email.includes('@') ? email : '';
}

export function sessionFrom(response: LoginResult): Session | null {
  if (!isOk(response)) return null;
  return {
    token: response.token,
    username: response.username,
    auth_type: response.auth_type,
    status: '1',
    refcode: response.referral_id,
    email: response.email,
  };
}
