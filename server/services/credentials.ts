import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { AuthType } from '../../src/api/contract';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { clearFailures } from './factorAttempts';
import { discardRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';
import type { RequestOrigin } from './securityEvents';
import { type NoticeDeps, noteSecurityChange } from './securityNotices';
import { type Member, revokeAllTokens, revokeOtherTokens } from './sessions';
import { totpStep } from './twoFactor';

/**
 * The one writer of how a member proves who they are: the password, the Security PIN, the authenticator and
 * its recovery codes, and which of them signs the member in. Every route, command and back-office action that
 * changes one comes here, and each change records what it must in the same transaction: the event in Logs, the
 * mail to the member and, for the changes a thief would make first, the 24-hour withdrawal hold
 * (`tests/tools/guardedColumns.ts` keeps any other module from writing these columns).
 */

type Notified = Pick<Member, 'id' | 'email' | 'username'>;

/** Where and when a change was made, as Logs and the mail tell it. */
export interface ChangeOrigin {
  origin: RequestOrigin;
  at: Date;
}

type PepperDeps = NoticeDeps & { config: Pick<Config, 'productName' | 'pinPepper'> };

/**
 * A new password, by the member's own change (their other sessions end, `keepTokenId` stays) or by a mailed
 * reset code (every session ends: the old password may be known to someone else).
 */
export async function savePassword(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: Notified,
  change: ChangeOrigin & { passwordHash: string; keepTokenId: number | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: change.passwordHash, updatedAt: change.at })
    .where(eq(users.id, member.id));
  if (change.keepTokenId === null) await revokeAllTokens(tx, member.id, change.at);
  else await revokeOtherTokens(tx, member.id, change.keepTokenId, change.at);
  await noteSecurityChange(tx, deps, member, {
    kind: change.keepTokenId === null ? 'password_reset' : 'password_changed',
    origin: change.origin,
    at: change.at,
    holdWithdrawals: true,
  });
}

/** A new Security PIN; the wrong PINs counted against the old one are forgiven. */
export async function savePin(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: Notified,
  change: ChangeOrigin & { pinHash: string },
): Promise<void> {
  await tx
    .update(users)
    .set({ pinHash: change.pinHash, updatedAt: change.at })
    .where(eq(users.id, member.id));
  await clearFailures(tx, member.id);
  await noteSecurityChange(tx, deps, member, { kind: 'pin_changed', ...change, holdWithdrawals: true });
}

/** Sign-ins fall back to the e-mailed code when the method they used is taken away. */
const authTypeWithout = (member: Pick<Member, 'authType'>, method: AuthType) =>
  member.authType === method ? 'otp' : member.authType;

/** Support removes the member's PIN (approved by a second person) until the member sets a new one. */
export async function removePin(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: Notified & Pick<Member, 'authType'>,
  change: ChangeOrigin,
): Promise<void> {
  await tx
    .update(users)
    // An empty hash is a PIN not set up: no PIN matches it, and Profile offers to set one.
    .set({ pinHash: '', authType: authTypeWithout(member, 'mpin'), updatedAt: change.at })
    .where(eq(users.id, member.id));
  await clearFailures(tx, member.id);
  await noteSecurityChange(tx, deps, member, {
    kind: 'pin_reset_by_support',
    ...change,
    holdWithdrawals: true,
  });
}

/** The method that confirms sign-ins and money moves from now on. */
export async function saveAuthType(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: Notified,
  change: ChangeOrigin & { type: AuthType },
): Promise<void> {
  await tx.update(users).set({ authType: change.type, updatedAt: change.at }).where(eq(users.id, member.id));
  await noteSecurityChange(tx, deps, member, {
    kind: 'auth_type_changed',
    origin: change.origin,
    at: change.at,
    detail: change.type,
  });
}

/**
 * The secret offered for enrolment while 2FA is off: created once and kept, so the QR code the member
 * scanned stays valid until enable-2fa; null while 2FA is on.
 */
export async function enrolmentSecret(
  tx: DbOrTx,
  member: Pick<Member, 'id' | 'status2fa' | 'totpPendingSecret'>,
): Promise<string | null> {
  if (member.status2fa === 1) return null;
  if (member.totpPendingSecret) return member.totpPendingSecret;
  const secret = generateSecret();
  const [row] = await tx
    .update(users)
    .set({ totpPendingSecret: secret })
    .where(and(eq(users.id, member.id), isNull(users.totpPendingSecret)))
    .returning({ secret: users.totpPendingSecret });
  if (row?.secret) return row.secret;
  // A concurrent request created it first.
  const [current] = await tx
    .select({ secret: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, member.id));
  return current?.secret ?? null;
}

/**
 * Checks a code of the member's authenticator and records its step, so the same code cannot be used twice.
 * The conditional update makes two concurrent uses of one code succeed once.
 */
export async function acceptTotp(
  tx: DbOrTx,
  member: Pick<Member, 'id' | 'totpSecret' | 'lastTotpStep'>,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!member.totpSecret) return false;
  const step = await totpStep(member.totpSecret, code, now, member.lastTotpStep);
  if (step === null) return false;
  const updated = await tx
    .update(users)
    .set({ lastTotpStep: step })
    .where(and(eq(users.id, member.id), or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

/**
 * The enrolment secret, proved by a code of time step `step`, becomes the member's authenticator, with ten
 * new recovery codes: answered in clear, the only time they leave the server.
 */
export async function switchTwoFactorOn(
  tx: DbOrTx,
  deps: PepperDeps,
  member: Notified,
  change: ChangeOrigin & { secret: string; step: number },
): Promise<string[]> {
  await tx
    .update(users)
    .set({
      totpSecret: change.secret,
      status2fa: 1,
      totpPendingSecret: null,
      lastTotpStep: change.step,
      updatedAt: change.at,
    })
    .where(eq(users.id, member.id));
  const codes = await replaceRecoveryCodes(tx, member.id, deps.config.pinPepper, change.at);
  await noteSecurityChange(tx, deps, member, {
    kind: '2fa_enabled',
    origin: change.origin,
    at: change.at,
    holdWithdrawals: true,
  });
  return codes;
}

/** The authenticator and its recovery codes go, by the member's own choice or reset by Support. */
export async function switchTwoFactorOff(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: Notified & Pick<Member, 'authType'>,
  change: ChangeOrigin & { bySupport: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({
      totpSecret: null,
      status2fa: 0,
      totpPendingSecret: null,
      authType: authTypeWithout(member, 'authenticator'),
      updatedAt: change.at,
    })
    .where(eq(users.id, member.id));
  await discardRecoveryCodes(tx, member.id);
  await noteSecurityChange(tx, deps, member, {
    kind: change.bySupport ? '2fa_reset_by_support' : '2fa_disabled',
    origin: change.origin,
    at: change.at,
    holdWithdrawals: true,
  });
}

/** Ten new recovery codes replace every old one; answered in clear, the only time. */
export async function renewRecoveryCodesOf(
  tx: DbOrTx,
  deps: PepperDeps,
  member: Notified,
  change: ChangeOrigin,
): Promise<string[]> {
  const codes = await replaceRecoveryCodes(tx, member.id, deps.config.pinPepper, change.at);
  await noteSecurityChange(tx, deps, member, { kind: 'recovery_codes_renewed', ...change });
  return codes;
}
