import type { AuthType } from '../../src/api/contract';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { type CodeCheck, checkCode, codeRefusal } from './codes';
import { type ApiError, fieldError } from './errors';
import {
  clearFailures,
  countFailure,
  inTurn,
  lockedError,
  lockMember,
  readBudget,
  releaseCheck,
  reserveCheck,
  takeTurn,
} from './factorAttempts';
import { normalizeRecoveryCode, spendRecoveryCode } from './recoveryCodes';
import { verifyPin } from './secrets';
import { type RequestOrigin, recordSecurityEvent } from './securityEvents';
import { noteSecurityChange } from './securityNotices';
import type { Member } from './sessions';
import { acceptTotp } from './twoFactor';

export { PIN_LOCK_MS, PIN_MAX_ATTEMPTS } from './factorAttempts';

/** What a second factor confirms; an e-mailed code is bound to exactly one of these. */
export type FactorPurpose = 'login' | 'transfer' | 'withdraw' | 'unstake' | 'security';
export type FactorMethod = AuthType | 'recovery';

/** The fields a request may carry its second factor in, named after the auth type (or the generic `code`). */
export interface FactorFields {
  mpin?: string | undefined;
  otp?: string | undefined;
  authenticator?: string | undefined;
  code?: string | undefined;
  recovery_code?: string | undefined;
}

export interface OfferedFactor {
  method: FactorMethod;
  code: string;
  /** The form field refusals are reported on. */
  field: string;
}

export interface FactorContext {
  purpose: FactorPurpose;
  /** What the factor was for, as the member reads it in Logs ('sign-in', 'transfer', 'password change'). */
  action: string;
  origin: RequestOrigin;
}

export interface VerifierDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now?: (() => Date) | undefined;
}

const methodLabels: Record<FactorMethod, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator code',
  recovery: 'recovery code',
};
const signInRequired: Record<AuthType, string> = {
  mpin: 'Security Pin is Required',
  otp: 'OTP is Required',
  authenticator: 'Authenticator code is Required',
};

/**
 * The second factor a request offers, read from the field of the member's auth type: at sign-in that field
 * only (or, for the authenticator, a recovery code instead); elsewhere also the generic `code`.
 */
export function offeredFactor(member: Member, body: FactorFields, purpose: FactorPurpose): OfferedFactor {
  const type = member.authType as AuthType;
  if (purpose === 'login') {
    if (type === 'authenticator' && !body.authenticator && body.recovery_code) {
      if (!normalizeRecoveryCode(body.recovery_code)) {
        throw fieldError('recovery_code', 'A recovery code looks like k7m2q-x9p4d');
      }
      return { method: 'recovery', code: body.recovery_code, field: 'recovery_code' };
    }
    const code = body[type];
    if (!code) throw fieldError(type, signInRequired[type]);
    return { method: type, code, field: type };
  }
  const code = body[type] ?? body.code;
  // The spec's wording for an empty verification code (document 2 §5, Withdraw).
  if (!code) throw fieldError(type, 'This Field Is Required.');
  if (type === 'mpin' && !/^\d{4}$/.test(code)) throw fieldError('mpin', 'Security Pin must be 4 digits');
  return { method: type, code, field: type };
}

/** Counts a wrong factor and records it in Logs, in the caller's transaction; answers the refusal to send. */
async function refusal(
  tx: Tx,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  at: Date,
  codeResult: Exclude<CodeCheck, 'ok'>,
): Promise<ApiError> {
  // The count first: it takes the member's row lock before anything else is written in this transaction.
  const counted = await countFailure(tx, member.id, at);
  await recordSecurityEvent(tx, {
    userId: member.id,
    kind: 'second_factor_failed',
    origin: context.origin,
    at,
    detail: `${context.action} (${methodLabels[offered.method]})`,
  });
  if ('lockedUntil' in counted) return lockedError(counted.lockedUntil, offered.field);
  switch (offered.method) {
    case 'mpin': {
      const message = `Invalid Security Pin, ${counted.left} ${counted.left === 1 ? 'try' : 'tries'} left`;
      return fieldError(offered.field, message);
    }
    case 'otp':
      return codeRefusal(codeResult, offered.field);
    case 'authenticator':
      return fieldError(offered.field, 'Invalid Authenticator code');
    case 'recovery':
      return fieldError(offered.field, 'Invalid or already used recovery code');
  }
}

/**
 * Verifies a second factor — the one place sign-in, money moves and security changes all go through — and,
 * when it is right, runs `onAccepted` in the transaction that spends it, so a code is never used up by a change
 * that did not happen. Every wrong factor is counted and logged, and stays counted though the request is
 * refused; the fifth locks the member's second factor for 30 minutes. However many requests arrive at once,
 * no more wrong factors are evaluated than the limit allows, while right ones all get through.
 */
export async function verifySecondFactor<T = void>(
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  onAccepted?: (tx: Tx, current: Member) => Promise<T>,
): Promise<T> {
  const now = () => deps.now?.() ?? new Date();
  return inTurn(member.id, () =>
    offered.method === 'mpin'
      ? verifyPinFactor(deps, member, offered, context, now, onAccepted)
      : verifyCodeFactor(deps, member, offered, context, now, onAccepted),
  );
}

/** E-mailed, authenticator and recovery codes are cheap to check: one transaction counts, spends and acts. */
async function verifyCodeFactor<T>(
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  now: () => Date,
  onAccepted?: (tx: Tx, current: Member) => Promise<T>,
): Promise<T> {
  const outcome = await takeTurn(offered.field, () =>
    deps.db.transaction(async (tx) => {
      const budget = await readBudget(tx, member.id, now());
      if (budget.state === 'busy') return 'busy' as const;
      if (budget.state === 'locked') return { refused: lockedError(budget.until, offered.field) };
      const current = budget.member;
      const at = now();
      let result: CodeCheck;
      if (offered.method === 'otp') {
        const secret = deps.config.pinPepper;
        result = await checkCode(tx, member.id, context.purpose, offered.code, { secret, now: at });
      } else if (offered.method === 'authenticator') {
        result = (await acceptTotp(tx, current, offered.code, at)) ? 'ok' : 'invalid';
      } else {
        const spent = await spendRecoveryCode(tx, member.id, offered.code, deps.config.pinPepper, at);
        result = spent ? 'ok' : 'invalid';
      }
      if (result !== 'ok') return { refused: await refusal(tx, current, offered, context, at, result) };
      await clearFailures(tx, member.id);
      if (offered.method === 'recovery') {
        await noteSecurityChange(tx, deps, current, {
          kind: 'recovery_code_used',
          origin: context.origin,
          at,
          detail: context.action,
          holdWithdrawals: true,
        });
      }
      return { value: (onAccepted ? await onAccepted(tx, current) : undefined) as T };
    }),
  );
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}

/**
 * The PIN's argon2 check is slow, so it runs outside any transaction (PGlite runs one at a time for the whole
 * process): a place in the member's attempt budget is reserved first, and given back or turned into a failure
 * once the PIN has been checked.
 */
async function verifyPinFactor<T>(
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  now: () => Date,
  onAccepted?: (tx: Tx, current: Member) => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const reserved = await takeTurn(offered.field, async () => {
    const outcome = await reserveCheck(db, member.id, now());
    return outcome.state === 'busy' ? ('busy' as const) : outcome;
  });
  if (reserved.state === 'locked') throw lockedError(reserved.until, offered.field);
  const right = await verifyPin(reserved.member.pinHash, offered.code, deps.config.pinPepper);
  const at = now();
  if (!right) {
    let refused: ApiError;
    try {
      refused = await db.transaction(async (tx) => {
        const counted = await refusal(tx, reserved.member, offered, context, at, 'invalid');
        await releaseCheck(tx, reserved.id);
        return counted;
      });
    } catch (error) {
      await releaseCheck(db, reserved.id);
      throw error;
    }
    throw refused;
  }
  try {
    return await db.transaction(async (tx) => {
      const current = await lockMember(tx, member.id);
      await releaseCheck(tx, reserved.id);
      await clearFailures(tx, member.id);
      return (onAccepted ? await onAccepted(tx, current) : undefined) as T;
    });
  } catch (error) {
    // The change refused after all: the place goes back all the same, and the PIN stays right.
    await releaseCheck(db, reserved.id);
    throw error;
  }
}
