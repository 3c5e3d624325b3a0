import type { OperatorListItem } from '../../../api/operatorAccounts';

export const operators: OperatorListItem[] = [
  {
    id: 1,
    username: 'demo_admin',
    role: 'admin',
    authenticator: true,
    locked_until: null,
    disabled_at: null,
    created_at: '2026-01-01T08:00:00.000Z',
    last_sign_in_at: '2026-03-05T08:55:00.000Z',
  },
  {
    id: 4,
    username: 'demo_auditor',
    role: 'auditor',
    authenticator: true,
    locked_until: '2026-03-05T09:30:00.000Z',
    disabled_at: null,
    created_at: '2026-01-01T08:00:00.000Z',
    last_sign_in_at: '2026-03-04T16:20:00.000Z',
  },
  {
    id: 2,
    username: 'demo_finance',
    role: 'finance',
    authenticator: false,
    locked_until: null,
    disabled_at: '2026-03-02T10:00:00.000Z',
    created_at: '2026-01-01T08:00:00.000Z',
    last_sign_in_at: null,
  },
  {
    id: 3,
    username: 'demo_support',
    role: 'support',
    authenticator: true,
    locked_until: null,
    disabled_at: null,
    created_at: '2026-01-01T08:00:00.000Z',
    last_sign_in_at: '2026-03-05T07:10:00.000Z',
  },
];

export const [admin, auditor, finance, support] = operators as [
  OperatorListItem,
  OperatorListItem,
  OperatorListItem,
  OperatorListItem,
];
