import type { ApprovalKind } from '../../../api/operatorMoney';

/** Each kind of request in words; keyed by kind, so a new kind fails to compile until it is named here. */
export const kindLabels: Record<ApprovalKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
  operator_create: 'New operator',
  operator_role: 'Operator role change',
  operator_enable: 'Operator re-enabled',
  operator_authenticator_reset: 'Operator authenticator reset',
  member_unfreeze: 'Lift withdrawal freeze',
  member_pin_reset: 'Security PIN reset',
  member_2fa_reset: 'Second factor reset',
  reserve_snapshot: 'Proof of reserves',
};
