import { IMAGE_MAX_BYTES } from './imageRules';

/**
 * The profile and security centre's plain rules (contract/profile.ts): no validator, so the browser reads the
 * very same values the server applies.
 */

export const genders = ['female', 'male'] as const;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes read as two groups of five letters and digits, e.g. 'k7m2q-x9p4d'. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
export const WITHDRAW_HOLD_HOURS = 24;

/**
 * Names and places (name, landmark, city, state): the spec's letters and spaces, where a letter is one of any
 * script with its marks (é, ü, Дана, 山田), and the hyphen and apostrophe real names carry (Saint-Étienne,
 * O'Brien, O’Brien). One rule for registration, Profile and the server.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} '’-]*$/u;
export const NAME_CHARACTERS_MESSAGE = 'Only letters, spaces, hyphens and apostrophes are allowed';
/** The typing filter of the same rule: drops every other character. */
export const keepNameCharacters = (value: string): string => value.replace(/[^\p{L}\p{M} '’-]/gu, '');

/** The characters each typing filter keeps (document 2 §5), shared by the form and the server. */
export const profileFilters = {
  letters: NAME_PATTERN,
  address: /^[A-Za-z0-9.\-/, ]*$/,
  digits: /^[0-9]*$/,
  /** Digits, after the '+' of a calling code (registration stores the phone with it). */
  phone: /^\+?[0-9]*$/,
  alphanumeric: /^[A-Za-z0-9]*$/,
  email: /^[A-Za-z0-9@.]*$/,
} as const;

export const securityEventKinds = [
  'sign_in',
  'second_factor_failed',
  'password_changed',
  'password_reset',
  'pin_changed',
  '2fa_enabled',
  '2fa_disabled',
  'auth_type_changed',
  'recovery_code_used',
  'recovery_codes_renewed',
  'session_revoked',
  'profile_updated',
  'avatar_changed',
  'pin_reset_by_support',
  '2fa_reset_by_support',
  'withdrawals_frozen',
  'withdrawals_unfrozen',
  'withdraw_setting_saved',
  'withdraw_type_changed',
  'withdraw_address_change_requested',
  'withdraw_address_change_cancelled',
  'sign_in_failures',
  'second_factor_failures',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

/** What Logs shows for each event. */
export const securityEventLabels: Record<SecurityEventKind, string> = {
  sign_in: 'Signed in',
  second_factor_failed: 'Wrong verification code',
  password_changed: 'Password changed',
  password_reset: 'Password reset with a mailed code',
  pin_changed: 'Security Pin changed',
  '2fa_enabled': '2FA turned on',
  '2fa_disabled': '2FA turned off',
  auth_type_changed: 'Authentication changed',
  recovery_code_used: 'Recovery code used',
  recovery_codes_renewed: 'Recovery codes renewed',
  session_revoked: 'Session signed out',
  profile_updated: 'Profile updated',
  avatar_changed: 'Picture changed',
  pin_reset_by_support: 'Security Pin reset by Support',
  '2fa_reset_by_support': '2FA reset by Support',
  withdrawals_frozen: 'Withdrawals frozen by Support',
  withdrawals_unfrozen: 'Withdrawals unfrozen by Support',
  withdraw_setting_saved: 'Withdrawal destination saved',
  withdraw_type_changed: 'Withdrawal method changed',
  withdraw_address_change_requested: 'New withdrawal address saved, waiting 24 hours',
  withdraw_address_change_cancelled: 'New withdrawal address cancelled',
  sign_in_failures: 'Many wrong passwords tried',
  second_factor_failures: 'Many wrong verification codes tried',
};
