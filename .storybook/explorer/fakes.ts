import type {
  LoginResult,
  PreLoginResult,
  SponsorCheck,
  UsernameCheck,
  VerifyEmailResponse,
} from '../../src/api/auth';
import type {
  LoginBody,
  OkResponse,
  PreLoginBody,
  PreRegister,
  RegisterBody,
  RegisterResponse,
  ResendOtpBody,
} from '../../src/api/contract';
import type { ApiResult } from '../../src/api/errors';
import type {
  ChangeAuthenticationBody,
  ChangeAuthenticationResponse,
  Disable2faBody,
  Enable2faBody,
  RecoveryCodesResponse,
  RenewRecoveryCodesBody,
} from '../../src/api/security';
import type { TransferResponse } from '../../src/api/wallet';
import type { WithdrawResponse } from '../../src/api/withdraw';
import { credentialsMachine } from '../../src/machines/login/credentialsMachine';
import { secondFactorMachine } from '../../src/machines/login/secondFactorMachine';
import { otpCooldownMachine } from '../../src/machines/otpCooldown/otpCooldownMachine';
import { nameChecksMachine } from '../../src/machines/registration/nameChecksMachine';
import type { SubmitTransferInput } from '../../src/machines/transfer/transferMachine';
import { verificationMachine } from '../../src/machines/verification/verificationMachine';
import type { SubmitWithdrawInput } from '../../src/machines/withdraw/withdrawMachine';
import { fakeRequest, fakeServer } from './fakeServer';

/**
 * Instant server answers for the machine explorer. Each fake decides from its input, so one story can walk the
 * happy path and the refusals: the password 'wrong', the codes '0000' and '000000' and the username 'taken'
 * are refused; the username 'mailed' is told a verification code was mailed. Any of them can also be told, from the explorer, to refuse, fail or hang (`fakeServer.ts`).
 */
const refusal = (msg: string, extra: Record<string, unknown> = {}) =>
  ({ status: false, msg, message: msg, code: 422, ...extra }) as never;
const ok = (msg: string): ApiResult<OkResponse> => ({ status: true, message: msg, msg });

export const fakeSendOtp = fakeRequest(
  'sendOtp',
  (_: { body: ResendOtpBody; token: string | null }): ApiResult<OkResponse> => ok('OTP sent'),
  { refusal: refusal('Please wait before asking for another code', { code: 429, retry_after: 42 }) },
);

/** The real minute's countdown, second by second: the explorer's clock ends it at once when QA wants. */
export const fakeOtpCooldown = otpCooldownMachine.provide({ actors: { sendOtp: fakeSendOtp } });

export const fakePreLogin = fakeRequest('preLogin', (input: PreLoginBody): PreLoginResult => {
  if (input.password === 'wrong') return refusal('Invalid username or password');
  // The spec's answer for an unverified e-mail when the server has just mailed a code: go to /verifyEmail.
  if (input.username === 'mailed') {
    return refusal('Please verify your e-mail: a code was sent', { otp_send: 1, email_verified: 0 });
  }
  if (input.username === 'unverified') {
    return refusal('Please verify your e-mail', {
      email_verified: 0,
      user_details: { email_required: 'unverified@example.com' },
    });
  }
  return {
    status: true,
    message: 'Enter your second factor',
    msg: 'Enter your second factor',
    token: 'pre-token',
    auth_type: input.username === 'otp' ? 'otp' : input.username === 'app' ? 'authenticator' : 'mpin',
    username: input.username,
  };
});

export const fakeLogin = fakeRequest(
  'login',
  (input: { body: LoginBody; token: string }): LoginResult => {
    const code = Object.values(input.body).find((v) => v !== input.body.username);
    if (code === '0000' || code === '000000') return refusal('Invalid security pin');
    return {
      status: true,
      message: 'Welcome back',
      msg: 'Welcome back',
      token: 'member-token',
      auth_type: 'mpin',
      username: input.body.username,
      referral_id: 'UV1001',
      email: 'alice@example.com',
      user_details: { username: input.body.username, email: 'alice@example.com' },
    };
  },
  { refusal: refusal('Invalid security pin') },
);

export const fakeLoginAsUser = fakeRequest(
  'loginAsUser',
  (_: unknown): LoginResult => refusal('Link expired'),
);

/** The two steps of signing in, with their network replaced, as the login machine runs them. */
export const fakeCredentials = credentialsMachine.provide({ actors: { preLogin: fakePreLogin } });
export const fakeSecondFactor = secondFactorMachine.provide({
  actors: { login: fakeLogin, otpCooldown: fakeOtpCooldown },
});

export const fakeRequestCode = fakeRequest('requestCode', (input: ResendOtpBody) =>
  input.username === 'taken' ? (refusal('User not found') as ApiResult<OkResponse>) : ok('OTP sent'),
);

export const fakeResetPassword = fakeRequest('resetPassword', (input: { otp: string }) =>
  input.otp === '0000' ? (refusal('Invalid OTP') as ApiResult<OkResponse>) : ok('Password changed'),
);

export const fakeVerifyEmail = fakeRequest(
  'verifyEmail',
  (input: { username: string; otp: string }): ApiResult<VerifyEmailResponse> =>
    input.otp === '0000'
      ? refusal('Invalid OTP')
      : { status: true, message: 'E-mail verified', msg: 'E-mail verified', username: input.username },
);

const preRegister: PreRegister = { status: true, binary: 1, user_count: 12, email_required: 1 };
const countries = [
  { id: 1, name: 'India', calling_code: '+91' },
  { id: 2, name: 'Kenya', calling_code: '+254' },
];

/** The sign-up form's rules and countries load through `unwrap`, which throws a refusal. */
export const fakeLoadInfo = fakeRequest('loadInfo', (_: unknown) => ({ preRegister, countries }), {
  throwsRefusals: true,
  refusal: refusal('Registrations are closed for maintenance'),
});

export const fakeCheckUsername = fakeRequest(
  'checkUsername',
  (input: string): ApiResult<UsernameCheck> => ({
    status: true,
    data: input === 'taken' ? 'Not Available' : 'Available',
  }),
);

export const fakeCheckSponsor = fakeRequest(
  'checkSponsor',
  (input: string): ApiResult<SponsorCheck> =>
    input === 'nobody'
      ? { status: true, data: 'Not Available', info: '' }
      : { status: true, data: 'Available', info: 'Root Member' },
);

/** The sign-up form's username and sponsor checks, as the registration machine runs them. */
export const fakeNameChecks = nameChecksMachine.provide({
  actors: { checkUsername: fakeCheckUsername, checkSponsor: fakeCheckSponsor },
});

export const fakeRegister = fakeRequest(
  'register',
  (input: RegisterBody): ApiResult<RegisterResponse> => ({
    status: true,
    message: 'Registered successfully',
    msg: 'Registered successfully',
    user_details: { username: input.username, email_required: input.username === 'direct' ? 0 : 1 },
  }),
  {
    refusal: refusal('The given data was invalid.', {
      errors: { email: ['The email has already been taken.'] },
    }),
  },
);

export const fakeVerification = verificationMachine.provide({ actors: { otpCooldown: fakeOtpCooldown } });

/**
 * Money moves: the code '0000' (or '000000') is refused, and the amount '13' loses its first answer as if the
 * network dropped it, so the retry (same Idempotency-Key) is what completes it.
 */
function moneyAnswer(code: string, amount: string, key: string, done: string) {
  if (/^0+$/.test(code)) return refusal('Invalid verification code');
  // Submissions whose first attempt already "lost its answer", by Idempotency-Key.
  const unanswered = fakeServer.memory('moneyMoves.unanswered', () => new Set<string>());
  if (amount === '13' && !unanswered.has(key)) {
    unanswered.add(key);
    return refusal('Network error', { code: 0 });
  }
  return { status: true as const, msg: done, message: done };
}

const codeOf = (input: Record<string, unknown>) =>
  String(input.mpin ?? input.otp ?? input.authenticator ?? '');

const invalidCode = { refusal: refusal('Invalid verification code') };

export const fakeSubmitTransfer = fakeRequest(
  'submitTransfer',
  (input: SubmitTransferInput): ApiResult<TransferResponse> =>
    moneyAnswer(codeOf(input), input.transfer_amount, input.idempotencyKey, 'Transfer successful'),
  invalidCode,
);

export const fakeSubmitWithdraw = fakeRequest(
  'submitWithdraw',
  (input: SubmitWithdrawInput): ApiResult<WithdrawResponse> =>
    /^0+$/.test(codeOf(input))
      ? // The spec's withdrawal refusal: status 0 with a message.
        ({ status: 0, msg: 'Invalid verification code' } as never)
      : moneyAnswer(codeOf(input), input.amount, input.idempotencyKey, 'Withdrawal requested'),
  invalidCode,
);

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `k7m2${i}-x9p4${i}`);
const issued = (msg: string): ApiResult<RecoveryCodesResponse> => ({
  status: true,
  msg,
  message: msg,
  recovery_codes: recoveryCodes,
});

const invalidAuthenticatorCode = { refusal: refusal('Invalid authenticator code') };

/** 2FA: a code of zeros is refused, any other well-formed one accepted. */
export const fakeEnable2fa = fakeRequest(
  'enable2fa',
  (input: Enable2faBody): ApiResult<RecoveryCodesResponse> =>
    /^0+$/.test(input.code) ? refusal('Invalid authenticator code') : issued('2FA enabled'),
  invalidAuthenticatorCode,
);

export const fakeDisable2fa = fakeRequest(
  'disable2fa',
  (input: Disable2faBody): ApiResult<OkResponse> =>
    /^0+$/.test(input.code) ? refusal('Invalid authenticator code') : ok('2FA disabled'),
  invalidAuthenticatorCode,
);

export const fakeRenewRecoveryCodes = fakeRequest(
  'renewRecoveryCodes',
  (input: RenewRecoveryCodesBody): ApiResult<RecoveryCodesResponse> =>
    /^0+$/.test(codeOf(input)) ? refusal('Invalid verification code') : issued('New recovery codes created'),
  invalidCode,
);

export const fakeChangeAuthentication = fakeRequest(
  'changeAuthentication',
  (input: ChangeAuthenticationBody): ApiResult<ChangeAuthenticationResponse> =>
    /^0+$/.test(codeOf(input))
      ? refusal('Invalid verification code')
      : {
          status: true,
          msg: 'Authentication changed',
          message: 'Authentication changed',
          auth_type: input.type,
        },
  invalidCode,
);
