import { and, count, eq, isNull } from 'drizzle-orm';
import { generateSecret } from 'otplib';
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
