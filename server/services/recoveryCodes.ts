import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { recoveryCodes } from '../db/schema';
import { hashCode } from './secrets';

// Lower-case letters and digits without look-alikes (l/1, o/0, i): 31 symbols, about 49 bits a code.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += alphabet[randomInt(alphabet.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** A code as typed: any case, the dash optional; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.trim().toLowerCase().replace(/[\s-]/g, '');
  const code = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return compact.length === 10 && RECOVERY_CODE_PATTERN.test(code) ? code : null;
}

// Keyed with PIN_PEPPER and bound to the member, so a copy of the table alone cannot be tried offline.
const hashOf = (secret: string, memberId: number, code: string) =>
  hashCode(secret, memberId, 'recovery', code);

/** Replaces every recovery code of the member with ten new ones; answers them in clear, the only time. */
export async function replaceRecoveryCodes(
  tx: DbOrTx,
  memberId: number,
  secret: string,
  now: Date,
): Promise<string[]> {
  await discardRecoveryCodes(tx, memberId);
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const list = [...codes];
  await tx
    .insert(recoveryCodes)
    .values(
      list.map((code) => ({ userId: memberId, codeHash: hashOf(secret, memberId, code), createdAt: now })),
    );
  return list;
}

export async function discardRecoveryCodes(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, memberId));
}

/** Spends one unused recovery code; false when it is unknown or already used (by a concurrent request too). */
export async function spendRecoveryCode(
  tx: DbOrTx,
  memberId: number,
  typed: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return false;
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, memberId),
        eq(recoveryCodes.codeHash, hashOf(secret, memberId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}
