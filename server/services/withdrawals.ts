import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fromMicros,
  type OperatorWithdrawal,
  PAGE_SIZE,
  type SummaryCard,
  toMicros,
  WITHDRAW_CONVERSION_RATE,
  WITHDRAW_DAILY_LIMIT_MICROS,
  WITHDRAW_FEE_MICROS,
  WITHDRAW_MINIMUM_MICROS,
  type WithdrawalStatus,
  type WithdrawNetwork,
  type WithdrawRecord,
  type WithdrawSetting,
  type WithdrawType,
  withdrawalStatuses,
  withdrawalStatusLabels,
  type withdrawBody,
  withdrawRuleCards,
  type withdrawSettingBody,
} from '../../src/api/contract';
import type { Config } from '../config';
import type { Db, DbOrTx, Tx } from '../db/client';
import { users, withdrawalSettings, withdrawals } from '../db/schema';
import { decodeTronAddress } from '../deposits/addresses';
import { alreadyAnswered, balancesOf, holdRef, postTransfer, withIdempotency } from '../ledger';
import { ApiError, fieldError } from './errors';
import { pageEnvelope, pageOffset } from './paging';
import type { Member } from './sessions';
import { verifyMoneyCode } from './verification';

type Deps = { db: Db; config: Config; now?: (() => Date) | undefined };

const DAY_MS = 24 * 60 * 60 * 1000;
export const WITHDRAW_ROUTE = 'withdraw';
export const SETTING_LOCKED = 'Withdrawal details are locked once saved';
export const NO_WITHDRAWAL_ADDRESS = 'Please set your withdrawal address first';

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

export async function withdrawSettingOf(tx: DbOrTx, memberId: number): Promise<WithdrawSetting> {
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
function addressNetwork(address: string, network: WithdrawNetwork | undefined): WithdrawNetwork {
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

/**
 * POST withdraw-setting: saves the crypto address or the bank account, once. The second factor is checked
 * after the fields, so a malformed address costs no PIN attempt. The save is a conditional write (the field
 * must still be empty), so two saves at once cannot both succeed.
 */
export async function saveWithdrawSetting(
  deps: Deps,
  member: Member,
  body: z.output<typeof withdrawSettingBody>,
): Promise<WithdrawSetting> {
  const now = deps.now?.() ?? new Date();
  const current = await withdrawSettingOf(deps.db, member.id);
  const network = body.type === 'crypto' ? addressNetwork(body.withdrawal_address, body.network) : null;
  if ((body.type === 'crypto' ? current.withdrawal_address : current.ac_no) !== null) {
    throw new ApiError(422, SETTING_LOCKED);
  }
  await verifyMoneyCode(deps, member, body, 'withdraw');

  const fields =
    body.type === 'crypto'
      ? { withdrawalCoin: body.withdrawal_coin, network, withdrawalAddress: body.withdrawal_address }
      : { acNo: body.ac_no, bankName: body.bank_name, holderName: body.holder_name, ifsc: body.ifsc };
  const stillEmpty =
    body.type === 'crypto'
      ? sql`${withdrawalSettings.withdrawalAddress} is null`
      : sql`${withdrawalSettings.acNo} is null`;
  const [saved] = await deps.db
    .insert(withdrawalSettings)
    .values({ userId: member.id, withdrawType: body.type, ...fields, updatedAt: now })
    .onConflictDoUpdate({
      target: withdrawalSettings.userId,
      set: { withdrawType: body.type, ...fields, updatedAt: now },
      setWhere: stillEmpty,
    })
    .returning({ userId: withdrawalSettings.userId });
  if (!saved) throw new ApiError(422, SETTING_LOCKED);
  return withdrawSettingOf(deps.db, member.id);
}

/** POST withdraw-type: switches between crypto and bank, only once both have been saved. */
export async function changeWithdrawType(db: Db, member: Member, type: WithdrawType, now: Date) {
  const [row] = await db
    .update(withdrawalSettings)
    .set({ withdrawType: type, updatedAt: now })
    .where(
      and(
        eq(withdrawalSettings.userId, member.id),
        isNotNull(withdrawalSettings.withdrawalAddress),
        isNotNull(withdrawalSettings.acNo),
      ),
    )
    .returning({ userId: withdrawalSettings.userId });
  if (!row) {
    throw fieldError(
      'account_type',
      'Save both a crypto address and a bank account before changing the type',
    );
  }
  return withdrawSettingOf(db, member.id);
}

/** What the member has requested in the last 24 hours, rejected withdrawals aside. */
async function requestedToday(tx: DbOrTx, memberId: number, now: Date): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountFrom}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, memberId),
        ne(withdrawals.status, withdrawalStatuses.rejected),
        gt(withdrawals.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** GET withdraw: balances, the rupee rate and the rules, stated before the member submits. */
export async function withdrawInfo(db: Db, member: Member, now: Date) {
  const balances = await balancesOf(db, member.id);
  const used = await requestedToday(db, member.id, now);
  const left = WITHDRAW_DAILY_LIMIT_MICROS > used ? WITHDRAW_DAILY_LIMIT_MICROS - used : 0n;
  const more_details: SummaryCard[] = [
    ...withdrawRuleCards(),
    { title: 'Available Today', value: `${fromMicros(left, 2)} USDT` },
  ];
  return {
    status: true as const,
    balance: {
      pay_in: fromMicros(balances.pay_in),
      pay_out: fromMicros(balances.pay_out),
      reserve: fromMicros(balances.reserve),
    },
    conversion_rate: WITHDRAW_CONVERSION_RATE,
    more_details,
    setting: await withdrawSettingOf(db, member.id),
    withdraw_hold_until:
      member.withdrawHoldUntil && member.withdrawHoldUntil > now
        ? member.withdrawHoldUntil.toISOString()
        : null,
  };
}

const newCode = () => `WD${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * POST withdraw: moves the amount from the chosen wallet into the member's pending-withdrawal hold and
 * records the request, at most once per Idempotency-Key. The cheap refusals (no address, below the minimum,
 * above the balance) come before the code so they cost no PIN attempt; the balance and the daily limit are
 * enforced again inside the transaction, where they cannot be raced.
 */
export async function requestWithdrawal(
  deps: Deps,
  member: Member,
  key: string,
  body: z.output<typeof withdrawBody>,
) {
  const now = () => deps.now?.() ?? new Date();
  const amount = toMicros(body.amount);
  const identity = { wallet: body.wallet, amount };
  const replay = await alreadyAnswered(deps.db, { memberId: member.id, route: WITHDRAW_ROUTE, key }, now());
  if (!replay) {
    const setting = await withdrawSettingOf(deps.db, member.id);
    const destination = setting.type === 'bank' ? setting.ac_no : setting.withdrawal_address;
    if (!destination) throw new ApiError(422, NO_WITHDRAWAL_ADDRESS);
    if (amount < WITHDRAW_MINIMUM_MICROS) {
      throw fieldError('amount', `The minimum withdrawal is ${fromMicros(WITHDRAW_MINIMUM_MICROS, 2)} USDT`);
    }
    if ((await balancesOf(deps.db, member.id))[body.wallet] < amount) {
      throw fieldError('amount', 'Insufficient Balance');
    }
    await verifyMoneyCode(deps, member, body, 'withdraw');
  }
  return withIdempotency(
    deps.db,
    { key, memberId: member.id, route: WITHDRAW_ROUTE, body: identity, now: now() },
    async (tx) => {
      const code = await placeWithdrawal(tx, member.id, body.wallet, amount, now());
      const msg = 'Withdrawal requested';
      return { statusCode: 200, body: { status: true as const, msg, message: msg, code } };
    },
  );
}

/** The ledger move and the withdrawal row, in the caller's transaction; returns the withdrawal's code. */
export async function placeWithdrawal(
  tx: Tx,
  memberId: number,
  wallet: 'pay_out' | 'reserve',
  amount: bigint,
  now: Date,
): Promise<string> {
  // One withdrawal of a member at a time past this point, so the daily sum below cannot be raced.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
  const setting = await withdrawSettingOf(tx, memberId);
  const destination = setting.type === 'bank' ? setting.ac_no : setting.withdrawal_address;
  if (!setting.type || !destination) throw new ApiError(422, NO_WITHDRAWAL_ADDRESS);
  if (amount < WITHDRAW_MINIMUM_MICROS) {
    throw fieldError('amount', `The minimum withdrawal is ${fromMicros(WITHDRAW_MINIMUM_MICROS, 2)} USDT`);
  }
  const used = await requestedToday(tx, memberId, now);
  if (used + amount > WITHDRAW_DAILY_LIMIT_MICROS) {
    const left = WITHDRAW_DAILY_LIMIT_MICROS > used ? WITHDRAW_DAILY_LIMIT_MICROS - used : 0n;
    throw fieldError(
      'amount',
      `The daily limit is ${fromMicros(WITHDRAW_DAILY_LIMIT_MICROS, 2)} USDT; ${fromMicros(left, 2)} USDT is left today`,
    );
  }
  const hold = await postTransfer(tx, {
    kind: 'withdrawal_hold',
    description: `Withdrawal requested from ${wallet}`,
    memberId,
    legs: [
      { account: { member: memberId, kind: wallet }, amount: -amount },
      { account: { member: memberId, kind: 'hold_withdrawal' }, amount },
    ],
  });
  const net = amount - WITHDRAW_FEE_MICROS;
  const code = newCode();
  const crypto = setting.type === 'crypto';
  await tx.insert(withdrawals).values({
    code,
    userId: memberId,
    coinType: setting.type,
    wallet,
    network: crypto ? setting.network : null,
    address: crypto ? setting.withdrawal_address : null,
    acNo: crypto ? null : setting.ac_no,
    bankName: crypto ? null : setting.bank_name,
    holderName: crypto ? null : setting.holder_name,
    ifsc: crypto ? null : setting.ifsc,
    amountFrom: amount,
    fee: WITHDRAW_FEE_MICROS,
    amountTo: net,
    netAmount: net,
    status: withdrawalStatuses.pending,
    createdAt: now,
    updatedAt: now,
    holdTransferId: hold.id,
  });
  return code;
}

type WithdrawalRow = typeof withdrawals.$inferSelect;

function record(row: WithdrawalRow): WithdrawRecord {
  return {
    code: row.code,
    coin_type: row.coinType,
    type: row.wallet,
    t_hash: row.tHash,
    bank_name: row.bankName,
    ac_no: row.acNo,
    holder_name: row.holderName,
    ifsc: row.ifsc,
    network: row.network,
    address: row.address,
    amount_from: fromMicros(row.amountFrom),
    amount_to: fromMicros(row.amountTo),
    net_amount: fromMicros(row.netAmount),
    fee: fromMicros(row.fee),
    remarks: row.remarks,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET user/manual/withdraw/list: the member's own withdrawals, newest first. */
export async function withdrawalHistory(db: DbOrTx, member: Member, page: number) {
  const where = eq(withdrawals.userId, member.id);
  const [summary] = await db.select({ total: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return pageEnvelope('user/manual/withdraw/list', page, summary?.total ?? 0, rows.map(record));
}

// --- Operator -------------------------------------------------------------------------------------------

function operatorView(row: WithdrawalRow, username: string): OperatorWithdrawal {
  return {
    id: row.id,
    code: row.code,
    username,
    coin_type: row.coinType,
    type: row.wallet,
    network: row.network,
    address: row.address,
    ac_no: row.acNo,
    bank_name: row.bankName,
    holder_name: row.holderName,
    ifsc: row.ifsc,
    amount_from: fromMicros(row.amountFrom),
    fee: fromMicros(row.fee),
    net_amount: fromMicros(row.netAmount),
    status: row.status,
    t_hash: row.tHash,
    remarks: row.remarks,
    created_at: row.createdAt.toISOString(),
  };
}

/** Withdrawals for the operator, newest first, optionally of one status; at most 100. */
export async function listWithdrawals(tx: DbOrTx, status?: number): Promise<OperatorWithdrawal[]> {
  const rows = await tx
    .select({ row: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(status === undefined ? undefined : eq(withdrawals.status, status))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(100);
  return rows.map(({ row, username }) => operatorView(row, username));
}

async function withUsername(tx: DbOrTx, row: WithdrawalRow): Promise<OperatorWithdrawal> {
  const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.userId));
  return operatorView(row, owner?.username ?? '');
}

/**
 * Moves a withdrawal from one of `from` to `to` with a single conditional UPDATE, so of two operators acting
 * at once exactly one wins; the other is told what the withdrawal has become.
 */
async function advance(
  tx: Tx,
  id: number,
  from: WithdrawalStatus[],
  to: WithdrawalStatus,
  set: Partial<Pick<WithdrawalRow, 'tHash' | 'remarks'>>,
  now: Date,
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  if (!existing) throw new ApiError(404, `No withdrawal has the id ${id}`);
  const is = withdrawalStatusLabels[existing.status as WithdrawalStatus] ?? String(existing.status);
  const may = from.map((s) => withdrawalStatusLabels[s]).join(' or ');
  throw new ApiError(
    409,
    `Withdrawal #${id} is ${is}; only a ${may} withdrawal can become ${withdrawalStatusLabels[to]}`,
  );
}

/** 0 Pending → 3 Processing. */
export async function approveWithdrawal(tx: Tx, id: number, now: Date): Promise<OperatorWithdrawal> {
  const row = await advance(tx, id, [withdrawalStatuses.pending], withdrawalStatuses.processing, {}, now);
  return withUsername(tx, row);
}

/** 3 Processing → 1 Completed: the hold is paid out, the net to withdrawals paid and the fee to fees. */
export async function markWithdrawalPaid(
  tx: Tx,
  id: number,
  tHash: string,
  now: Date,
): Promise<OperatorWithdrawal> {
  const row = await advance(
    tx,
    id,
    [withdrawalStatuses.processing],
    withdrawalStatuses.completed,
    { tHash },
    now,
  );
  const legs = [
    { account: { member: row.userId, kind: 'hold_withdrawal' as const }, amount: -row.amountFrom },
    { account: { platform: 'platform_withdrawals_paid' as const }, amount: row.netAmount },
    ...(row.fee > 0n ? [{ account: { platform: 'platform_fees' as const }, amount: row.fee }] : []),
  ];
  const settled = await postTransfer(tx, {
    kind: 'withdrawal_paid',
    description: `Withdrawal ${row.code} paid, tx ${tHash}`,
    memberId: row.userId,
    holdRef: holdRef('hold_withdrawal', row.id),
    legs,
  });
  return finish(tx, row, settled.id);
}

/** 0 Pending or 3 Processing → 2 Rejected: the hold goes back to the wallet it came from. */
export async function rejectWithdrawal(
  tx: Tx,
  id: number,
  reason: string,
  now: Date,
): Promise<OperatorWithdrawal> {
  const row = await advance(
    tx,
    id,
    [withdrawalStatuses.pending, withdrawalStatuses.processing],
    withdrawalStatuses.rejected,
    { remarks: reason },
    now,
  );
  const settled = await postTransfer(tx, {
    kind: 'withdrawal_rejected',
    description: `Withdrawal ${row.code} rejected: ${reason}`,
    memberId: row.userId,
    holdRef: holdRef('hold_withdrawal', row.id),
    legs: [
      { account: { member: row.userId, kind: 'hold_withdrawal' }, amount: -row.amountFrom },
      { account: { member: row.userId, kind: row.wallet }, amount: row.amountFrom },
    ],
  });
  return finish(tx, row, settled.id);
}

async function finish(tx: Tx, row: WithdrawalRow, settleTransferId: number) {
  const [updated] = await tx
    .update(withdrawals)
    .set({ settleTransferId })
    .where(eq(withdrawals.id, row.id))
    .returning();
  return withUsername(tx, updated ?? row);
}
