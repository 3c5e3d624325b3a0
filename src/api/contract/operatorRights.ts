/**
 * Who may do what in the operator back office: one role per operator, each role a fixed set of rights, and
 * every operator route names the one right it needs. Plain data (no zod), so the browser hides what a role
 * may not do from the same table the server enforces.
 */
import { type ApprovalKind, operatorApprovalKinds } from './approvalRules';
import { isOneOf } from './literalRules';

/** support answers members, finance moves money, admin runs everything, an auditor reads everything. */
export const operatorRoles = ['support', 'finance', 'admin', 'auditor'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const operatorRights = [
  /** find members, read their profile, balances, ledger lines, mail and security log */
  'members.read',
  /** sign in as a member (a one-time link), end a member's sessions */
  'members.act',
  /** the withdrawal queue, deposits, the ledger check, liabilities and holdings */
  'money.read',
  /** record deposits, approve, pay and reject withdrawals, ask for and approve manual credits */
  'money.write',
  'tickets.read',
  /** reply, write internal notes, close, reopen, assign */
  'tickets.write',
  'announcements.read',
  /** publish, schedule, pin, withdraw */
  'announcements.write',
  'plans.read',
  /** change staking packages, reserve plans and the income plan; run the scheduled jobs by hand */
  'plans.write',
  'operators.read',
  /** add operators and change their roles */
  'operators.write',
  'audit.read',
] as const;
export type OperatorRight = (typeof operatorRights)[number];

const reads = operatorRights.filter((right) => right.endsWith('.read'));

export const roleRights: Record<OperatorRole, readonly OperatorRight[]> = {
  support: ['members.read', 'tickets.read', 'tickets.write', 'announcements.read', 'announcements.write'],
  finance: ['members.read', 'money.read', 'money.write', 'plans.read'],
  admin: operatorRights,
  auditor: reads,
};

export function roleMay(role: OperatorRole, right: OperatorRight): boolean {
  return roleRights[role].includes(right);
}

/**
 * The right a person needs to approve (or decline) a request of each kind: money moves and lifting a
 * withdrawal freeze are finance's, resetting a member's PIN or second factor needs the right to act in their
 * account, and changing who runs the platform needs the right to change operators.
 */
export function approvalRight(kind: ApprovalKind): OperatorRight {
  if (isOneOf(operatorApprovalKinds, kind)) return 'operators.write';
  if (kind === 'member_pin_reset' || kind === 'member_2fa_reset') return 'members.act';
  return 'money.write';
}
