import { z } from 'zod';
import {
  authTypes,
  LOGIN_CODE_LENGTH,
  otpPurposes,
  PIN_LENGTH,
  positions,
  USERNAME_MIN_LENGTH,
  USERNAME_TOO_SHORT,
  VERIFY_CODE_LENGTH,
} from './authRules';
import { digits, okResponse, usernameText } from './common';
import { NAME_CHARACTERS_MESSAGE, NAME_PATTERN } from './profileRules';

export * from './authRules';

/**
 * Sign-in, registration and verification (spec document 1 §3, §4, §7). Paths are relative to `/api`.
 *
 * Rules the spec leaves to the server, defined here:
 * - Placement: a newcomer goes under the sponsor on the requested side (L or R). When that slot is taken,
 *   the newcomer takes the first free slot down the outer edge of that leg: for L, the sponsor's left
 *   child's left child, and so on; for R likewise on the right. The very first member needs no sponsor.
 * - Codes: the e-mail verification code has 4 digits; login (auth type otp) and password-reset codes have 6.
 *   Codes are random, stored hashed, valid 10 minutes, single use and bound to their purpose; 5 wrong tries
 *   burn a code; a new code for the same purpose cannot be sent within 60 seconds of the last.
 * - Guessing (figures in authRules.ts, each named there once). An address is an IPv4 address or an IPv6 /64.
 *   Passwords (POST pre-login) are counted before any is checked, and only wrong ones count; unknown usernames
 *   count like known ones. Per account and address, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS within
 *   SIGN_IN_WINDOW_MINUTES, then that address waits and no other; per address across usernames,
 *   SIGN_IN_FAILURES_PER_ADDRESS. Per account from the addresses it has not signed in from,
 *   SIGN_IN_FAILURES_PER_ACCOUNT, then one try every SIGN_IN_PACE_SECONDS (slowed, never stopped), and the
 *   member is mailed once for the burst ('security:sign_in_failures', in Logs too). An address where the
 *   account's password was given right within KNOWN_ADDRESS_DAYS counts only its own failures, so a stranger's
 *   guessing never keeps a member out. POST forget-password counts wrong codes per account from all addresses
 *   together: RESET_CODE_FAILURES within the window. A refused attempt answers 429 with `retry_after` (and
 *   Retry-After): the seconds until it would be counted. With REDIS_URL every instance shares these counts;
 *   without, each instance keeps its own.
 * - Second factors (the security PIN, e-mailed and app codes, recovery codes), wherever they are asked:
 *   FACTOR_FAILURES_PER_ADDRESS wrong in a row from one address lock that address for FACTOR_LOCK_MINUTES (423,
 *   the message says until when, in UTC); FACTOR_FAILURES_PER_ACCOUNT wrong in a row from all addresses together
 *   slow every further try to one per FACTOR_PACE_SECONDS (429 with `retry_after`) and are mailed to the member
 *   once ('security:second_factor_failures'). A right factor ends the run, and its address's count.
 * - Pre-login of an `otp` member and POST resendotp say what happened to the code: a new code was sent
 *   ('OTP sent to your registered email address'); or, within the 60-second cooldown, the last code is still
 *   unused and valid ('Use the code sent to your registered email address N seconds ago'); or no code could
 *   be sent (pre-login: 'Your last code can no longer be used. A new code can be sent in N seconds'; resendotp:
 *   429). `retry_after` then gives the seconds until another code may be asked for.
 * - Tokens: the pre-login token can only complete the second step (POST login) or ask for a login code
 *   (POST resendotp with `from: 'login'`); a member token expires after an idle period and logout revokes it.
 * - Tessera never sends a password or PIN back to the browser: `user_details` carries no secrets.
 * - A sponsor may be named by username or by UVID (referral id). Usernames are unique ignoring case, and so are
 *   e-mail addresses: one address, one account ('The email has already been taken').
 * - Trivial security PINs (one digit repeated, runs such as 1234 or 4321, patterns such as 1212, 1122, 1221)
 *   are refused with 'Security Pin is too easy to guess'.
 * - Refusals use the error shape with these statuses: 422 for invalid fields, wrong codes, wrong PINs and
 *   wrong credentials ('Invalid username or password', the same for unknown usernames); 423 while the PIN
 *   is locked from the address asking (the message says until when, in UTC); 429 for a code asked within the
 *   cooldown ('Please wait N seconds before requesting a new code'), for guesses slowed down and for rate
 *   limits; 401 ('Unauthenticated') for a missing, expired, revoked or wrong-kind token; 400/413/415 for
 *   unreadable bodies. On every endpoint: 422 for a NUL character (U+0000) anywhere in the body, the query or
 *   the path ('Text may not contain the NUL character (U+0000)', under the field), and likewise for half of a
 *   UTF-16 surrogate pair (a lone "\ud800" escape: 'Text may not contain a lone UTF-16 surrogate (U+D800 to
 *   U+DFFF)'); 414 for a path parameter longer than the router takes; 431 for headers (or an address) over
 *   16 KB; 400 for a request that is not HTTP. All in the error shape.
 * - POST resendotp with `from: 'forget'` (and 'verify') answers an unknown username exactly like a known one.
 * - POST forget-password ends every session of the member. An operator sign-in link (POST login-as-user)
 *   is single use and valid 5 minutes.
 */

export const authType = z.enum(authTypes);

// GET country
export const country = z.object({ id: z.number().int(), name: z.string(), calling_code: z.string() });
export type Country = z.infer<typeof country>;
export const countryResponse = z.object({ status: z.literal(true), data: z.array(country) });

// GET pre-register
export const preRegisterResponse = z.object({
  status: z.literal(true),
  /** 1: a position (L/R) is required. */
  binary: z.union([z.literal(0), z.literal(1)]),
  /** 0: no member exists yet, so the first one registers without a sponsor. */
  user_count: z.number().int(),
  email_required: z.union([z.literal(0), z.literal(1)]),
});
export type PreRegister = z.infer<typeof preRegisterResponse>;

// GET check/{username}/username
export const availability = z.enum(['Available', 'Not Available']);
export const checkUsernameParams = z.object({ username: z.string().max(64) });
export const checkUsernameResponse = z.object({ status: z.literal(true), data: availability });

// GET check/{sponsor}/sponsor
export const checkSponsorParams = z.object({ sponsor: z.string().max(64) });
export const checkSponsorResponse = z.object({
  status: z.boolean(),
  data: availability,
  /** Shown under the sponsor field when the sponsor exists, e.g. the sponsor's name. */
  info: z.string(),
});

/** A username for a new account: the sign-in rule, and at least USERNAME_MIN_LENGTH characters. */
export const newUsernameText = usernameText.refine(
  (username) => username.length === 0 || username.length >= USERNAME_MIN_LENGTH,
  USERNAME_TOO_SHORT,
);

// POST register
export const registerBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name is Required')
    .max(80, 'Name must be at most 80 characters')
    .regex(NAME_PATTERN, NAME_CHARACTERS_MESSAGE),
  username: newUsernameText,
  email: z.string().trim().min(1, 'Email is Required').max(254).email('Please enter a valid email address'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is Required')
    .max(20, 'Phone must be at most 20 characters')
    .regex(/^\+?[0-9]+$/, 'Phone may contain digits and + only'),
  country: z.number({ error: 'Country is Required' }).int().positive('Country is Required'),
  password: z
    .string()
    .min(1, 'Password is Required')
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
  spassword: z.string().min(1, 'Security Pin is Required').pipe(digits(PIN_LENGTH, 'Security Pin')),
  sponsor: z.string().max(32).optional().default(''),
  position: z.enum(positions, { error: 'Position is Required' }).optional(),
  is_checked: z.union([z.literal(1), z.literal('1')], { error: 'Please accept the terms and conditions' }),
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = okResponse.extend({
  user_details: z.object({ username: z.string(), email_required: z.union([z.literal(0), z.literal(1)]) }),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

// POST verify-email
export const verifyEmailBody = z.strictObject({
  username: usernameText,
  otp: digits(VERIFY_CODE_LENGTH, 'OTP'),
});
export const verifyEmailResponse = okResponse.extend({ username: z.string() });

// POST resendotp — `from` names the code's purpose. 'transfer', 'withdraw', 'unstake' and 'security' need the
// session token (Bearer) and mail a code that confirms only that kind of move or security change.
export const resendOtpBody = z.strictObject({ username: usernameText, from: z.enum(otpPurposes) });
export type ResendOtpBody = z.infer<typeof resendOtpBody>;
export const resendOtpResponse = okResponse.extend({
  /** Seconds until another code may be asked for. */
  retry_after: z.number().int().nonnegative().optional(),
});

// POST forget-password
export const forgetPasswordBody = z.strictObject({
  username: usernameText,
  otp: digits(LOGIN_CODE_LENGTH, 'OTP'),
  newpassword: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export const forgetPasswordResponse = okResponse;

// POST pre-login
export const preLoginBody = z.strictObject({
  username: z.string().trim().min(1, 'username is Required').max(64),
  password: z.string().min(1, 'Password is Required').max(128),
});
export type PreLoginBody = z.infer<typeof preLoginBody>;
/** Success: the token may only complete POST login. */
export const preLoginSuccess = okResponse.extend({
  token: z.string(),
  auth_type: authType,
  username: z.string(),
  /** Auth type otp: seconds until another login code may be asked for (POST resendotp). */
  retry_after: z.number().int().nonnegative().optional(),
});
/**
 * The e-mail is not verified: `otp_send` 1 when a verification code was just sent (go to /verifyEmail),
 * else `email_verified` 0 with the e-mail on file (go to /newUsername).
 */
export const preLoginUnverified = z.object({
  status: z.literal(false),
  message: z.string(),
  msg: z.string(),
  otp_send: z.union([z.literal(0), z.literal(1)]),
  email_verified: z.literal(0),
  username: z.string(),
  /** `email_required` carries the e-mail address on file that still needs verifying (shown on /newUsername). */
  user_details: z.object({ username: z.string(), email_required: z.string() }),
});
export const preLoginResponse = z.union([preLoginSuccess, preLoginUnverified]);
export type PreLoginResponse = z.infer<typeof preLoginResponse>;

// POST login (Bearer: the pre-login token). The second factor travels under the auth type's key.
export const loginBody = z.strictObject({
  username: z.string().max(64).optional(),
  password: z.string().max(128).optional(),
  mpin: digits(PIN_LENGTH, 'Security Pin').optional(),
  otp: digits(LOGIN_CODE_LENGTH, 'OTP').optional(),
  authenticator: digits(LOGIN_CODE_LENGTH, 'Authenticator code').optional(),
  /** Auth type authenticator only: one of the member's recovery codes instead of a code from the app. */
  recovery_code: z.string().trim().max(16).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;
export const sessionResponse = okResponse.extend({
  token: z.string(),
  auth_type: authType,
  username: z.string(),
  referral_id: z.string(),
  email: z.string(),
  user_details: z.object({ username: z.string(), email: z.string() }),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

// POST login-as-user: exchanges an operator's single-use link token for a session.
export const loginAsUserBody = z.strictObject({
  username: usernameText,
  temp_token: z.string().min(1).max(128),
});

// POST logout (Bearer)
export const logoutResponse = okResponse;

// GET user (Bearer): enough for the header.
export const currentUser = z.object({
  name: z.string(),
  email: z.string(),
  username: z.string(),
  referral_id: z.string(),
  auth_type: authType,
  status_2fa: z.union([z.literal(0), z.literal(1)]),
});
export type CurrentUser = z.infer<typeof currentUser>;
export const userResponse = z.object({ status: z.literal(true), data: currentUser });
