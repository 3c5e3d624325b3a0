import { fromPromise } from 'xstate';
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

/**
 * Instant server answers for the machine explorer. Each fake decides from its input, so one story can walk the
 * happy path and the refusals: the password 'wrong', the codes '0000' and '000000' and the username 'taken'
 * are refused.
 */
const refusal = (msg: string, extra: Record<string, unknown> = {}) =>
  ({ status: false, msg, message: msg, code: 422, ...extra }) as never;
const ok = (msg: string): ApiResult<OkResponse> => ({ status: true, message: msg, msg });

export const fakeSendOtp = fromPromise(async (_: { input: { body: ResendOtpBody; token: string | null } }) =>
  ok('OTP sent'),
);

/** The real minute's countdown, second by second: the explorer's clock ends it at once when QA wants. */
export const fakeOtpCooldown = otpCooldownMachine.provide({ actors: { sendOtp: fakeSendOtp } });

export const fakePreLogin = fromPromise(
  async ({ input }: { input: PreLoginBody }): Promise<PreLoginResult> => {
    if (input.password === 'wrong') return refusal('Invalid username or password');
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
  },
);

export const fakeLogin = fromPromise(
  async ({ input }: { input: { body: LoginBody; token: string } }): Promise<LoginResult> => {
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
);

export const fakeLoginAsUser = fromPromise(async (): Promise<LoginResult> => refusal('Link expired'));

/** The two steps of signing in, with their network replaced, as the login machine runs them. */
export const fakeCredentials = credentialsMachine.provide({ actors: { preLogin: fakePreLogin } });
export const fakeSecondFactor = secondFactorMachine.provide({
  actors: { login: fakeLogin, otpCooldown: fakeOtpCooldown },
});

export const fakeRequestCode = fromPromise(async ({ input }: { input: ResendOtpBody }) =>
  input.username === 'taken' ? (refusal('User not found') as ApiResult<OkResponse>) : ok('OTP sent'),
);

export const fakeResetPassword = fromPromise(async ({ input }: { input: { otp: string } }) =>
  input.otp === '0000' ? (refusal('Invalid OTP') as ApiResult<OkResponse>) : ok('Password changed'),
);

export const fakeVerifyEmail = fromPromise(
  async ({ input }: { input: { username: string; otp: string } }): Promise<ApiResult<VerifyEmailResponse>> =>
    input.otp === '0000'
      ? refusal('Invalid OTP')
      : { status: true, message: 'E-mail verified', msg: 'E-mail verified', username: input.username },
);

const preRegister: PreRegister = { status: true, binary: 1, user_count: 12, email_required: 1 };
const countries = [
  { id: 1, name: 'India', calling_code: '+91' },
  { id: 2, name: 'Kenya', calling_code: '+254' },
];

export const fakeLoadInfo = fromPromise(async () => ({ preRegister, countries }));

export const fakeCheckUsername = fromPromise(
  async ({ input }: { input: string }): Promise<ApiResult<UsernameCheck>> => ({
    status: true,
    data: input === 'taken' ? 'Not Available' : 'Available',
  }),
);

export const fakeCheckSponsor = fromPromise(
  async ({ input }: { input: string }): Promise<ApiResult<SponsorCheck>> =>
    input === 'nobody'
      ? { status: true, data: 'Not Available', info: '' }
      : { status: true, data: 'Available', info: 'Root Member' },
);

/** The sign-up form's username and sponsor checks, as the registration machine runs them. */
export const fakeNameChecks = nameChecksMachine.provide({
  actors: { checkUsername: fakeCheckUsername, checkSponsor: fakeCheckSponsor },
});

export const fakeRegister = fromPromise(
  async ({ input }: { input: RegisterBody }): Promise<ApiResult<RegisterResponse>> => ({
    status: true,
    message: 'Registered successfully',
    msg: 'Registered successfully',
    user_details: { username: input.username, email_required: 1 },
  }),
);

export const fakeVerification = verificationMachine.provide({ actors: { otpCooldown: fakeOtpCooldown } });

/** Submissions whose first attempt already "lost its answer", by Idempotency-Key. */
const unanswered = new Set<string>();

/**
 * Money moves: the code '0000' (or '000000') is refused, and the amount '13' loses its first answer as if the
 * network dropped it, so the retry (same Idempotency-Key) is what completes it.
 */
function moneyAnswer(code: string, amount: string, key: string, done: string) {
  if (/^0+$/.test(code)) return refusal('Invalid verification code');
  if (amount === '13' && !unanswered.has(key)) {
    unanswered.add(key);
    return refusal('Network error', { code: 0 });
  }
  return { status: true as const, msg: done, message: done };
}

const codeOf = (input: Record<string, unknown>) =>
  String(input.mpin ?? input.otp ?? input.authenticator ?? '');

export const fakeSubmitTransfer = fromPromise(
  async ({ input }: { input: SubmitTransferInput }): Promise<ApiResult<TransferResponse>> =>
    moneyAnswer(codeOf(input), input.transfer_amount, input.idempotencyKey, 'Transfer successful'),
);

export const fakeSubmitWithdraw = fromPromise(
  async ({ input }: { input: SubmitWithdrawInput }): Promise<ApiResult<WithdrawResponse>> =>
    /^0+$/.test(codeOf(input))
      ? // The spec's withdrawal refusal: status 0 with a message.
        ({ status: 0, msg: 'Invalid verification code' } as never)
      : moneyAnswer(codeOf(input), input.amount, input.idempotencyKey, 'Withdrawal requested'),
);

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `k7m2${i}-x9p4${i}`);
const issued = (msg: string): ApiResult<RecoveryCodesResponse> => ({
  status: true,
  msg,
  message: msg,
  recovery_codes: recoveryCodes,
});

/** 2FA: a code of zeros is refused, any other well-formed one accepted. */
export const fakeEnable2fa = fromPromise(
  async ({ input }: { input: Enable2faBody }): Promise<ApiResult<RecoveryCodesResponse>> =>
    /^0+$/.test(input.code) ? refusal('Invalid authenticator code') : issued('2FA enabled'),
);

export const fakeDisable2fa = fromPromise(
  async ({ input }: { input: Disable2faBody }): Promise<ApiResult<OkResponse>> =>
    /^0+$/.test(input.code) ? refusal('Invalid authenticator code') : ok('2FA disabled'),
);

export const fakeRenewRecoveryCodes = fromPromise(
  async ({ input }: { input: RenewRecoveryCodesBody }): Promise<ApiResult<RecoveryCodesResponse>> =>
    /^0+$/.test(codeOf(input)) ? refusal('Invalid verification code') : issued('New recovery codes created'),
);

export const fakeChangeAuthentication = fromPromise(
  async ({ input }: { input: ChangeAuthenticationBody }): Promise<ApiResult<ChangeAuthenticationResponse>> =>
    /^0+$/.test(codeOf(input))
      ? refusal('Invalid verification code')
      : {
          status: true,
          msg: 'Authentication changed',
          message: 'Authentication changed',
          auth_type: input.type,
        },
);
