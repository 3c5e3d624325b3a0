import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fromMicros,
  MICROS_PER_USDT,
  PAGE_SIZE,
  ratePercent,
  type StakeRecord,
  type StakingZone,
  type stakeBody,
  stakeInputError,
  stakeMessages,
  stakeStatuses,
  type stakeTermsQuery,
} from '../../src/api/contract';
import type { Config } from '../config';
import type { Db, DbOrTx, Tx } from '../db/client';
import { stakingAccrualProgress, stakingPackages, stakingSubscriptions } from '../db/schema';
import { activePackages, type PackageTerms, packageInForce } from '../db/stakingPackages';
import { InsufficientFunds, postTransfer, withIdempotency } from '../ledger';
import { fieldError } from './errors';
import { memberListCount } from './listCounts';
import { newestFirst, readPage } from './listPaging';
import { type NoticeDeps, noticeMember } from './memberNotices';
import { pageEnvelope } from './paging';
import type { Member } from './sessions';
import {
  accrualBucketOf,
  limitsOf,
  packageView,
  paidDays,
  stakeSchedule,
  stakeTermsOf,
  utcDate,
} from './stakingTerms';

type Deps = NoticeDeps & { db: Db; config: Config; now?: (() => Date) | undefined };
type PackageRow = PackageTerms;
type StakeRow = typeof stakingSubscriptions.$inferSelect;

export const STAKE_ROUTE = 'subscription/store';

/** Packages on offer at `at` with the terms then in force, of one zone or both, in display order. */
export async function listPackages(db: DbOrTx, at: Date, zone?: StakingZone) {
  return (await activePackages(db, at, zone)).map(packageView);
}

/**
 * The package the member picked, with the terms in force at `at`, in the zone they picked it from; refused
 * as the spec words it when it is not on offer.
 */
async function pickedPackage(db: DbOrTx, id: number, at: Date, zone?: StakingZone): Promise<PackageRow> {
  const row = await packageInForce(db, id, at);
  if (!row?.active || (zone !== undefined && row.zone !== zone)) {
    throw fieldError('package_id', stakeMessages.plan);
  }
  return row;
}

/** The amount in micro-USDT and the term, once the spec's rules hold; refused on the first broken rule. */
function checkedInput(row: PackageRow, amount: string | undefined, duration: number | undefined) {
  const error = stakeInputError(limitsOf(row), { amount, duration });
  if (error) throw fieldError(error.field, error.message);
  // Past the rules, the amount is there, and so is the duration outside the free zone.
  return {
    amount: BigInt((amount ?? '').trim()) * MICROS_PER_USDT,
    durationDays: row.zone === 'free' ? null : (duration ?? null),
  };
}

const basisOf = (row: PackageRow, input: { amount: bigint; durationDays: number | null }, now: Date) => ({
  packageId: row.id,
  packageName: row.name,
  zone: row.zone,
  amount: input.amount,
  dailyRatePpm: row.dailyRatePpm,
  earlyExitChargePpm: row.earlyExitChargePpm,
  durationDays: input.durationDays,
  stakeDate: utcDate(now),
});

/** GET staking/terms: what a stake of this amount and term would pay, before the member confirms. */
export async function previewTerms(db: Db, query: z.output<typeof stakeTermsQuery>, now: Date) {
  const row = await pickedPackage(db, query.package_id, now);
  const input = checkedInput(row, query.amount, query.duration);
  const {
    dailyReturn: _d,
    unstakeCharge: _c,
    unstakeReturn: _r,
    ...terms
  } = stakeTermsOf(basisOf(row, input, now));
  return terms;
}

/** The last day the member's returns are paid through (every member's stakes share the member's bucket). */
export async function paidThroughOf(db: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ paidThrough: stakingAccrualProgress.paidThrough })
    .from(stakingAccrualProgress)
    .where(eq(stakingAccrualProgress.bucket, accrualBucketOf(memberId)));
  return row?.paidThrough ?? null;
}

/** `paidThrough`: how far the member's returns are paid (paidThroughOf); days and income follow from it. */
export function stakeRecord(row: StakeRow, packageName: string, paidThrough: string | null): StakeRecord {
  const days = paidDays(row, paidThrough);
  const terms = stakeTermsOf({
    packageId: row.packageId,
    packageName,
    zone: row.zone,
    amount: row.amount,
    dailyRatePpm: row.dailyRatePpm,
    earlyExitChargePpm: row.earlyExitChargePpm,
    durationDays: row.durationDays,
    stakeDate: utcDate(row.createdAt),
  });
  return {
    id: row.id,
    package: packageName,
    package_id: row.packageId,
    amount_paid: fromMicros(row.amount, 2),
    zone: row.zone,
    invoice_id: row.invoiceId,
    days,
    paid_roi_income: fromMicros(BigInt(days) * terms.dailyReturn),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    roi_percentage: ratePercent(row.dailyRatePpm),
    start_date: row.startDate,
    end_date: row.endDate,
    duration: row.durationDays,
    expected_total_return: terms.expected_total_return,
    early_exit_charge_percentage: ratePercent(row.earlyExitChargePpm),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

const newInvoiceId = () => `STK${randomBytes(5).toString('hex').toUpperCase()}`;

/** The ledger move pay_in → hold_staked and the stake row, in the caller's transaction. */
export async function placeStake(
  tx: Tx,
  memberId: number,
  row: PackageRow,
  input: { amount: bigint; durationDays: number | null },
  now: Date,
): Promise<StakeRecord> {
  const posted = await postTransfer(tx, {
    kind: 'stake',
    description: `Stake in ${row.name}`,
    memberId,
    legs: [
      { account: { member: memberId, kind: 'pay_in' }, amount: -input.amount },
      { account: { member: memberId, kind: 'hold_staked' }, amount: input.amount },
    ],
  });
  const schedule = stakeSchedule({ durationDays: input.durationDays, stakeDate: utcDate(now) });
  const [stake] = await tx
    .insert(stakingSubscriptions)
    .values({
      userId: memberId,
      packageId: row.id,
      packageVersion: row.version,
      zone: row.zone,
      invoiceId: newInvoiceId(),
      amount: input.amount,
      dailyRatePpm: row.dailyRatePpm,
      earlyExitChargePpm: row.earlyExitChargePpm,
      durationDays: input.durationDays,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      status: stakeStatuses.active,
      createdAt: now,
      stakeTransferId: posted.id,
    })
    .returning();
  return stakeRecord(stake!, row.name, null);
}

/**
 * POST subscription/store (staking): the spec's checks in the spec's order, then the move and the stake row
 * in one transaction, at most once per Idempotency-Key.
 */
export async function requestStake(
  deps: Deps,
  member: Member,
  key: string,
  body: z.output<typeof stakeBody>,
) {
  const now = deps.now?.() ?? new Date();
  const row = await pickedPackage(deps.db, body.package_id, now, body.zone);
  const input = checkedInput(row, body.investment_amount, body.duration);
  if (body.username.toLowerCase() !== member.username.toLowerCase()) {
    throw fieldError('username', 'You can stake only from your own account');
  }
  const identity = {
    model: 'staking',
    package_id: row.id,
    amount: input.amount,
    duration: input.durationDays,
  };
  try {
    return await withIdempotency(
      deps.db,
      { key, memberId: member.id, route: STAKE_ROUTE, body: identity, now },
      async (tx) => {
        const data = await placeStake(tx, member.id, row, input, now);
        const started = { invoiceId: data.invoice_id, packageName: row.name, ...input };
        await noticeMember(tx, deps, member.id, { kind: 'stake_started', ...started }, now);
        const msg = 'Stake successful';
        return { statusCode: 200, body: { status: true as const, msg, message: msg, data } };
      },
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw fieldError('investment_amount', 'Insufficient Balance');
    throw error;
  }
}

/** GET subscriptions?model=staking: the member's stakes, newest first. */
export async function stakeHistory(db: DbOrTx, member: Member, page: number) {
  const where = eq(stakingSubscriptions.userId, member.id);
  const summary = { total: (await memberListCount(db, member.id, 'stakes')).rows };
  const paidThrough = await paidThroughOf(db, member.id);
  // A page in the second half is read from the oldest end, so the last page costs what the first does.
  const rows = await readPage(
    Number(summary?.total ?? 0),
    { page, per_page: PAGE_SIZE },
    (reversed, limit, offset) =>
      db
        .select({ stake: stakingSubscriptions, packageName: stakingPackages.name })
        .from(stakingSubscriptions)
        .innerJoin(stakingPackages, eq(stakingPackages.id, stakingSubscriptions.packageId))
        .where(where)
        .orderBy(...newestFirst(stakingSubscriptions.createdAt, stakingSubscriptions.id, reversed))
        .limit(limit)
        .offset(offset),
  );
  return pageEnvelope(
    'subscriptions',
    page,
    summary?.total ?? 0,
    rows.map((r) => stakeRecord(r.stake, r.packageName, paidThrough)),
    'model=staking',
  );
}
