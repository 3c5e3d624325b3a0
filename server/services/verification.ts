import { type FactorFields, offeredFactor, type VerifierDeps, verifySecondFactor } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';

/** The money moves a code can authorise; an e-mailed code is bound to one of them. */
export type MoneyAction = 'transfer' | 'withdraw' | 'unstake';

export type MoneyCodeFields = Omit<FactorFields, 'recovery_code'>;

const logLabels: Record<MoneyAction, string> = {
  transfer: 'transfer',
  withdraw: 'withdrawal',
  unstake: 'unstake',
};

/**
 * Checks the second factor for a money move, following the member's auth type: the security PIN, an e-mailed
 * code requested for this action, or an authenticator code (a code already used is refused). Commits on its
 * own, so a wrong guess is counted though the move is refused; throws a 422 on the auth type's field, having
 * moved nothing. `label` names the move in Logs when it is not the action itself (saving a payout address).
 */
export async function verifyMoneyCode(
  deps: VerifierDeps,
  member: Member,
  body: MoneyCodeFields,
  action: MoneyAction,
  origin: RequestOrigin,
  label = logLabels[action],
): Promise<void> {
  const offered = offeredFactor(member, body, action);
  await verifySecondFactor(deps, member, offered, { purpose: action, action: label, origin });
}
