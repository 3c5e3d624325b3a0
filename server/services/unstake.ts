import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fromMicros, stakeMessages, stakeStatuses, type unstakeBody } from '../../src/api/contract';
import type { Tx } from '../db/client';
import { stakingPackages, stakingSubscriptions } from '../db/schema';
import { alreadyAnswered, holdRef, postTransfer, withIdempotency } from '../ledger';
import { ApiError } from './errors';
import { type NoticeDeps, noticeMember } from './memberNotices';
import type { VerifierDeps } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';
import { paidThroughOf, stakeRecord } from './staking';
import { stakeTermsOf, utcDate } from './stakingTerms';
import { verifyMoneyCode } from './verification';

type Deps = VerifierDeps;

export const UNSTAKE_ROUTE = 'subscription/cancel';

/** Another member's stake answers exactly like a stake that does not exist. */
const notFound = () => new ApiError(404, stakeMessages.notFound);
const notActive = () => new ApiError(409, stakeMessages.notActive);

/**
 * Ends an active stake in the caller's transaction: the status moves 1 → 0 by a conditional update (so of
 * two unstakes only one gets past it), then the principal less the early-exit charge leaves the staked hold
 * for pay_out and the charge goes to the platform's fees, under the hold's unique reference.
 */
export async function unstake(tx: Tx, memberId: number, id: number, now: Date, deps: NoticeDeps) {
  const [row] = await tx
    .update(stakingSubscriptions)
    .set({ status: stakeStatuses.unstaked, closedAt: now })
    .where(
      and(
        eq(stakingSubscriptions.id, id),
        eq(stakingSubscriptions.userId, memberId),
        eq(stakingSubscriptions.status, stakeStatuses.active),
      ),
    )
    .returning();
  if (!row) {
    const [existing] = await tx
      .select({ id: stakingSubscriptions.id })
      .from(stakingSubscriptions)
      .where(and(eq(stakingSubscriptions.id, id), eq(stakingSubscriptions.userId, memberId)));
    throw existing ? notActive() : notFound();
  }
  const [pkg] = await tx
    .select({ name: stakingPackages.name })
    .from(stakingPackages)
    .where(eq(stakingPackages.id, row.packageId));
  const terms = stakeTermsOf({
    packageId: row.packageId,
    packageName: pkg?.name ?? '',
    zone: row.zone,
    amount: row.amount,
    dailyRatePpm: row.dailyRatePpm,
    earlyExitChargePpm: row.earlyExitChargePpm,
    durationDays: row.durationDays,
    stakeDate: utcDate(row.createdAt),
  });
  const posted = await postTransfer(tx, {
    kind: 'unstake',
    description: `Unstake ${row.invoiceId}${terms.unstakeCharge > 0n ? `, early-exit charge ${fromMicros(terms.unstakeCharge)} USDT` : ''}`,
    memberId,
    holdRef: holdRef('hold_staked', row.id),
    legs: [
      { account: { member: memberId, kind: 'hold_staked' }, amount: -row.amount },
      { account: { member: memberId, kind: 'pay_out' }, amount: terms.unstakeReturn },
      ...(terms.unstakeCharge > 0n
        ? [{ account: { platform: 'platform_fees' as const }, amount: terms.unstakeCharge }]
        : []),
    ],
  });
  const [closed] = await tx
    .update(stakingSubscriptions)
    .set({ closeTransferId: posted.id })
    .where(eq(stakingSubscriptions.id, row.id))
    .returning();
  const ended = { invoiceId: row.invoiceId, amount: row.amount, charge: terms.unstakeCharge };
  await noticeMember(
    tx,
    deps,
    memberId,
    { kind: 'stake_ended', returned: terms.unstakeReturn, ...ended },
    now,
  );
  return {
    returned: fromMicros(terms.unstakeReturn),
    charge: fromMicros(terms.unstakeCharge),
    data: stakeRecord(closed ?? row, pkg?.name ?? '', await paidThroughOf(tx, memberId)),
  };
}

/**
 * POST subscription/{id}/cancel. The stake must be the member's own and active before the code is asked
 * for, so a refused unstake costs no PIN attempt; the transaction checks both again where they cannot be
 * raced. A retry with the same Idempotency-Key replays the first answer without a new code.
 */
export async function requestUnstake(
  deps: Deps,
  member: Member,
  key: string,
  id: number,
  body: z.output<typeof unstakeBody>,
  origin: RequestOrigin,
) {
  const now = () => deps.now?.() ?? new Date();
  const route = `${UNSTAKE_ROUTE}/${id}`;
  if (!(await alreadyAnswered(deps.db, { memberId: member.id, route, key }, now()))) {
    const [row] = await deps.db
      .select({ status: stakingSubscriptions.status })
      .from(stakingSubscriptions)
      .where(and(eq(stakingSubscriptions.id, id), eq(stakingSubscriptions.userId, member.id)));
    if (!row) throw notFound();
    if (row.status !== stakeStatuses.active) throw notActive();
    await verifyMoneyCode(deps, member, body, 'unstake', origin);
  }
  return withIdempotency(
    deps.db,
    { key, memberId: member.id, route, body: { id }, now: now() },
    async (tx) => {
      const result = await unstake(tx, member.id, id, now(), deps);
      const msg = 'Unstake successful';
      return { statusCode: 200, body: { status: true as const, msg, message: msg, ...result } };
    },
  );
}
