/**
 * Sign-in's and verification's plain rules (contract/auth.ts): no validator, so the forms count the very same
 * digits and wait the very same cooldown the server applies.
 */

export const authTypes = ['mpin', 'otp', 'authenticator'] as const;
export type AuthType = (typeof authTypes)[number];

export const positions = ['L', 'R'] as const;

/**
 * A new username's shortest length; the spec names none. Sign-in takes any username, so an account made
 * before the rule still signs in.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN_LENGTH} characters`;

export const PIN_LENGTH = 4;
export const VERIFY_CODE_LENGTH = 4;
export const LOGIN_CODE_LENGTH = 6;
/** An e-mailed code confirming a money move or a payout setting (spec document 2 §5: 6 for authenticator, 4 otherwise). */
export const MONEY_CODE_LENGTH = 4;
export const RESEND_COOLDOWN_SECONDS = 60;
/** What pre-login and resendotp say when a new code has been mailed. */
export const OTP_SENT_MESSAGE = 'OTP sent to your registered email address';

/**
 * What the server said of the login code with an accepted pre-login (auth type otp): its words, and the
 * seconds until another code may be asked for.
 */
export interface CodeOffer {
  message: string;
  seconds: number;
}

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

/*
 * Guessing, counted before any password or PIN is checked. An address is an IPv4 address or an IPv6 /64 (one
 * subscriber usually holds a whole /64). A stranger's guesses are held to the stranger's addresses, so they
 * never lock the member out from where the member is; across all addresses they are slowed, never stopped,
 * and the member is mailed when they come in a burst.
 */
/** Every password limit counts failures within this sliding window. */
export const SIGN_IN_WINDOW_MINUTES = 10;
/** Wrong passwords for one account from one address; then that address waits, and no other. */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Wrong passwords from one address across usernames. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;
/**
 * Wrong passwords for one account from the addresses it has not signed in from; past them, one try every
 * SIGN_IN_PACE_SECONDS, and the member is mailed (once for the whole burst).
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_PACE_SECONDS = 10;
/** An address where the account's password was given right within this many days keeps its own count only. */
export const KNOWN_ADDRESS_DAYS = 30;
/** Wrong password-reset codes for one account, from all addresses together. */
export const RESET_CODE_FAILURES = 10;

/** Wrong second factors (PIN, e-mailed or app code, recovery code) in a row from one address lock that address. */
export const FACTOR_FAILURES_PER_ADDRESS = 5;
export const FACTOR_LOCK_MINUTES = 30;
/**
 * Wrong second factors in a row from all addresses together; past them, one try every FACTOR_PACE_SECONDS, and
 * the member is mailed. A right one from anywhere starts the count again.
 */
export const FACTOR_FAILURES_PER_ACCOUNT = 10;
export const FACTOR_PACE_SECONDS = 60;
