import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WithdrawalStatus } from '../../../src/api/contract';
import { ledgerTransfers } from './ledger';
import { users } from './members';

/**
 * Where a member's withdrawals are paid: one row per member. The address and the account number are each
 * written once (the update that saves them requires them to be null), which is what locks them.
 */
export const withdrawalSettings = pgTable(
  'withdrawal_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    withdrawType: text('withdraw_type').$type<'crypto' | 'bank'>().notNull(),
    withdrawalCoin: text('withdrawal_coin'),
    network: text('network').$type<'TRC20' | 'BEP20'>(),
    withdrawalAddress: text('withdrawal_address'),
    acNo: text('ac_no'),
    bankName: text('bank_name'),
    holderName: text('holder_name'),
    ifsc: text('ifsc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('withdrawal_settings_type_chk', sql`${t.withdrawType} in ('crypto', 'bank')`)],
);

/**
 * A withdrawal request. The money sits in the member's pending-withdrawal hold from `hold_transfer_id` until
 * the operator pays it out or rejects it (`settle_transfer_id`); the status only moves forward, by a
 * conditional update, and the settling transfer carries the hold's unique reference.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coinType: text('coin_type').$type<'crypto' | 'bank'>().notNull(),
    wallet: text('wallet').$type<'pay_out' | 'reserve'>().notNull(),
    network: text('network'),
    address: text('address'),
    acNo: text('ac_no'),
    bankName: text('bank_name'),
    holderName: text('holder_name'),
    ifsc: text('ifsc'),
    amountFrom: bigint('amount_from', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    amountTo: bigint('amount_to', { mode: 'bigint' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'bigint' }).notNull(),
    tHash: text('t_hash'),
    /**
     * The block holding the payout's transfer, set when the chain showed it (checked payouts only). While the
     * withdrawal is still Processing the payout is confirming: it completes once that block is deep enough.
     */
    payoutBlock: bigint('payout_block', { mode: 'bigint' }),
    /** When the payout's transfer was first seen on the chain. */
    payoutSeenAt: timestamp('payout_seen_at', { withTimezone: true }),
    remarks: text('remarks').notNull().default(''),
    status: integer('status').$type<WithdrawalStatus>().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('withdrawals_code_unique').on(t.code),
    // One transaction pays one withdrawal: a hash recorded twice would settle two holds with one payment.
    uniqueIndex('withdrawals_t_hash_unique').on(t.tHash).where(sql`${t.tHash} is not null`),
    index('withdrawals_member_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    // The back office's queue: every status by time, and by amount within a status.
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    index('withdrawals_status_amount_idx').on(t.status, t.amountFrom, t.id),
    // A wallet line names the withdrawal it held or settled.
    index('withdrawals_hold_transfer_idx').on(t.holdTransferId),
    index('withdrawals_settle_transfer_idx').on(t.settleTransferId),
    check('withdrawals_status_chk', sql`${t.status} in (0, 1, 2, 3)`),
    check('withdrawals_amounts_chk', sql`${t.amountFrom} > 0 and ${t.fee} >= 0 and ${t.netAmount} > 0`),
    check('withdrawals_net_chk', sql`${t.netAmount} + ${t.fee} = ${t.amountFrom}`),
    check(
      'withdrawals_payout_chk',
      sql`(${t.payoutBlock} is null and ${t.payoutSeenAt} is null) or (${t.payoutBlock} is not null and ${t.payoutSeenAt} is not null and ${t.tHash} is not null)`,
    ),
  ],
);

/**
 * A new payout address waiting out its cooling-off: it replaces the saved address at `effective_at` unless the
 * member cancels it first with the link mailed to them (`cancel_token_hash` is the SHA-256 of the link's
 * token, so the link works once and the database never holds it). At most one change waits per member; a newer
 * one replaces it. Written only by server/services/withdrawSettings.ts.
 */
export const withdrawalAddressChanges = pgTable(
  'withdrawal_address_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    network: text('network').$type<'TRC20' | 'BEP20'>().notNull(),
    withdrawalAddress: text('withdrawal_address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_address_changes_token_unique').on(t.cancelTokenHash),
    uniqueIndex('withdrawal_address_changes_open_unique')
      .on(t.userId)
      .where(sql`${t.cancelledAt} is null and ${t.appliedAt} is null`),
    check('withdrawal_address_changes_settled_chk', sql`${t.cancelledAt} is null or ${t.appliedAt} is null`),
  ],
);
