import { PIN_LENGTH } from '../../api/constants';
import type { AuthType } from '../../api/contract';
import type { ChangePasswordBody, ChangePinBody } from '../../api/profile';
import { codeError } from '../../machines/verification/moneyRules';
import { isCodeField, REQUIRED } from './formErrors';

export const PASSWORD_MISMATCH = 'Password not matching with new password';
export const PIN_MISMATCH = 'Secutity Pin not matching with new Pin';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PIN_DIGITS = `Security Pin must be ${PIN_LENGTH} digits`;
/** The contract ends every other session on a password change; the member is told so. */
export const PASSWORD_CHANGED =
  'Password changed. Every other session of your account has been signed out; this one stays signed in.';

export type PasswordField = 'currentpassword' | 'newpassword' | 'confirm' | 'code';
export type PasswordValues = Record<PasswordField, string>;
export const emptyPassword: PasswordValues = { currentpassword: '', newpassword: '', confirm: '', code: '' };

/** True once a confirmation is typed that differs from the new value: shown while the member types. */
export const mismatched = (value: string, confirmation: string) =>
  confirmation.length > 0 && confirmation !== value;

export function passwordErrors(
  values: PasswordValues,
  authType: AuthType,
): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (!values.currentpassword) errors.currentpassword = REQUIRED;
  if (!values.newpassword) errors.newpassword = REQUIRED;
  else if (values.newpassword.length < PASSWORD_MIN_LENGTH) errors.newpassword = PASSWORD_TOO_SHORT;
  if (!values.confirm) errors.confirm = REQUIRED;
  else if (values.confirm !== values.newpassword) errors.confirm = PASSWORD_MISMATCH;
  const badCode = codeError(authType, values.code);
  if (badCode) errors.code = badCode;
  return errors;
}

/** The confirmation stays in the browser; the code goes under the member's auth type (spec document 2 §5, §7). */
export const passwordBody = (values: PasswordValues, authType: AuthType): ChangePasswordBody => ({
  currentpassword: values.currentpassword,
  newpassword: values.newpassword,
  [authType]: values.code,
});

export const placePasswordField = (serverField: string): PasswordField | null => {
  if (serverField === 'currentpassword' || serverField === 'newpassword') return serverField;
  if (serverField === 'newpassword_confirmation') return 'confirm';
  return isCodeField(serverField) ? 'code' : null;
};

export type PinField = 'old_password' | 'spassword' | 'spassword_confirmation';
export type PinValues = Record<PinField, string>;
export const emptyPin: PinValues = { old_password: '', spassword: '', spassword_confirmation: '' };

export function pinErrors(values: PinValues): Partial<Record<PinField, string>> {
  const errors: Partial<Record<PinField, string>> = {};
  if (!values.old_password) errors.old_password = REQUIRED;
  if (!values.spassword) errors.spassword = REQUIRED;
  else if (!new RegExp(`^[0-9]{${PIN_LENGTH}}$`).test(values.spassword)) errors.spassword = PIN_DIGITS;
  if (!values.spassword_confirmation) errors.spassword_confirmation = REQUIRED;
  else if (values.spassword_confirmation !== values.spassword) errors.spassword_confirmation = PIN_MISMATCH;
  return errors;
}

export const pinBody = (values: PinValues): ChangePinBody => ({ ...values });

export const placePinField = (serverField: string): PinField | null =>
  serverField === 'old_password' || serverField === 'spassword' || serverField === 'spassword_confirmation'
    ? serverField
    : null;
