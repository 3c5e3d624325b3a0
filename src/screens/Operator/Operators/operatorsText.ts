import type { OperatorListItem } from '../../../api/operatorAccounts';
import type { OperatorRole } from '../../../api/operatorSession';
import { roleSummaries } from '../shared/operatorSections';

/** The roles in the order the back office names them; keyed by role, so a new role fails to compile here. */
const roleOrder: Record<OperatorRole, number> = { support: 0, finance: 1, admin: 2, auditor: 3 };
export const roles = (Object.keys(roleOrder) as OperatorRole[]).sort((a, b) => roleOrder[a] - roleOrder[b]);

export const roleOptions = roles.map((role) => ({ value: role, label: role }));

export const roleSummary = (role: OperatorRole) => roleSummaries[role];

export const OPERATOR_PASSWORD_MIN = 12;

/** What the server accepts as a username, checked here first so the operator hears it beside the field. */
export function usernameProblem(username: string): string | null {
  if (!username.trim()) return 'Enter a username.';
  if (!/^[a-z0-9_]{3,32}$/i.test(username.trim())) return 'Use 3 to 32 letters, digits or _.';
  return null;
}

export function passwordProblem(password: string): string | null {
  if (password.length < OPERATOR_PASSWORD_MIN) return `Use at least ${OPERATOR_PASSWORD_MIN} characters.`;
  if (password.length > 256) return 'Use at most 256 characters.';
  return null;
}

/** The change each confirmation asks for, what it says, and what the server is sent. */
export const confirmations = {
  disable: {
    title: (op: OperatorListItem) => `Disable ${op.username}?`,
    message: 'Their sessions end at once and they cannot sign in until an admin enables them again.',
    confirm: 'Disable',
    change: { disabled: true },
    done: (op: OperatorListItem) => `${op.username} is disabled.`,
  },
  enable: {
    title: (op: OperatorListItem) => `Enable ${op.username}?`,
    message:
      'A second admin must approve this: then they can sign in again with their password and authenticator.',
    confirm: 'Ask to enable',
    change: { disabled: false },
    done: (op: OperatorListItem) => `${op.username} can sign in again.`,
  },
  reset: {
    title: (op: OperatorListItem) => `Reset ${op.username}'s authenticator?`,
    message:
      'A second admin must approve this: then their authenticator and any lock are cleared, and they set up a new authenticator when they next sign in, with their password.',
    confirm: 'Ask to reset',
    change: { reset_authenticator: true },
    done: (op: OperatorListItem) => `${op.username} sets up a new authenticator at their next sign-in.`,
  },
} as const;

export type ConfirmKind = keyof typeof confirmations;

/** What the admin reads once a change waits for a second admin (a 202). */
export const waitingMessage = (what: string, requestId: number) =>
  `${what} is waiting for a second admin's approval (request #${requestId}).`;
