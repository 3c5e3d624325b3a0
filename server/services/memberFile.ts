import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  fromMicros,
  MEMBER_FILE_ROWS,
  MEMBER_LEDGER_ROWS,
  type MemberFile,
  type MemberLedgerLine,
  type WithdrawSetting,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import {
  countries,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  reserveSubscriptions,
  tokens,
  users,
} from '../db/schema';
import { ApiError } from './errors';
import { freezeOf } from './memberGuards';
import { requireMember } from './members';
import { payoutDestination } from './noticeWords';
import { memberBalances } from './operator';
import { subscriptionViews } from './reserveViews';
import { type RequestOrigin, recordSecurityEvent } from './securityEvents';
import { liveSessions, memberSessions, securityLogPage } from './securityLog';
import type { Member } from './sessions';
import { stakeHistory } from './staking';
import { listMemberTickets } from './tickets';
import { listMemberWithdrawals } from './withdrawalReview';
import { pendingAddressChangeOf, withdrawSettingOf } from './withdrawSettings';

const iso = (d: Date | null) => d?.toISOString() ?? null;
async function ledgerLines(tx: DbOrTx, memberId: number): Promise<MemberLedgerLine[]> {
  const rows = await tx
    .select({ entry: ledgerEntries, account: ledgerAccounts.kind, transfer: ledgerTransfers })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(eq(ledgerAccounts.ownerUserId, memberId))
    .orderBy(desc(ledgerEntries.id))
    .limit(MEMBER_LEDGER_ROWS);
  return rows.map(({ entry, account, transfer }) => ({
    entry_id: entry.id,
    created_at: transfer.createdAt.toISOString(),
    kind: transfer.kind,
    description: transfer.description,
    account,
    amount: fromMicros(entry.amount),
    balance_after: fromMicros(entry.balanceAfter),
  }));
}

const positionOf = (position: string | null): 'L' | 'R' | null =>
  position === 'L' || position === 'R' ? position : null;

async function profileOf(tx: DbOrTx, member: Member, now: Date) {
  const sponsor = alias(users, 'sponsor');
  const parent = alias(users, 'parent');
  const [row] = await tx
    .select({ country: countries.name, sponsor: sponsor.username, parent: parent.username })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(sponsor, eq(sponsor.id, users.sponsorId))
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(eq(users.id, member.id));
  return {
    profile: {
      username: member.username,
      name: member.name,
      email: member.email,
      phone: member.phone,
      country: row?.country ?? '',
      uvid: member.referralId,
      auth_type: member.authType,
      two_factor: member.status2fa === 1,
      email_verified_at: iso(member.emailVerifiedAt),
      joined_at: member.createdAt.toISOString(),
      withdraw_hold_until: iso(member.withdrawHoldUntil),
      pin_locked_until: iso(member.pinLockedUntil),
      withdrawals_frozen: await freezeOf(tx, member),
      payout_destination: destinationOf(await withdrawSettingOf(tx, member.id, now)),
      payout_address_waiting: await pendingAddressChangeOf(tx, member.id, now),
    },
    sponsor: row?.sponsor ?? null,
    placement: {
      parent: row?.parent ?? null,
      position: positionOf(member.position),
    },
  };
}

/** The saved payout destination in one line, as the member's Withdraw Setting shows it. */
function destinationOf(setting: WithdrawSetting): string | null {
  const bank = setting.type === 'bank' && setting.ac_no;
  if (!bank && !setting.withdrawal_address) return null;
  return payoutDestination({
    crypto: !bank,
    address: setting.withdrawal_address,
    network: setting.network,
    bankName: setting.bank_name,
    acNo: setting.ac_no,
    holderName: setting.holder_name,
  });
}

/** Everything an operator needs to answer for one member, each list newest first. */
export async function memberFile(tx: DbOrTx, username: string, now: Date): Promise<MemberFile> {
  const member = await requireMember(tx, username);
  const reservations = await tx
    .select()
    .from(reserveSubscriptions)
    .where(eq(reserveSubscriptions.userId, member.id))
    .orderBy(desc(reserveSubscriptions.id))
    .limit(MEMBER_FILE_ROWS);
  const sessions = await memberSessions(tx, member.id, -1, now);
  return {
    ...(await profileOf(tx, member, now)),
    balances: await memberBalances(tx, member.username),
    ledger: await ledgerLines(tx, member.id),
    stakes: (await stakeHistory(tx, member, 1)).data.slice(0, MEMBER_FILE_ROWS),
    reservations: await subscriptionViews(tx, reservations),
    withdrawals: await listMemberWithdrawals(tx, member, MEMBER_FILE_ROWS),
    tickets: (await listMemberTickets(tx, member.id)).data.slice(0, MEMBER_FILE_ROWS),
    sessions: sessions.map(({ current: _current, ...session }) => session),
    security_log: (await securityLogPage(tx, member.id, 1, now)).data.data.slice(0, MEMBER_FILE_ROWS),
  };
}

/**
 * Signs a member out of one session (`sessionId`) or all of them, for the operators; the member's security
 * log says who did it. Returns how many sessions ended; an id that is not one of the member's open sessions
 * is not found.
 */
export async function endMemberSessions(
  tx: DbOrTx,
  input: { username: string; sessionId?: number; origin: RequestOrigin; now: Date },
): Promise<number> {
  const member = await requireMember(tx, input.username);
  const which = input.sessionId === undefined ? undefined : eq(tokens.id, input.sessionId);
  const ended = await tx
    .update(tokens)
    .set({ revokedAt: input.now })
    .where(and(liveSessions(member.id, input.now), which))
    .returning({ device: tokens.device, ip: tokens.ip });
  if (input.sessionId !== undefined && ended.length === 0) throw new ApiError(404, 'Session not found');
  for (const row of ended) {
    const detail = `${row.device || 'unknown device'} (${row.ip || 'unknown address'}), by the operators`;
    await recordSecurityEvent(tx, {
      userId: member.id,
      kind: 'session_revoked',
      origin: input.origin,
      at: input.now,
      detail,
    });
  }
  return ended.length;
}
