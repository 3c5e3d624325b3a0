import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  WithdrawNetwork,
  WithdrawSetting,
  WithdrawType,
  withdrawSettingBody,
} from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { withdrawalSettings } from '../db/schema';
import { decodeTronAddress } from '../deposits/addresses';
import { ApiError, fieldError } from './errors';
import type { VerifierDeps } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';
import { verifyMoneyCode } from './verification';
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
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof withdrawSettingBody>,
  origin: RequestOrigin,
): Promise<WithdrawSetting> {
  const now = deps.now?.() ?? new Date();
  // A payout address saved during the hold would receive the first withdrawal after it.
  refuseDuringHold(member.withdrawHoldUntil, now);
  const current = await withdrawSettingOf(deps.db, member.id);
  const network = body.type === 'crypto' ? addressNetwork(body.withdrawal_address, body.network) : null;
  if ((body.type === 'crypto' ? current.withdrawal_address : current.ac_no) !== null) {
    throw new ApiError(422, SETTING_LOCKED);
  }
  await verifyMoneyCode(deps, member, body, 'withdraw', origin, 'withdraw setting');

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
