import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { memberListCounts } from '../db/schema';

export type MemberList = (typeof memberListCounts.$inferSelect)['list'];

/**
 * How many rows one of the member's own lists holds (and the amount they add up to, where the list has one),
 * as the insert triggers of migration 0029 keep them: one row read, however long the list.
 */
export async function memberListCount(
  tx: DbOrTx,
  memberId: number,
  list: MemberList,
): Promise<{ rows: number; amount: bigint }> {
  const [found] = await tx
    .select({ rows: memberListCounts.rows, amount: memberListCounts.amount })
    .from(memberListCounts)
    .where(and(eq(memberListCounts.memberId, memberId), eq(memberListCounts.list, list)));
  return { rows: found?.rows ?? 0, amount: found?.amount ?? 0n };
}
