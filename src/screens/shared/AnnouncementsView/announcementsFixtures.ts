import type { Announcement } from '../../../api/announcements';
import type { Notice } from '../../../api/notices';

export const announcements: Announcement[] = [
  {
    id: 7,
    title: 'Scheduled maintenance on Sunday',
    body: 'Withdrawals pause from 02:00 to 04:00 UTC while we upgrade the ledger.',
    pinned: true,
    published_at: '2026-03-05T08:00:00Z',
    read: false,
  },
  {
    id: 5,
    title: 'New reserve plans',
    body: 'Two new crypto reserve plans are open from today.',
    pinned: false,
    published_at: '2026-03-01T08:00:00Z',
    read: true,
  },
];

export const notices: Notice[] = [
  {
    id: 31,
    kind: 'withdrawal_paid',
    title: 'Withdrawal paid',
    body: 'Your withdrawal WD3F9A1C2B7E40 was paid: 98.00 USDT was sent to TXb2cVu9yDqzY1hW3aN8rK5mJ7pLs4eFgH (USDT TRC20) in transaction 4f1c9d2e8b7a6053c1d4e2f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9.',
    link: 'https://tronscan.org/#/transaction/4f1c9d2e8b7a6053c1d4e2f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9',
    created_at: '2026-03-06T10:15:00Z',
    read: false,
  },
  {
    id: 30,
    kind: 'withdrawal_rejected',
    title: 'Withdrawal rejected',
    body: 'Your withdrawal WD1A2B3C4D5E6F of 40.00 USDT was rejected: The destination could not be verified. The amount is back in your Out going Wallet.',
    link: null,
    created_at: '2026-03-05T16:40:00Z',
    read: false,
  },
  {
    id: 29,
    kind: 'deposit_credited',
    title: 'Deposit credited',
    body: '1,000.00 USDT from transaction 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b was credited to your Receiving Wallet.',
    link: null,
    created_at: '2026-03-04T08:05:00Z',
    read: true,
  },
];
