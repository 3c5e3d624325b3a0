import type { AuthType } from '../../api/contract';
import { authTypes } from '../../api/contract/authRules';
import { isOneOf } from '../../api/contract/literalRules';

/** Which methods are set up, as GET authentication's `more_details` flags say. */
export type SetUpMethods = Record<AuthType, boolean>;

export interface AuthTypeInput {
  username: string;
  /** The member's auth type now, which confirms the change. */
  current: AuthType;
  setUp: SetUpMethods;
}

export interface AuthTypeContext extends AuthTypeInput {
  selected: AuthType | null;
  code: string;
  fieldErrors: { type?: string; code?: string };
  error: string | null;
}

export type AuthTypeEvent =
  | { type: 'type.select'; authType: AuthType }
  | { type: 'code.change'; code: string }
  | { type: 'form.submit' }
  | { type: 'otp.resend' }
  /** GET authentication answered again. */
  | { type: 'authentication.update'; current: AuthType; setUp: SetUpMethods };

export const SELECT_OPTION = 'Please Select Correct Option.';
/** The spec's refusal of a method that is not set up yet, and the Profile tab where the member sets it up. */
export const setUpFirst = {
  mpin: { message: 'Please Setup Your Security Pin', tab: 'pin' },
  authenticator: { message: 'Please Setup Your 2FA Authenticator', tab: '2fa' },
} as const;
export type SetUpTab = (typeof setUpFirst)[keyof typeof setUpFirst]['tab'];

export const missingSetUp = ({ selected, setUp }: AuthTypeContext) =>
  selected && selected !== 'otp' && !setUp[selected] ? setUpFirst[selected] : null;

/** The method an answer to POST authentication names, when it is one Tessera knows. */
export function authTypeIn(answer: unknown): AuthType | null {
  if (typeof answer !== 'object' || answer === null || !('auth_type' in answer)) return null;
  return isOneOf(authTypes, answer.auth_type) ? answer.auth_type : null;
}
