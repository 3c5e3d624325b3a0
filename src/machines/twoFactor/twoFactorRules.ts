import { LOGIN_CODE_LENGTH, RECOVERY_CODE_PATTERN } from '../../api/constants';

export const REQUIRED = 'This Field Is Required.';
export const APP_CODE_LENGTH_ERROR = `Authenticator code must be ${LOGIN_CODE_LENGTH} digits`;
/** The contract's own wording for a code that is neither an app code nor a recovery code. */
export const DISABLE_CODE_ERROR = 'Enter the 6-digit code from your app or a recovery code';
export const RECOVERY_CODE_ERROR = 'Recovery code must look like xxxxx-xxxxx';
/** 'xxxxx-xxxxx': ten letters and digits and the hyphen between them. */
export const RECOVERY_CODE_LENGTH = 11;

const appCode = new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`);

/** A code from the authenticator app: digits only, up to its six. */
export const filterAppCode = (text: string) => text.replace(/[^0-9]/g, '').slice(0, LOGIN_CODE_LENGTH);

/** A recovery code as it is typed or pasted: letters, digits and hyphens, in lower case. */
export const filterRecoveryCode = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, RECOVERY_CODE_LENGTH);

/** Members may leave out the hyphen or type capitals; the server compares the canonical 'xxxxx-xxxxx'. */
export function normaliseRecoveryCode(text: string): string {
  const plain = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : text.trim().toLowerCase();
}

export const isRecoveryCode = (text: string) => RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(text));

/** The code that turns 2FA on: six digits from the app just set up (spec document 2 §5, '2FA code'). */
export function appCodeError(code: string): string | null {
  if (!code) return REQUIRED;
  return appCode.test(code) ? null : APP_CODE_LENGTH_ERROR;
}

/** Turning 2FA off takes a current app code or one of the recovery codes. */
export function disableCodeError(code: string): string | null {
  if (!code.trim()) return REQUIRED;
  return appCode.test(code) || isRecoveryCode(code) ? null : DISABLE_CODE_ERROR;
}

/** What goes on the wire: an app code as typed, a recovery code in its canonical form. */
export const wireDisableCode = (code: string) => (appCode.test(code) ? code : normaliseRecoveryCode(code));

/** While 2FA is off the code comes from the app just set up; while it is on, it may be a recovery code. */
export const stepCodeError = (enabled: boolean, code: string) =>
  enabled ? disableCodeError(code) : appCodeError(code);
export const filterStepCode = (enabled: boolean, text: string) =>
  enabled ? filterRecoveryCode(text) : filterAppCode(text);

/** The codes of an answer to enable-2fa or recovery-codes. */
export const recoveryCodesIn = (answer: unknown): string[] => {
  const codes =
    typeof answer === 'object' && answer !== null && 'recovery_codes' in answer
      ? answer.recovery_codes
      : undefined;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
};
