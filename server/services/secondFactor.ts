import { eq } from 'drizzle-orm';
import type { AuthType } from '../../src/api/contract';
import type { Config } from '../config';
import { type Db, onPool, type Tx } from '../db/client';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { type CodeCheck, checkCode, codeRefusal } from './codes';
import { acceptTotp } from './credentials';
import { type ApiError, fieldError, unauthenticated } from './errors';
import {
  clearFailures,
  countFailure,
  FACTOR_CEILING,
  inTurn,
  lockedError,
  lockMember,
  refusalBefore,
} from './factorAttempts';
import { normalizeRecoveryCode, spendRecoveryCode } from './recoveryCodes';
import { verifyPin } from './secrets';
import { type RequestOrigin, recordSecurityEvent } from './securityEvents';
import { noteSecurityChange } from './securityNotices';
import type { Member } from './sessions';
import { networkOf } from './signInLimits';

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
  const type = member.authType;
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

/**
 * Counts a wrong factor and records it in Logs, in the caller's transaction; answers the refusal to send. The
 * failure that takes the member's run of wrong factors to the ceiling is mailed: whoever gives them knows the
 * password or holds a session.
 */
async function refusal(
  tx: Tx,
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  at: Date,
  codeResult: Exclude<CodeCheck, 'ok'>,
): Promise<ApiError> {
  const counted = await countFailure(tx, member, networkOf(context.origin.ip), at);
  await recordSecurityEvent(tx, {
    userId: member.id,
    kind: 'second_factor_failed',
    origin: context.origin,
    at,
    detail: `${context.action} (${methodLabels[offered.method]})`,
  });
  if (counted.burst) {
    await noteSecurityChange(tx, deps, member, {
      kind: 'second_factor_failures',
      origin: context.origin,
      at,
      detail: `${FACTOR_CEILING} in a row, the last for ${context.action}`,
    });
  }
  if (counted.lockedUntil) return lockedError(counted.lockedUntil, offered.field);
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

type Outcome<T> = { value: T } | { refused: ApiError };

/**
 * Verifies a second factor — the one place sign-in, money moves and security changes all go through — and,
 * when it is right, runs `onAccepted` in the transaction that spends it, so a code is never used up by a change
 * that did not happen. Every wrong factor is counted and logged, and stays counted though the request is
 * refused; the fifth locks the sender's address out of the member's second factor for 30 minutes, and a run of
 * them from everywhere slows every further try (factorAttempts.ts).
 *
 * The checks of one member are taken one at a time: each reads the failures so far and writes its own before
 * the next begins, so however many requests arrive at once no more wrong factors are evaluated than the limit
 * allows, while every right one is accepted in its turn. Within a process the turns are taken in memory; across
 * instances of the server on PostgreSQL the member's row, locked for the whole check, orders them. PGlite is
 * owned by one process (the lock file), where the turn in memory is the whole guard, so the slow argon2 check of
 * a PIN runs there with no transaction open (PGlite runs one at a time for the whole process).
 */
export function verifySecondFactor(
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
): Promise<void>;
export function verifySecondFactor<T>(
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  onAccepted: (tx: Tx, current: Member) => Promise<T>,
): Promise<T>;
export async function verifySecondFactor<T>(
  deps: VerifierDeps,
  member: Member,
  offered: OfferedFactor,
  context: FactorContext,
  onAccepted?: (tx: Tx, current: Member) => Promise<T>,
): Promise<T | undefined> {
  const now = () => deps.now?.() ?? new Date();
  const network = networkOf(context.origin.ip);
  const outcome = await inTurn(deps.db, member.id, (): Promise<Outcome<T | undefined>> => {
    const settle = async (tx: Tx, current: Member, result: CodeCheck): Promise<Outcome<T | undefined>> => {
      const at = now();
      if (result !== 'ok') return { refused: await refusal(tx, deps, current, offered, context, at, result) };
      await clearFailures(tx, member.id, network);
      if (offered.method === 'recovery') {
        await noteSecurityChange(tx, deps, current, {
          kind: 'recovery_code_used',
          origin: context.origin,
          at,
          detail: context.action,
          holdWithdrawals: true,
        });
      }
      return { value: onAccepted ? await onAccepted(tx, current) : undefined };
    };
    if (offered.method === 'mpin' && !onPool(deps.db))
      return pinWithoutTransaction(deps, member.id, offered, network, now, settle);
    return deps.db.transaction(async (tx) => {
      const current = await lockMember(tx, member.id);
      const refused = await refusalBefore(tx, current, network, offered.field, now());
      if (refused) return { refused };
      return settle(tx, current, await evaluate(deps, tx, current, offered, context.purpose, now()));
    });
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}

/** Checks the offered factor against the member's row as locked now; spends a right code. */
async function evaluate(
  deps: VerifierDeps,
  tx: Tx,
  current: Member,
  offered: OfferedFactor,
  purpose: FactorPurpose,
  at: Date,
): Promise<CodeCheck> {
  const secret = deps.config.pinPepper;
  switch (offered.method) {
    case 'mpin':
      return (await verifyPin(current.pinHash, offered.code, secret)) ? 'ok' : 'invalid';
    case 'otp':
      return checkCode(tx, current.id, purpose, offered.code, { secret, now: at });
    case 'authenticator':
      return (await acceptTotp(tx, current, offered.code, at)) ? 'ok' : 'invalid';
    case 'recovery':
      return (await spendRecoveryCode(tx, current.id, offered.code, secret, at)) ? 'ok' : 'invalid';
  }
}

/** PGlite: the PIN is read, checked by argon2 outside any transaction, then settled under the row lock. */
async function pinWithoutTransaction<T>(
  deps: VerifierDeps,
  memberId: number,
  offered: OfferedFactor,
  network: string,
  now: () => Date,
  settle: (tx: Tx, current: Member, result: CodeCheck) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const [before] = await deps.db.select().from(users).where(eq(users.id, memberId));
  if (!before) throw unauthenticated();
  const refused = await refusalBefore(deps.db, before, network, offered.field, now());
  if (refused) return { refused };
  const right = await verifyPin(before.pinHash, offered.code, deps.config.pinPepper);
  return deps.db.transaction(async (tx) => {
    const current = await lockMember(tx, memberId);
    // A new PIN set while this one was being checked: the answer is about a PIN that no longer holds.
    const result = right && current.pinHash === before.pinHash ? 'ok' : 'invalid';
    return settle(tx, current, result);
  });
}
