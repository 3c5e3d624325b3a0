import { HDKey } from '@scure/bip32';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, withdrawalSettings } from '../db/schema';
import { depositAddress } from '../deposits/addresses';

/**
 * Demo members start with a TRC20 payout address saved a week before the first start, so they can withdraw at
 * once: a newly saved address pauses withdrawals for 24 hours. `heidi` has none, to show that pause.
 */
export const DEMO_WITHOUT_ADDRESS = 'heidi';
const SAVED_DAYS_AGO = 7;

// Addresses of a wallet derived from a published seed: demo destinations that nobody's real funds use.
const demoPayouts = HDKey.fromMasterSeed(new TextEncoder().encode('tessera demo payout wallet 2026')).derive(
  "m/44'/195'/0'",
);

/** The payout address the `index`-th member of the demo team starts with. */
export const demoWithdrawalAddress = (index: number) => depositAddress(demoPayouts, 'TRC20', index);

export async function seedDemoWithdrawAddresses(db: Db, usernames: string[], now: Date): Promise<void> {
  const savedAt = new Date(now.getTime() - SAVED_DAYS_AGO * 24 * 60 * 60 * 1000);
  const members = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  const rows = usernames.flatMap((username, index) => {
    const member = members.find((m) => m.username === username);
    if (!member || username === DEMO_WITHOUT_ADDRESS) return [];
    return [
      {
        userId: member.id,
        withdrawType: 'crypto' as const,
        withdrawalCoin: 'USDT',
        network: 'TRC20' as const,
        withdrawalAddress: demoWithdrawalAddress(index),
        updatedAt: savedAt,
      },
    ];
  });
  if (rows.length > 0) await db.insert(withdrawalSettings).values(rows);
}
