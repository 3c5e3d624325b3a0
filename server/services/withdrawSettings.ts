import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  WithdrawAddressChange,
  WithdrawNetwork,
  WithdrawSetting,
  WithdrawType,
  withdrawSettingBody,
} from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { withdrawalAddressChanges, withdrawalSettings } from '../db/schema';
import { decodeTronAddress } from '../deposits/addresses';
import { ApiError, fieldError } from './errors';
import { noticeMember } from './memberNotices';
import { offeredFactor, type VerifierDeps, verifySecondFactor } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import { type NoticeDeps, noteSecurityChange } from './securityNotices';
import type { Member } from './sessions';
import { refuseDuringHold } from './withdrawHold';

export const SETTING_LOCKED = 'Withdrawal details are locked once saved';

const emptySetting: WithdrawSetting = {
  type: null,
  withdrawal_coin: null,
  network: null,
  withdrawal_address: null,
  ac_no: null,
  bank_name: null,
  holder_name: null,
  ifsc: null,
};

/**
 * The member's withdraw setting as it stands at `now`: a new address whose cooling-off has ended is written
 * into the setting first (once, by a conditional update), so every reader pays to the same destination.
 */
export async function withdrawSettingOf(tx: DbOrTx, memberId: number, now: Date): Promise<WithdrawSetting> {
  await applyDueAddressChange(tx, memberId, now);
  const [row] = await tx.select().from(withdrawalSettings).where(eq(withdrawalSettings.userId, memberId));
  if (!row) return emptySetting;
  return {
    type: row.withdrawType,
    withdrawal_coin: row.withdrawalCoin,
    network: row.network,
    withdrawal_address: row.withdrawalAddress,
    ac_no: row.acNo,
    bank_name: row.bankName,
    holder_name: row.holderName,
    ifsc: row.ifsc,
  };
}

/** The network of a well-formed address, or a refusal on the address field. */
export function addressNetwork(address: string, network: WithdrawNetwork | undefined): WithdrawNetwork {
  const chosen = network ?? (address.startsWith('0x') ? 'BEP20' : 'TRC20');
  if (chosen === 'BEP20') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw fieldError('withdrawal_address', 'Please enter a valid BEP20 (0x…) address');
    }
    return chosen;
  }
  try {
    decodeTronAddress(address);
  } catch {
    throw fieldError('withdrawal_address', 'Please enter a valid TRC20 (T…) address');
  }
  return chosen;
}

/** The destination as the member's Logs and mail name it: the whole address, or the account's last digits. */
function destinationOf(body: z.output<typeof withdrawSettingBody>, network: WithdrawNetwork | null): string {
  if (body.type === 'crypto') return `the ${network} address ${body.withdrawal_address}`;
  return `the bank account ending ${body.ac_no.slice(-4)} at ${body.bank_name}`;
}

/**
 * POST withdraw-setting: saves the crypto address or the bank account, once. The second factor is checked
 * after the fields, so a malformed address costs no PIN attempt. A new destination is what a thief who got in
 * would set first, so saving one pauses withdrawals for 24 hours, is written to Logs and mailed to the member,
 * in the transaction that spends the code. The save is a conditional write (the field must still be empty), so
 * two saves at once cannot both succeed.
 */
export async function saveWithdrawSetting(
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof withdrawSettingBody>,
  origin: RequestOrigin,
): Promise<WithdrawSetting> {
  const now = () => deps.now?.() ?? new Date();
  // A payout address saved during the hold would receive the first withdrawal after it.
  refuseDuringHold(member.withdrawHoldUntil, now());
  const current = await withdrawSettingOf(deps.db, member.id, now());
  const network = body.type === 'crypto' ? addressNetwork(body.withdrawal_address, body.network) : null;
  if ((body.type === 'crypto' ? current.withdrawal_address : current.ac_no) !== null) {
    throw new ApiError(422, SETTING_LOCKED);
  }
  const fields =
    body.type === 'crypto'
      ? { withdrawalCoin: body.withdrawal_coin, network, withdrawalAddress: body.withdrawal_address }
      : { acNo: body.ac_no, bankName: body.bank_name, holderName: body.holder_name, ifsc: body.ifsc };
  const stillEmpty =
    body.type === 'crypto'
      ? sql`${withdrawalSettings.withdrawalAddress} is null`
      : sql`${withdrawalSettings.acNo} is null`;
  const offered = offeredFactor(member, body, 'withdraw');
  const context = { purpose: 'withdraw', action: 'withdraw setting', origin } as const;
  return verifySecondFactor(deps, member, offered, context, async (tx, locked) => {
    const at = now();
    refuseDuringHold(locked.withdrawHoldUntil, at);
    const [saved] = await tx
      .insert(withdrawalSettings)
      .values({ userId: member.id, withdrawType: body.type, ...fields, updatedAt: at })
      .onConflictDoUpdate({
        target: withdrawalSettings.userId,
        set: { withdrawType: body.type, ...fields, updatedAt: at },
        setWhere: stillEmpty,
      })
      .returning({ userId: withdrawalSettings.userId });
    if (!saved) throw new ApiError(422, SETTING_LOCKED);
    await noteSecurityChange(tx, deps, locked, {
      kind: 'withdraw_setting_saved',
      origin,
      at,
      detail: destinationOf(body, network),
      holdWithdrawals: true,
    });
    const destination = destinationOf(body, network);
    await noticeMember(tx, deps, member.id, { kind: 'payout_address_saved', destination }, at, {
      mailed: false,
    });
    return withdrawSettingOf(tx, member.id, at);
  });
}

/**
 * POST withdraw-type: switches between crypto and bank, only once both have been saved. It sends the next
 * withdrawals elsewhere, so like a new destination it pauses withdrawals for 24 hours and the member is told.
 */
export async function changeWithdrawType(
  deps: NoticeDeps & { db: Db },
  member: Member,
  type: WithdrawType,
  change: { origin: RequestOrigin; at: Date },
): Promise<WithdrawSetting> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawalSettings)
      .set({ withdrawType: type, updatedAt: change.at })
      .where(
        and(
          eq(withdrawalSettings.userId, member.id),
          isNotNull(withdrawalSettings.withdrawalAddress),
          isNotNull(withdrawalSettings.acNo),
          ne(withdrawalSettings.withdrawType, type),
        ),
      )
      .returning({ userId: withdrawalSettings.userId });
    const setting = await withdrawSettingOf(tx, member.id, change.at);
    if (!row && setting.type === type && setting.withdrawal_address !== null && setting.ac_no !== null) {
      // Already the chosen type: nothing moves, so nothing to pause or tell.
      return setting;
    }
    if (!row) {
      throw fieldError(
        'account_type',
        'Save both a crypto address and a bank account before changing the type',
      );
    }
    await noteSecurityChange(tx, deps, member, {
      kind: 'withdraw_type_changed',
      ...change,
      detail: type,
      holdWithdrawals: true,
    });
    return setting;
  });
}

export const openChange = (memberId: number) =>
  and(
    eq(withdrawalAddressChanges.userId, memberId),
    isNull(withdrawalAddressChanges.cancelledAt),
    isNull(withdrawalAddressChanges.appliedAt),
  );

/** Writes a new address whose cooling-off has ended into the setting; a no-op when none is due. */
export async function applyDueAddressChange(tx: DbOrTx, memberId: number, now: Date): Promise<void> {
  const due = and(openChange(memberId), lte(withdrawalAddressChanges.effectiveAt, now));
  const [waiting] = await tx
    .select({ id: withdrawalAddressChanges.id })
    .from(withdrawalAddressChanges)
    .where(due);
  if (!waiting) return;
  await tx.transaction(async (inner) => {
    // Conditional on still being due and open, so of two readers at once only one applies it.
    const [change] = await inner
      .update(withdrawalAddressChanges)
      .set({ appliedAt: now })
      .where(and(eq(withdrawalAddressChanges.id, waiting.id), due))
      .returning();
    if (!change) return;
    await inner
      .update(withdrawalSettings)
      .set({
        withdrawalCoin: 'USDT',
        network: change.network,
        withdrawalAddress: change.withdrawalAddress,
        updatedAt: now,
      })
      .where(eq(withdrawalSettings.userId, memberId));
  });
}

/** The new address waiting out its cooling-off at `now`, or null. */
export async function pendingAddressChangeOf(
  tx: DbOrTx,
  memberId: number,
  now: Date,
): Promise<WithdrawAddressChange | null> {
  const [row] = await tx
    .select()
    .from(withdrawalAddressChanges)
    .where(and(openChange(memberId), gt(withdrawalAddressChanges.effectiveAt, now)));
  if (!row) return null;
  return {
    network: row.network,
    withdrawal_address: row.withdrawalAddress,
    effective_at: row.effectiveAt.toISOString(),
  };
}
