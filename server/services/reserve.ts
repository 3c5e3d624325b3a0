import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  belowMinimumMessage,
  fromMicros,
  type ReserveType,
  reserveMessages,
  type reserveStoreBody,
} from '../../src/api/contract';
import type { Db, DbOrTx, Tx } from '../db/client';
import { activePlans, type PlanTerms, planInForceOf } from '../db/reservePlans';
import { ledgerAccounts, reserveLogs, reserveSubscriptions } from '../db/schema';
import { InsufficientFunds, postTransfer, violatedUniqueConstraint, withIdempotency } from '../ledger';
import { ApiError, fieldError } from './errors';
import { planView, subscriptionViews, withReturn } from './reserveViews';
import type { Member } from './sessions';

type Deps = { db: Db; now?: (() => Date) | undefined };
type PlanRow = PlanTerms;

/** Shared with staking, so one Idempotency-Key names one request whatever its model. */
export const RESERVE_ROUTE = 'subscription/store';
/** Item artwork exists for image ids 1 … this. */
export const RESERVE_IMAGES_PER_TYPE = 24;
const MINUTE_MS = 60_000;

/** GET reserve-packages: the plans of each type on sale at `at`, with the terms then in force, in display order. */
export async function listReservePlans(db: DbOrTx, at: Date) {
  const views = (await activePlans(db, at)).map(planView);
  return { nft: views.filter((p) => p.type === 'nft'), crypto: views.filter((p) => p.type === 'crypto') };
}

async function pickedPlan(db: DbOrTx, id: number, type: ReserveType, at: Date): Promise<PlanRow> {
  const row = await planInForceOf(db, id, at);
  if (!row?.active || row.type !== type) throw fieldError('package_id', reserveMessages.plan);
  return row;
}

const openReservation = () => new ApiError(409, reserveMessages.openReservation);

/** Equal shares of the amount, the first taking what does not divide. */
export function itemShares(amount: bigint, count: number): bigint[] {
  const share = amount / BigInt(count);
  const shares = Array.from({ length: count }, () => share);
  shares[0] = share + (amount - share * BigInt(count));
  return shares;
}

/**
 * The reserve wallet read under its row lock, so two reservations of one member take turns: the second sees
 * the first's reservation and its debit.
 */
async function lockedReserveBalance(tx: Tx, memberId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, memberId), eq(ledgerAccounts.kind, 'reserve')))
    .for('update');
  return row?.balance ?? 0n;
}

async function hasOpenReservation(tx: Tx, memberId: number, type: ReserveType) {
  const [row] = await tx
    .select({ id: reserveSubscriptions.id })
    .from(reserveSubscriptions)
    .where(
      and(
        eq(reserveSubscriptions.userId, memberId),
        eq(reserveSubscriptions.type, type),
        eq(reserveSubscriptions.isClaimed, 0),
      ),
    );
  return row !== undefined;
}

/** The hold, the subscription with the plan's terms and its collection, in the caller's transaction. */
async function placeReservation(tx: Tx, memberId: number, plan: PlanRow, now: Date) {
  const balance = await lockedReserveBalance(tx, memberId);
  if (await hasOpenReservation(tx, memberId, plan.type)) throw openReservation();
  // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigints
  const amount = balance < plan.maximumPrice ? balance : plan.maximumPrice;
  if (amount < plan.minimumPrice)
    throw new ApiError(422, belowMinimumMessage(fromMicros(plan.minimumPrice, 2)));
  const invoiceId = `RSV${randomBytes(5).toString('hex').toUpperCase()}`;
  const posted = await postTransfer(tx, {
    kind: 'reserve',
    description: `Reserve ${invoiceId} (${plan.type === 'nft' ? 'NFT' : 'Crypto'} ${plan.name})`,
    memberId,
    legs: [
      { account: { member: memberId, kind: 'reserve' }, amount: -amount },
      { account: { member: memberId, kind: 'hold_reserved' }, amount },
    ],
  });
  const seed = randomBytes(32);
  const [subscription] = await tx
    .insert(reserveSubscriptions)
    .values({
      userId: memberId,
      planId: plan.id,
      planVersion: plan.version,
      type: plan.type,
      invoiceId,
      amount,
      level: plan.level,
      planName: plan.name,
      minimumPrice: plan.minimumPrice,
      maximumPrice: plan.maximumPrice,
      minRoiPpm: plan.minRoiPpm,
      maxRoiPpm: plan.maxRoiPpm,
      minTradeTime: plan.minTradeTime,
      seed: seed.toString('hex'),
      seedHash: createHash('sha256').update(seed).digest('hex'),
      createdAt: now,
      nextTradeTime: new Date(now.getTime() + plan.minTradeTime * MINUTE_MS),
      reserveTransferId: posted.id,
    })
    .returning();
  await tx.insert(reserveLogs).values(
    itemShares(amount, plan.itemCount).map((share) => ({
      subscriptionId: subscription!.id,
      userId: memberId,
      type: plan.type,
      imageId: randomInt(1, RESERVE_IMAGES_PER_TYPE + 1),
      amount: share,
      minAmount: withReturn(share, plan.minRoiPpm),
      maxAmount: withReturn(share, plan.maxRoiPpm),
    })),
  );
  const [view] = await subscriptionViews(tx, [subscription!]);
  return view!;
}

/**
 * POST subscription/store (reserve): the plan and the member checked first, then the whole reservation in
 * one transaction, at most once per Idempotency-Key.
 */
export async function requestReserve(
  deps: Deps,
  member: Member,
  key: string,
  body: z.output<typeof reserveStoreBody>,
) {
  const now = deps.now?.() ?? new Date();
  const plan = await pickedPlan(deps.db, body.package_id, body.type, now);
  if (body.username.toLowerCase() !== member.username.toLowerCase()) {
    throw fieldError('username', 'You can reserve only from your own account');
  }
  const identity = { model: 'reserve', package_id: plan.id, type: plan.type };
  try {
    return await withIdempotency(
      deps.db,
      { key, memberId: member.id, route: RESERVE_ROUTE, body: identity, now },
      async (tx) => {
        const data = await placeReservation(tx, member.id, plan, now);
        const msg = 'Reserve successful';
        return { statusCode: 200, body: { status: true as const, msg, message: msg, data } };
      },
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new ApiError(422, reserveMessages.insufficient);
    // Two reservations of one type racing past the check: the partial unique index lets one through.
    if (violatedUniqueConstraint(error) === 'reserve_subscriptions_open_unique') throw openReservation();
    throw error;
  }
}
