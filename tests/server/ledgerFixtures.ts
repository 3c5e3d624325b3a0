import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { postTransfer } from '../../server/ledger';

/**
 * Members inserted directly, without the sign-up flow the ledger does not care about. They hang in a chain
 * (each the left child of the previous) because the placement tree allows only one root.
 */
export async function insertMembers(db: Db, count: number): Promise<number[]> {
  const ids: number[] = [];
  let parentId: number | null = null;
  for (let i = 0; i < count; i++) {
    const tag = randomBytes(4).toString('hex');
    const [row]: Array<{ id: number }> = await db
      .insert(users)
      .values({
        name: `Ledger Member ${i}`,
        username: `ledger${tag}`,
        email: `ledger${tag}@example.test`,
        phone: '+15551234567',
        countryId: 46,
        passwordHash: 'not-used',
        pinHash: 'not-used',
        referralId: `LG${tag}`,
        parentId,
        position: parentId === null ? null : 'L',
      })
      .returning({ id: users.id });
    ids.push(row!.id);
    parentId = row!.id;
  }
  return ids;
}

/** A deposit: the member's Receiving wallet is credited from the platform's deposits clearing account. */
export function deposit(db: Db, memberId: number, amount: bigint) {
  return db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'deposit',
      description: 'test deposit',
      memberId,
      legs: [
        { account: { platform: 'platform_deposits_clearing' }, amount: -amount },
        { account: { member: memberId, kind: 'pay_in' }, amount },
      ],
    }),
  );
}

export const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
