import { z } from 'zod';
import { authType, currentUser, LOGIN_CODE_LENGTH, PIN_LENGTH } from './auth';
import { digits, okResponse } from './common';
import {
  genders,
  NAME_CHARACTERS_MESSAGE,
  profileFilters,
  RECOVERY_CODE_PATTERN,
  securityEventKinds,
} from './profileRules';
import { moneyCodeFields, paged, pageQuery } from './wallet';

export * from './profileRules';

/**
 * Profile and security centre (spec document 2 §2 Profile screen, §3 'User profile' and 'Log entry', §4
 * 'Authentication type' and '2FA', §5, §7). Paths are relative to `/api`; every call carries the member's
 * session token (Bearer).
 *
 * Rules the spec leaves to the server, defined here:
 * - Required profile fields: name, gender, dob, address_line1, city, state, country, phone and pincode;
 *   address_line2, landmark and tax_id may stay empty. The e-mail address is shown but not changed here:
 *   it is where every security notice and code goes, so it changes only through support.
 * - Typing filters (document 2 §5) are also the server's rules: a value the filter would have changed is
 *   refused with a message naming the allowed characters. The phone keeps a leading '+', as registration
 *   stores it with its calling code, so the form's phone filter keeps a leading '+' as well.
 * - Date of birth: a real past date, the member at least 18 (and not over 120, against typing slips);
 *   country: one of GET country's ids.
 * - Avatar (POST change-picture, multipart field `photo`): PNG or JPEG judged by the file's content (magic
 *   bytes and a full decode), never by its name or Content-Type; at most 2 MB (2048 KB) and 4096 pixels a
 *   side. The stored image is re-encoded (no metadata; at most 512 pixels a side) and kept in the database,
 *   so every server instance serves it. GET avatar serves it to its member only, with `nosniff`.
 * - Verification of a security change (change-password, authentication, new recovery codes) follows the
 *   member's auth type like a money move: `mpin`, `otp` (a 4-digit code mailed by POST resendotp with
 *   `from: 'security'`) or `authenticator`. Enabling 2FA takes a code of the new authenticator instead;
 *   disabling it takes a current authenticator code or a recovery code (`code`).
 * - Security PIN change: `old_password` is the member's account password (a member who forgot the PIN sets a
 *   new one with the password); trivial PINs are refused as at registration.
 * - Recovery codes: ten, shown once when 2FA is turned on (or renewed), stored hashed, each usable once
 *   instead of an authenticator code to sign in or to turn 2FA off. Turning 2FA off discards them.
 * - Auth type 'authenticator' needs 2FA on; 2FA cannot be turned off while it is the auth type.
 * - After a password change or reset (POST forget-password), a PIN or 2FA change, a sign-in with a recovery
 *   code, a saved withdrawal address or account, or a switch of withdraw-type, withdrawals are refused for 24
 *   hours (`withdraw_hold_until` on GET withdraw says until when; POST withdraw and withdraw-setting answer 423
 *   with the time in UTC). Each such change is written to Logs and mailed to the member, as is a sign-in from
 *   a device not seen before.
 * - Wrong second factors of every kind (PIN, e-mailed code, authenticator code, recovery code) count together,
 *   per address and across addresses, as auth.ts describes: an address that guesses too often is locked out
 *   (423, 'Security Pin is locked until …' on `mpin`, else 'Verification is locked until …' on the field typed
 *   into), while guesses from everywhere are only slowed (429). A code of the new authenticator at enable-2fa
 *   does not count: this session was shown its secret.
 * - A password change ends every other session of the member; the current one stays signed in.
 * - Security events (GET logs): sign-in, failed second factor, password change or reset, PIN / 2FA /
 *   auth-type change, recovery code used, recovery codes renewed, session revoked, profile updated, avatar
 *   changed, withdrawal destination saved or switched, and Support's resets and freezes. Each
 *   carries the address, its country from a local IP-to-country table ('Unknown' for private and unknown
 *   addresses) and the device (the browser's user agent).
 */

const required = 'This Field Is Required.';
/**
 * 'This Field Is Required.' only for a value that is missing: a schema-wide message would also replace the
 * wording of every check without its own (an 81-letter name would read as a missing one).
 */
const requiredError = (issue: { input?: unknown }) => (issue.input == null ? required : undefined);
const requiredText = (max: number) => z.string({ error: requiredError }).trim().min(1, required).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const lettersOnly = (schema: z.ZodString) => schema.regex(profileFilters.letters, NAME_CHARACTERS_MESSAGE);
const addressText = (schema: z.ZodString) =>
  schema.regex(profileFilters.address, 'Only letters, digits, spaces and . - / , are allowed');

// --- GET user --------------------------------------------------------------------------------------------

export const memberProfile = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  gender: z.enum(genders).nullable(),
  /** YYYY-MM-DD. */
  dob: z.string().nullable(),
  address_line1: z.string(),
  address_line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  /** Country id (GET country). */
  country: z.number().int(),
  phone: z.string(),
  pincode: z.string(),
  tax_id: z.string(),
  /** Path of GET avatar (with a version so a new picture is fetched), or null while there is none. */
  avatar: z.string().nullable(),
  created_at: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const userDetails = currentUser.extend({
  /** While 2FA is off: the `otpauth://` link of the secret to enrol (drawn as a QR code locally); else null. */
  image_2fa: z.string().nullable(),
  /** While 2FA is off: the same secret in base32, to type into an authenticator app by hand; else null. */
  secret_2fa: z.string().nullable(),
  /** Unused recovery codes left (0 while 2FA is off). */
  recovery_codes_left: z.number().int(),
  profile: memberProfile,
});
export type UserDetails = z.infer<typeof userDetails>;
export const userDetailsResponse = z.object({ status: z.literal(true), data: userDetails });
export type UserDetailsResponse = z.infer<typeof userDetailsResponse>;

// --- POST update-profile ---------------------------------------------------------------------------------

export const updateProfileBody = z.strictObject({
  name: lettersOnly(requiredText(80)),
  gender: z.enum(genders, { error: required }),
  dob: z
    .string({ error: required })
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)'),
  address_line1: addressText(requiredText(120)),
  address_line2: addressText(z.string().trim().max(120)).optional().default(''),
  landmark: lettersOnly(z.string().trim().max(80)).optional().default(''),
  city: lettersOnly(requiredText(80)),
  state: lettersOnly(requiredText(80)),
  country: z.number({ error: required }).int('Please select a country from the list').positive(required),
  // A leading + as registration stores it ('+' and the calling code): an unchanged profile saves as it is.
  phone: requiredText(20).regex(profileFilters.phone, 'Phone may contain digits and a leading + only'),
  pincode: requiredText(12).regex(/^[0-9]+$/, 'Pincode may contain digits only'),
  tax_id: optionalText(32).pipe(
    z.string().regex(profileFilters.alphanumeric, 'Only letters and digits are allowed'),
  ),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export const updateProfileResponse = okResponse.extend({ data: memberProfile });

// --- POST change-picture (multipart: photo) and GET avatar ------------------------------------------------

/** A file's bytes, as the API documentation describes a multipart file or a binary answer. */
const binary = z.custom<Uint8Array | Blob>().meta({ type: 'string', format: 'binary' });
/**
 * The multipart form of POST change-picture, for the API documentation: the server reads the file itself
 * (by content, within the limits above), so nothing arrives as a parsed body.
 */
export const changePictureBody = z.object({ photo: binary }).nullish();
export const changePictureResponse = okResponse.extend({ avatar: z.string() });
/** GET avatar answers the stored picture itself, PNG or JPEG, not JSON. */
export const avatarImage = binary;
export type ChangePictureResponse = z.infer<typeof changePictureResponse>;

// --- 2FA -------------------------------------------------------------------------------------------------

/** POST enable-2fa: a code from the authenticator app the member has just set up. */
export const enable2faBody = z.strictObject({
  code: z.string({ error: required }).min(1, required).pipe(digits(LOGIN_CODE_LENGTH, 'Code')),
});
export const recoveryCodesResponse = okResponse.extend({
  /** Shown once; the server keeps only their hashes. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** POST disable-2fa: a current authenticator code, or one of the recovery codes. */
export const disable2faBody = z.strictObject({
  code: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(16)
    .refine(
      (value) => /^[0-9]{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value.toLowerCase()),
      'Enter the 6-digit code from your app or a recovery code',
    ),
});

/** POST recovery-codes: replaces every recovery code; verified like any security change. */
export const renewRecoveryCodesBody = z.strictObject({ ...moneyCodeFields });

// --- Password and PIN ------------------------------------------------------------------------------------

export const changePasswordBody = z.strictObject({
  currentpassword: z.string({ error: required }).min(1, required).max(128),
  newpassword: z
    .string({ error: required })
    .min(1, required)
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
  ...moneyCodeFields,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const changePinBody = z.strictObject({
  old_password: z.string({ error: required }).min(1, required).max(128),
  spassword: z.string({ error: required }).min(1, required).pipe(digits(PIN_LENGTH, 'Security Pin')),
  spassword_confirmation: z.string({ error: required }).min(1, required),
});
export type ChangePinBody = z.input<typeof changePinBody>;

// --- Authentication type ---------------------------------------------------------------------------------

export const authenticationResponse = z.object({
  status: z.literal(true),
  data: z.object({ type: authType }),
  /** Which methods are set up: 1 when the member may switch to it. */
  more_details: z.object({
    authenticator: z.union([z.literal(0), z.literal(1)]),
    mpin: z.union([z.literal(0), z.literal(1)]),
    otp: z.union([z.literal(0), z.literal(1)]),
  }),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponse>;
/**
 * POST authentication: the spec's `type`, plus the verification field of the member's current auth type, so
 * that a session taken over cannot move sign-in to a method only the intruder holds.
 */
export const changeAuthenticationBody = z.strictObject({
  type: z.enum(['mpin', 'otp', 'authenticator'], { error: 'Please Select Correct Option.' }),
  ...moneyCodeFields,
});
export type ChangeAuthenticationBody = z.input<typeof changeAuthenticationBody>;
export const changeAuthenticationResponse = okResponse.extend({ auth_type: authType });

// --- Logs and sessions -----------------------------------------------------------------------------------

export const logEntry = z.object({
  id: z.number().int(),
  event: z.enum(securityEventKinds),
  /** A short detail, e.g. the new auth type or the session signed out. */
  detail: z.string(),
  ip: z.string(),
  country: z.string(),
  device: z.string(),
  created_at: z.string(),
});
export type LogEntry = z.infer<typeof logEntry>;
export const logsQuery = z.object({ page: pageQuery });
export const logsResponse = z.object({
  status: z.literal(true),
  data: paged(logEntry),
  more_details: z.array(z.object({ title: z.string(), value: z.string() })),
});
export type LogsResponse = z.infer<typeof logsResponse>;

export const memberSession = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string(),
  country: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSession>;
export const sessionsResponse = z.object({ status: z.literal(true), data: z.array(memberSession) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;
export const sessionParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** POST sessions/revoke-others answers how many sessions it ended. */
export const revokeOthersResponse = okResponse.extend({ revoked: z.number().int() });
