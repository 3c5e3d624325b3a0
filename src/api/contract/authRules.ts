/**
 * Sign-in's and verification's plain rules (contract/auth.ts): no validator, so the forms count the very same
 * digits and wait the very same cooldown the server applies.
 */

export const authTypes = ['mpin', 'otp', 'authenticator'] as const;
export type AuthType = (typeof authTypes)[number];

export const positions = ['L', 'R'] as const;

export const PIN_LENGTH = 4;
export const VERIFY_CODE_LENGTH = 4;
export const LOGIN_CODE_LENGTH = 6;
/** An e-mailed code confirming a money move or a payout setting (spec document 2 §5: 6 for authenticator, 4 otherwise). */
export const MONEY_CODE_LENGTH = 4;
export const RESEND_COOLDOWN_SECONDS = 60;

/** What a mailed code is for (POST resendotp's `from`): a code confirms only its own purpose. */
export const otpPurposes = [
  'verify',
  'login',
  'forget',
  'transfer',
  'withdraw',
  'unstake',
  'security',
] as const;
