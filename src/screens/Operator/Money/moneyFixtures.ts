import type { ApprovalRequest, OperatorDepositRow, OperatorWithdrawal } from '../../../api/operatorMoney';
import { approval } from '../shared/approvalFixtures';
import type { DecisionState } from './DecisionDialog';

/** The operator signed in to the stories' back office. */
export const ME = 'demo_finance';

export const pendingApprovals: ApprovalRequest[] = [
  approval({ id: 12 }),
  approval({
    id: 11,
    kind: 'withdrawal',
    username: 'bob',
    amount: '2000',
    details: { withdrawal_id: 4, code: 'WD000000000004' },
    requested_by: ME,
  }),
  approval({
    id: 10,
    kind: 'adjustment',
    username: 'carol',
    amount: '5.5',
    details: { wallet: 'pay_out', direction: 'credit', amount: '5.5', reason: 'Refund of a double fee' },
  }),
];

export const decidedApprovals: ApprovalRequest[] = [
  approval({
    id: 9,
    status: 'approved',
    decided_by: ME,
    decided_at: '2026-03-13T16:05:00.000Z',
  }),
  approval({
    id: 8,
    kind: 'adjustment',
    username: 'dave',
    amount: '40',
    details: { wallet: 'reserve', direction: 'debit', amount: '40', reason: 'Duplicate credit' },
    status: 'declined',
    decided_by: 'demo_admin',
    decided_at: '2026-03-12T10:00:00.000Z',
    reason: 'Not a duplicate: two separate deposits',
    requested_by: ME,
  }),
];

export const withdrawal = (
  overrides: Partial<OperatorWithdrawal> & Pick<OperatorWithdrawal, 'id'>,
): OperatorWithdrawal => ({
  code: `WD${String(overrides.id).padStart(12, '0')}`,
  username: 'bob',
  coin_type: 'USDT',
  type: 'pay_out',
  network: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ac_no: null,
  bank_name: null,
  holder_name: null,
  ifsc: null,
  amount_from: '20',
  fee: '1',
  net_amount: '19',
  status: 0,
  t_hash: null,
  remarks: '',
  created_at: '2026-03-14T08:00:00.000Z',
  ...overrides,
});

export const pendingWithdrawals = [
  withdrawal({ id: 4 }),
  withdrawal({ id: 5, username: 'erin', amount_from: '2500', net_amount: '2499' }),
];
export const processingWithdrawals = [withdrawal({ id: 3, status: 3 })];
export const completedWithdrawals = [withdrawal({ id: 2, status: 1, t_hash: 'f00dbabe12345678' })];
export const rejectedWithdrawals = [
  withdrawal({ id: 1, status: 2, remarks: 'Address flagged by the operator' }),
];

export const closedDecision: DecisionState = {
  target: null,
  text: '',
  fieldError: null,
  error: null,
  busy: false,
};

/** Deposits as the deposit list shows them: one in the member's wallet, one waiting for the member's sync. */
export const depositRows: OperatorDepositRow[] = [
  {
    id: 22,
    username: 'frank',
    payment_method_id: 2,
    method: 'USDT BEP20',
    thash: 'depotx0002',
    amount: '200',
    source: 'operator',
    recorded_at: '2026-03-14T09:40:00.000Z',
    state: 'unsynced',
    block_number: null,
    credited_at: null,
  },
  {
    id: 21,
    username: 'alice',
    payment_method_id: 1,
    method: 'USDT TRC20',
    thash: 'depotx0001',
    amount: '300',
    source: 'operator',
    recorded_at: '2026-03-13T08:05:00.000Z',
    state: 'credited',
    block_number: null,
    credited_at: '2026-03-13T08:12:00.000Z',
  },
];
