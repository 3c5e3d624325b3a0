import type { ApiResult } from '../../api/errors';
import { isOk } from '../../api/errors';
import type { OperatorSignInBody, OperatorSignInResponse } from '../../api/operatorSession';

export type OperatorSignInResult = ApiResult<OperatorSignInResponse>;
type Answer = OperatorSignInResponse['data'];
export type OperatorEnrolment = Extract<Answer, { kind: 'enrol' }>;
export type OperatorSignedIn = Extract<Answer, { kind: 'signed-in' }>;

export interface OperatorSignInFieldErrors {
  username?: string;
  password?: string;
  code?: string;
}

export const OPERATOR_CODE_LENGTH = 6;

/**
 * What the form refuses before asking the server. The code may be left out only before the authenticator
 * is set up (`codeRequired` false); once the secret is shown, the code from the app is what completes it.
 */
export function fieldErrors(
  fields: { username: string; password: string; code: string },
  codeRequired: boolean,
): OperatorSignInFieldErrors | null {
  const errors: OperatorSignInFieldErrors = {};
  if (!fields.username.trim()) errors.username = 'Username is required';
  if (!fields.password) errors.password = 'Password is required';
  const code = fields.code.trim();
  if (!code && codeRequired) errors.code = 'Authenticator code is required';
  else if (code && !new RegExp(`^[0-9]{${OPERATOR_CODE_LENGTH}}$`).test(code)) {
    errors.code = `Authenticator code must be ${OPERATOR_CODE_LENGTH} digits`;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The request: the code goes only when there is one, as on the very first sign-in there is not. */
export function signInBody(fields: { username: string; password: string; code: string }): OperatorSignInBody {
  const code = fields.code.trim();
  return { username: fields.username.trim(), password: fields.password, ...(code ? { code } : {}) };
}

export const enrolmentIn = (result: OperatorSignInResult): OperatorEnrolment | null =>
  isOk(result) && result.data.kind === 'enrol' ? result.data : null;

export const signedInWith = (result: OperatorSignInResult): OperatorSignedIn | null =>
  isOk(result) && result.data.kind === 'signed-in' ? result.data : null;

/** 423: five wrong attempts in a row lock the account for 30 minutes, whatever is typed next. */
export const isLockedOut = (result: OperatorSignInResult) => !isOk(result) && result.code === 423;
