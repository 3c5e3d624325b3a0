import type { AuditRow } from '../../../api/auditLog';

export const auditRows: AuditRow[] = [
  {
    id: 812,
    action: 'operator.change',
    operator: 'demo_admin',
    subject_username: null,
    details: { id: 7, role: 'finance', outcome: 'ok' },
    before: { id: 7, username: 'walk_support', role: 'support', disabled_at: null },
    after: { id: 7, username: 'walk_support', role: 'finance', disabled_at: null },
    ip: '203.0.113.9',
    created_at: '2026-03-05T09:07:03.000Z',
  },
  {
    id: 811,
    action: 'withdrawal.paid',
    operator: 'demo_finance',
    subject_username: 'alice',
    details: { id: 8, t_hash: 'ab12cd34ef', outcome: 'ok' },
    before: { status: 3 },
    after: { status: 1 },
    ip: '198.51.100.4',
    created_at: '2026-03-05T09:02:41.000Z',
  },
  {
    id: 810,
    action: 'member.session.revoke-all',
    operator: 'operator key',
    subject_username: 'bob',
    details: { outcome: 'refused', reason: 'No member has the username bob' },
    before: null,
    after: null,
    ip: null,
    created_at: '2026-03-05T08:59:00.000Z',
  },
];
