import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { operatorKeys } from '../db/schema/ops';
import { ApiError } from './errors';
import { hashOperatorKey, type OperatorIdentity } from './operator';

/**
 * The operator key is for setting up and for automation. Whoever holds it can replace it with a new one (the
 * old one stops working at once), and anyone who may change operators can revoke it for good; a revoked key,
 * OPERATOR_KEY from the environment included, is refused from then on.
 */

/** Replaces the key the caller presented with a new one, shown once; every other stored key is revoked too. */
export async function rotateOperatorKey(
  tx: DbOrTx,
  caller: OperatorIdentity,
  now: Date,
): Promise<{ key: string; id: number }> {
  if (caller.operatorId !== null) {
    throw new ApiError(403, 'Only the holder of the operator key can replace it; an admin may revoke it');
  }
  if (caller.keyId === null) {
    throw new ApiError(409, 'This key is OPERATOR_KEY from the environment: change it there, or revoke it');
  }
  const key = randomBytes(32).toString('base64url');
  const [created] = await tx
    .insert(operatorKeys)
    .values({ keyHash: hashOperatorKey(key), label: `rotated ${now.toISOString()}`, createdAt: now })
    .returning({ id: operatorKeys.id });
  await tx
    .update(operatorKeys)
    .set({ revokedAt: now })
    .where(and(isNull(operatorKeys.revokedAt), ne(operatorKeys.id, created!.id)));
  return { key, id: created!.id };
}

/**
 * Revokes every operator key, OPERATOR_KEY from the environment included (remembered by its hash), so that
 * from now on only named operators act. Answers how many keys stopped working.
 */
export async function revokeOperatorKeys(tx: DbOrTx, envKey: string | undefined, now: Date): Promise<number> {
  const revoked = await tx
    .update(operatorKeys)
    .set({ revokedAt: now })
    .where(isNull(operatorKeys.revokedAt))
    .returning({ id: operatorKeys.id });
  if (!envKey) return revoked.length;
  const envHash = hashOperatorKey(envKey);
  const [known] = await tx.select().from(operatorKeys).where(eq(operatorKeys.keyHash, envHash));
  if (known) return revoked.length;
  await tx.insert(operatorKeys).values({
    keyHash: envHash,
    label: 'OPERATOR_KEY from the environment',
    createdAt: now,
    revokedAt: now,
  });
  return revoked.length + 1;
}
