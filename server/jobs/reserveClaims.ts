import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { reserveIncomes, reserveSubscriptions } from '../db/schema';
import { holdRef, postTransfer } from '../ledger';
import { type NoticeDeps, noticeMember } from '../services/memberNotices';
import { payTeamBenefitsOnReserveProfit } from '../services/teamBenefits';

/**
 * The claims worker: pays recorded reserve claims. Each batch is one transaction that takes unpaid incomes
 * with FOR UPDATE SKIP LOCKED, so two workers (or two instances) never take the same claim, and pays each
 * one whole — the principal from the reserved hold back to the reserve wallet (its hold reference is unique,
 * so a hold is released once whatever runs twice), the profit to pay_out, the team-benefits hook — and marks
 * it paid. A crash loses at most the batch in flight, which the next run pays.
 */

const BATCH_SIZE = 100;

type IncomeRow = typeof reserveIncomes.$inferSelect;

export interface ReserveClaimsOptions {
  now?: Date;
  batchSize?: number;
  /** How each member is told their claim was paid; the scheduler always gives it. */
  notices?: NoticeDeps;
}

export interface ReserveClaimsResult {
  claimsPaid: number;
  principalReturned: bigint;
  profitPaid: bigint;
}

async function payClaim(
  tx: Tx,
  income: IncomeRow,
  now: Date,
  result: ReserveClaimsResult,
  notices: NoticeDeps | undefined,
) {
  const [subscription] = await tx
    .select({ invoiceId: reserveSubscriptions.invoiceId })
    .from(reserveSubscriptions)
    .where(eq(reserveSubscriptions.id, income.subscriptionId));
  const invoice = subscription?.invoiceId ?? String(income.subscriptionId);
  const member = income.userId;
  const principal = await postTransfer(tx, {
    kind: 'reserve_return',
    description: `Reserve ${invoice} claimed: reserved amount returned`,
    memberId: member,
    holdRef: holdRef('hold_reserved', income.subscriptionId),
    legs: [
      { account: { member, kind: 'hold_reserved' }, amount: -income.principal },
      { account: { member, kind: 'reserve' }, amount: income.principal },
    ],
  });
  let profitTransferId: number | null = null;
  if (income.profit > 0n) {
    const credit = await postTransfer(tx, {
      kind: income.source,
      description: `Trade return of reserve ${invoice}`,
      memberId: member,
      legs: [
        { account: { platform: 'platform_income_paid' }, amount: -income.profit },
        { account: { member, kind: 'pay_out' }, amount: income.profit },
      ],
    });
    profitTransferId = credit.id;
    await payTeamBenefitsOnReserveProfit(tx, {
      incomeId: income.id,
      subscriptionId: income.subscriptionId,
      memberId: member,
      type: income.type,
      profit: income.profit,
      ledgerTransferId: credit.id,
    });
  }
  await tx
    .update(reserveIncomes)
    .set({ isPaid: 1, paidAt: now, principalTransferId: principal.id, profitTransferId })
    .where(eq(reserveIncomes.id, income.id));
  if (notices) {
    const paid = { invoiceId: invoice, principal: income.principal, profit: income.profit };
    await noticeMember(tx, notices, member, { kind: 'reserve_claim_paid', ...paid }, now);
  }
  result.claimsPaid += 1;
  result.principalReturned += income.principal;
  result.profitPaid += income.profit;
}

/** Pays every recorded, unpaid claim. Safe to run at any time, any number of times, on any instance. */
export async function runReserveClaims(
  db: Db,
  options: ReserveClaimsOptions = {},
): Promise<ReserveClaimsResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const result: ReserveClaimsResult = { claimsPaid: 0, principalReturned: 0n, profitPaid: 0n };
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(reserveIncomes)
        .where(eq(reserveIncomes.isPaid, 0))
        .orderBy(asc(reserveIncomes.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const income of due) await payClaim(tx, income, now, result, options.notices);
      return due.length;
    });
    if (taken < batchSize) return result;
  }
}

const listeners = new Set<() => void>();

/** Called by the claim route once a claim has committed, so this process pays it without waiting a tick. */
export function claimRecorded(): void {
  for (const listener of listeners) listener();
}

export function onClaimRecorded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
