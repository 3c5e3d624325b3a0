import type { ReactNode } from 'react';
import type { OperatorRight, OperatorRole } from '../../../api/operatorSession';
import {
  BellIcon,
  ChatIcon,
  CoinsIcon,
  IdCardIcon,
  LayersIcon,
  ListIcon,
  ShieldCheckIcon,
  UsersIcon,
  WalletIcon,
} from '../../../ui';

export const OPERATOR_HOME = '/operator';
export const OPERATOR_SIGN_IN = '/operator/sign-in';

/** What the sign-in page says when the back office sent the operator there. */
export const OPERATOR_SESSION_ENDED =
  'Your back office session has ended (15 minutes without activity, or signed out elsewhere). Please sign in again.';
export const OPERATOR_SIGNED_OUT = 'You are signed out of the back office.';

export interface OperatorSection {
  /** The address under /operator. */
  path: string;
  label: string;
  /** The right a role needs to see the section at all. */
  right: OperatorRight;
  icon: ReactNode;
}

/** The back office's sections in menu order; each shows only to a role holding its right. */
export const operatorSections: readonly OperatorSection[] = [
  { path: 'members', label: 'Members', right: 'members.read', icon: <UsersIcon /> },
  { path: 'money', label: 'Money', right: 'money.read', icon: <CoinsIcon /> },
  { path: 'tickets', label: 'Tickets', right: 'tickets.read', icon: <ChatIcon /> },
  { path: 'announcements', label: 'Announcements', right: 'announcements.read', icon: <BellIcon /> },
  { path: 'plans', label: 'Plans', right: 'plans.read', icon: <LayersIcon /> },
  { path: 'liabilities', label: 'Liabilities', right: 'money.read', icon: <WalletIcon /> },
  {
    path: 'proof-of-reserves',
    label: 'Proof of reserves',
    right: 'money.read',
    icon: <ShieldCheckIcon />,
  },
  { path: 'audit', label: 'Audit log', right: 'audit.read', icon: <ListIcon /> },
  { path: 'operators', label: 'Operators', right: 'operators.read', icon: <IdCardIcon /> },
];

export const sectionsFor = (rights: readonly OperatorRight[]) =>
  operatorSections.filter((section) => rights.includes(section.right));

export const roleSummaries: Record<OperatorRole, string> = {
  support: 'Support answers members: tickets and announcements, with read access to member accounts.',
  finance:
    'Finance moves money: deposits, withdrawals and manual credits, with read access to members and plans.',
  admin: 'Admin runs everything, operators and plans included.',
  auditor: 'An auditor reads everything and changes nothing.',
};

/** Each right in words, as the overview lists what the signed-in role may do. */
export const rightDescriptions: Record<OperatorRight, string> = {
  'members.read': 'Find members and read their profile, balances, ledger lines, mail and security log',
  'members.act': "Sign in as a member with a one-time link, and end a member's sessions",
  'money.read':
    'See the withdrawal queue, deposits, the ledger check, liabilities and holdings, and the proof of reserves',
  'money.write':
    'Record deposits; approve, pay and reject withdrawals; ask for and approve manual credits; take a proof of reserves',
  'tickets.read': 'Read support tickets',
  'tickets.write': 'Reply to tickets, write internal notes, close, reopen and assign them',
  'announcements.read': 'Read announcements',
  'announcements.write': 'Publish, schedule, pin and withdraw announcements',
  'plans.read': 'See the staking packages, reserve plans and income plan',
  'plans.write': 'Change the staking packages, reserve plans and income plan, and run scheduled jobs by hand',
  'operators.read': 'See the operator accounts',
  'operators.write': 'Add operators and change their roles',
  'audit.read': 'Read the audit log',
};
