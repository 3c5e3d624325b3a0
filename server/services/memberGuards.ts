import { eq } from 'drizzle-orm';
import {
  type ApprovalRequest,
  type MemberFreezeBody,
  memberApprovalKinds,
  type WithdrawalFreeze,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { DbOrTx } from '../db/client';
import { operators, users } from '../db/schema';
import { type ApprovalRow, partyOf, requestApproval } from './approvals';
import { removePin, switchTwoFactorOff } from './credentials';
import { ApiError } from './errors';
import { requireMember } from './members';
import type { AuditActor } from './operator';
import type { RequestOrigin } from './securityEvents';
import { type NoticeDeps, noteSecurityChange } from './securityNotices';
import type { Member } from './sessions';

/** What a member's Logs show as the origin of a change the operators made. */
const BY_SUPPORT: RequestOrigin = { ip: 'Support', device: 'Tessera back office' };

/** The withdrawal freeze as the back office shows it; null when withdrawals are not frozen. */
export async function freezeOf(tx: DbOrTx, member: Member): Promise<WithdrawalFreeze | null> {
  if (!member.withdrawalsFrozenAt) return null;
  const by = member.withdrawalsFrozenBy ?? 'key';
  const [operator] = by.startsWith('operator:')
    ? await tx
        .select({ username: operators.username })
        .from(operators)
        .where(eq(operators.id, Number(by.slice('operator:'.length))))
    : [];
  return {
    frozen_at: member.withdrawalsFrozenAt.toISOString(),
    reason: member.withdrawalsFrozenReason ?? '',
    frozen_by: operator?.username ?? 'operator key',
  };
}

/** The refusal a member (or an operator paying them) gets while their withdrawals are frozen. */
export function refuseWhileFrozen(member: Pick<Member, 'withdrawalsFrozenAt'>): void {
  if (member.withdrawalsFrozenAt) {
    throw new ApiError(423, 'Withdrawals from this account are paused by Support; please contact Support');
  }
}

/**
 * Freezes a member's withdrawals at once: it only keeps money in, so one operator may do it. The member is
 * told by mail and in Logs, with the reason. Lifting it waits for a second person.
 */
export async function freezeWithdrawals(
  tx: DbOrTx,
  deps: NoticeDeps,
  input: { username: string; body: MemberFreezeBody; by: AuditActor; now: Date },
): Promise<WithdrawalFreeze> {
  const member = await lockMember(tx, input.username);
  if (member.withdrawalsFrozenAt) {
    throw new ApiError(409, `Withdrawals of ${member.username} are frozen already`);
  }
  const [frozen] = await tx
    .update(users)
    .set({
      withdrawalsFrozenAt: input.now,
      withdrawalsFrozenReason: input.body.reason,
      withdrawalsFrozenBy: partyOf(input.by),
    })
    .where(eq(users.id, member.id))
    .returning();
  await noteSecurityChange(tx, deps, member, {
    kind: 'withdrawals_frozen',
    origin: BY_SUPPORT,
    at: input.now,
    detail: input.body.reason,
  });
  return (await freezeOf(tx, frozen!))!;
}

async function lockMember(tx: DbOrTx, username: string): Promise<Member> {
  const { id } = await requireMember(tx, username);
  const [member] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return member!;
}

type MemberKind = (typeof memberApprovalKinds)[number];

/** Why the change cannot be made to the member as they are now, or null. */
function unchangeable(kind: MemberKind, member: Member): string | null {
  if (kind === 'member_unfreeze' && !member.withdrawalsFrozenAt) {
    return `Withdrawals of ${member.username} are not frozen`;
  }
  if (kind === 'member_pin_reset' && !member.pinHash)
    return `${member.username} has no Security Pin to reset`;
  if (kind === 'member_2fa_reset' && member.status2fa !== 1) return `${member.username} has no 2FA to reset`;
  return null;
}

/**
 * Asks a second person to lift a member's withdrawal freeze or reset their PIN or second factor: each could
 * let money out or let someone else into the account, so none is made on one operator's word.
 */
export async function requestMemberChange(
  tx: DbOrTx,
  input: { username: string; kind: MemberKind; reason: string; by: AuditActor; now: Date },
): Promise<ApprovalRequest> {
  const member = await requireMember(tx, input.username);
  const refusal = unchangeable(input.kind, member);
  if (refusal) throw new ApiError(409, refusal);
  return requestApproval(
    tx,
    {
      kind: input.kind,
      subject: `${input.kind}:${member.id}`,
      memberId: member.id,
      details: { reason: input.reason },
    },
    input.by,
    input.now,
  );
}

/**
 * What an approved member request does, in the approving transaction. A reset is a security change like the
 * member's own: it is mailed, written to Logs and starts the 24-hour withdrawal hold, and sign-ins fall back
 * to the e-mailed code until the member sets the method up again.
 */
export async function applyMemberChange(
  tx: DbOrTx,
  deps: NoticeDeps,
  row: ApprovalRow & { memberId: number },
  now: Date,
): Promise<Record<string, unknown>> {
  const [member] = await tx.select().from(users).where(eq(users.id, row.memberId)).for('update');
  if (!member) throw new ApiError(404, 'The member no longer exists');
  const { kind } = row;
  if (!isOneOf(memberApprovalKinds, kind)) throw new Error(`request #${row.id} is not a change to a member`);
  const refusal = unchangeable(kind, member);
  if (refusal) throw new ApiError(409, refusal);
  const notice = {
    member_unfreeze: 'withdrawals_unfrozen',
    member_pin_reset: 'pin_reset_by_support',
    member_2fa_reset: '2fa_reset_by_support',
  } as const;
  const change = { origin: BY_SUPPORT, at: now };
  if (kind === 'member_pin_reset') await removePin(tx, deps, member, change);
  else if (kind === 'member_2fa_reset')
    await switchTwoFactorOff(tx, deps, member, { ...change, bySupport: true });
  else {
    await tx
      .update(users)
      .set({ withdrawalsFrozenAt: null, withdrawalsFrozenReason: null, withdrawalsFrozenBy: null })
      .where(eq(users.id, member.id));
    await noteSecurityChange(tx, deps, member, { kind: 'withdrawals_unfrozen', ...change });
  }
  return { username: member.username, change: notice[kind] };
}
