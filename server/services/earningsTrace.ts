import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { EARNINGS_TRACE_PAGE, type EarningsTraceResponse, fromMicros } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { teamPayouts, users } from '../db/schema';
import { requireMember } from './members';

/** ppm → percent as the plan states it ('10', '0.5'). */
const percent = (ppm: number) => String(ppm / 10_000);

/**
 * A member's team income for the operators, newest first: each payout with the member and event it came
 * from, the level, rate and plan version, the amount recomputed as a check, and the totals by source.
 */
export async function earningsTrace(
  tx: DbOrTx,
  username: string,
  beforeId?: number,
): Promise<Omit<EarningsTraceResponse, 'status'>> {
  const member = await requireMember(tx, username);
  const rows = await tx
    .select({ payout: teamPayouts, from: users.username })
    .from(teamPayouts)
    .innerJoin(users, eq(users.id, teamPayouts.fromMemberId))
    .where(
      and(
        eq(teamPayouts.beneficiaryId, member.id),
        beforeId === undefined ? undefined : lt(teamPayouts.id, beforeId),
      ),
    )
    .orderBy(desc(teamPayouts.id))
    .limit(EARNINGS_TRACE_PAGE + 1);
  const totals = await tx
    .select({ source: teamPayouts.source, total: sql<string>`sum(${teamPayouts.amount})::text` })
    .from(teamPayouts)
    .where(eq(teamPayouts.beneficiaryId, member.id))
    .groupBy(teamPayouts.source);
  const page = rows.slice(0, EARNINGS_TRACE_PAGE);
  return {
    data: page.map(({ payout, from }) => ({
      id: payout.id,
      created_at: payout.createdAt.toISOString(),
      source: payout.source,
      from_member: from,
      level: payout.level,
      source_reference: payout.sourceReference,
      source_date: payout.sourceDate,
      source_amount: fromMicros(payout.sourceAmount),
      rate_percent: percent(payout.ratePpm),
      plan_version: payout.planVersion,
      amount: fromMicros(payout.amount),
      amount_checks: (payout.sourceAmount * BigInt(payout.ratePpm)) / 1_000_000n === payout.amount,
      transfer_id: payout.transferId,
    })),
    totals: Object.fromEntries(totals.map((t) => [t.source, fromMicros(BigInt(t.total))])),
    next_before_id: rows.length > EARNINGS_TRACE_PAGE ? (page.at(-1)?.payout.id ?? null) : null,
  };
}
