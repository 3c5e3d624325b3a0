import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WITHDRAW_ADDRESS_COOLING_OFF_HOURS,
  type WithdrawAddressChange,
  type withdrawAddressChangeBody,
} from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { withdrawalAddressChanges } from '../db/schema';
import { ApiError, fieldError } from './errors';
import { formatUtc } from './factorAttempts';
import { noticeMember } from './memberNotices';
import { payoutDestination } from './noticeWords';
import { offeredFactor, type VerifierDeps, verifySecondFactor } from './secondFactor';
import { type RequestOrigin, recordSecurityEvent } from './securityEvents';
import { noteSecurityChange } from './securityNotices';
import type { Member } from './sessions';
import { addressNetwork, applyDueAddressChange, openChange, withdrawSettingOf } from './withdrawSettings';

/**
 * A new payout address over a saved one: it waits out a 24-hour cooling-off before withdrawals go to it, and
 * until then the member can stop it, by the mailed link or signed in.
 */

const COOLING_OFF_MS = WITHDRAW_ADDRESS_COOLING_OFF_HOURS * 60 * 60 * 1000;
export const NO_ADDRESS_TO_CHANGE = 'Save a withdrawal address first; a saved one can then be changed';
export const SAME_ADDRESS = 'This is already your withdrawal address';
export const CANCEL_LINK_UNKNOWN = 'This link is not valid';
export const CANCEL_LINK_USED =
  'This link was already used, or a newer address replaced the change it was for';
export const CHANGE_IN_EFFECT =
  'This new address has already taken effect; you can change it again under Withdraw Setting';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/**
 * POST withdraw-setting/change: a new crypto address for a member who has saved one. It takes effect only
 * after a 24-hour cooling-off; saving it is a security change like a first save (Logs, mail, the withdrawal
 * hold), and the mail carries a single-use link that cancels it. A change still waiting is replaced.
 */
export async function requestAddressChange(
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof withdrawAddressChangeBody>,
  origin: RequestOrigin,
): Promise<WithdrawAddressChange> {
  const now = () => deps.now?.() ?? new Date();
  const network = addressNetwork(body.withdrawal_address, body.network);
  const current = await withdrawSettingOf(deps.db, member.id, now());
  if (!current.withdrawal_address) throw new ApiError(422, NO_ADDRESS_TO_CHANGE);
  if (current.withdrawal_address === body.withdrawal_address)
    throw fieldError('withdrawal_address', SAME_ADDRESS);
  const offered = offeredFactor(member, body, 'withdraw');
  const context = { purpose: 'withdraw', action: 'withdrawal address change', origin } as const;
  return verifySecondFactor(deps, member, offered, context, async (tx, locked) => {
    const at = now();
    await applyDueAddressChange(tx, member.id, at);
    await tx.update(withdrawalAddressChanges).set({ cancelledAt: at }).where(openChange(member.id));
    const token = randomBytes(24).toString('base64url');
    const effectiveAt = new Date(at.getTime() + COOLING_OFF_MS);
    await tx.insert(withdrawalAddressChanges).values({
      userId: member.id,
      network,
      withdrawalAddress: body.withdrawal_address,
      requestedAt: at,
      effectiveAt,
      cancelTokenHash: tokenHash(token),
    });
    const link = `${deps.config.publicUrl}/withdraw-address/cancel?token=${token}`;
    await noteSecurityChange(tx, deps, locked, {
      kind: 'withdraw_address_change_requested',
      origin,
      at,
      detail: `the ${network} address ${body.withdrawal_address}`,
      holdWithdrawals: true,
      mailLines: [
        `It takes effect at ${formatUtc(effectiveAt)}.`,
        'If you did not ask for it, cancel it before then with this link (it works once and needs no sign-in):',
        link,
      ],
    });
    await noticeMember(
      tx,
      deps,
      member.id,
      {
        kind: 'payout_address_saved',
        destination: payoutDestination({ crypto: true, address: body.withdrawal_address, network }),
        effectiveAt,
      },
      at,
      { mailed: false },
    );
    return { network, withdrawal_address: body.withdrawal_address, effective_at: effectiveAt.toISOString() };
  });
}

export const NOTHING_WAITING = 'No new withdrawal address is waiting to take effect';

/** Cancels the open change `which` picks if it still waits at `at`, with its Logs entry; answers it or null. */
async function cancelWaiting(tx: DbOrTx, which: SQL, at: Date, origin: RequestOrigin) {
  const [cancelled] = await tx
    .update(withdrawalAddressChanges)
    .set({ cancelledAt: at })
    .where(
      and(
        which,
        isNull(withdrawalAddressChanges.cancelledAt),
        isNull(withdrawalAddressChanges.appliedAt),
        gt(withdrawalAddressChanges.effectiveAt, at),
      ),
    )
    .returning();
  if (!cancelled) return null;
  await recordSecurityEvent(tx, {
    userId: cancelled.userId,
    kind: 'withdraw_address_change_cancelled',
    origin,
    at,
    detail: `the ${cancelled.network} address ${cancelled.withdrawalAddress}`,
  });
  return cancelled;
}

/**
 * POST withdraw-setting/change/cancel: the mailed link's token cancels the change it was sent for, once, while
 * it still waits. No session is needed, so a member locked out by whoever made the change can still stop it.
 */
export async function cancelAddressChange(
  deps: { db: Db; now?: (() => Date) | undefined },
  token: string,
  origin: RequestOrigin,
): Promise<void> {
  const at = deps.now?.() ?? new Date();
  const hash = tokenHash(token);
  await deps.db.transaction(async (tx) => {
    const which = eq(withdrawalAddressChanges.cancelTokenHash, hash);
    if (await cancelWaiting(tx, which, at, origin)) return;
    const [known] = await tx
      .select({ cancelledAt: withdrawalAddressChanges.cancelledAt })
      .from(withdrawalAddressChanges)
      .where(which);
    if (!known) throw new ApiError(404, CANCEL_LINK_UNKNOWN);
    throw new ApiError(409, known.cancelledAt ? CANCEL_LINK_USED : CHANGE_IN_EFFECT);
  });
}

/**
 * POST withdraw-setting/change/revoke: the signed-in member cancels their own new address while it waits,
 * from Withdraw Setting, without the mail. Stopping a change needs no code: it only keeps the saved address.
 */
export async function revokeAddressChange(
  deps: { db: Db; now?: (() => Date) | undefined },
  memberId: number,
  origin: RequestOrigin,
): Promise<void> {
  const at = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const mine = eq(withdrawalAddressChanges.userId, memberId);
    if (!(await cancelWaiting(tx, mine, at, origin))) throw new ApiError(409, NOTHING_WAITING);
  });
}
