import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, verify as verifyTotp } from 'otplib';
import type { DbOrTx } from '../db/client';
import { recoveryCodes, users } from '../db/schema';
import type { Member } from './sessions';

/** The `otpauth://` link an authenticator app reads from a QR code (Key Uri Format: SHA1, 6 digits, 30 s). */
export function otpauthUri(productName: string, username: string, secret: string): string {
  const label = encodeURIComponent(`${productName}:${username}`);
  const query = new URLSearchParams({
    secret,
    issuer: productName,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/**
 * The secret offered for enrolment while 2FA is off: created once and kept, so the QR code the member
 * scanned stays valid until enable-2fa; null while 2FA is on.
 */
export async function enrolmentSecret(tx: DbOrTx, member: Member): Promise<string | null> {
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

export async function unusedRecoveryCodes(tx: DbOrTx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, memberId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * The time step of an authenticator code (RFC 6238, 30 s steps, one step either side), or null when the code
 * is wrong or its step is not after `afterStep` (a code already used).
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verifyTotp({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
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
