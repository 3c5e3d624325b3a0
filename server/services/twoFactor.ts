import { and, count, eq, isNull } from 'drizzle-orm';
import { verify as verifyTotp } from 'otplib';
import type { DbOrTx } from '../db/client';
import { recoveryCodes } from '../db/schema';

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
