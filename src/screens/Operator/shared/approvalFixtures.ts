import type { ApprovalRequest } from '../../../api/operatorMoney';

/** A request waiting for a second person, as the server lists it; a story names what differs. */
export const approval = (
  overrides: Partial<ApprovalRequest> & Pick<ApprovalRequest, 'id'>,
): ApprovalRequest => ({
  kind: 'deposit',
  username: 'alice',
  operator: null,
  amount: '1500',
  details: { username: 'alice', payment_method_id: 1, txhash: 'a1b2c3d4e5f60718' },
  requested_by: 'demo_admin',
  requested_at: '2026-03-14T09:34:00.000Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  reason: null,
  outcome: null,
  ...overrides,
});
