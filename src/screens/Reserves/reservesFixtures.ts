import type { PublicReserves, ReserveSnapshot, ReserveSnapshotSummary } from '../../api/proofOfReserves';

const summary = (
  id: number,
  day: string,
  members: number,
  liabilities: string,
  holdings: string,
  ratio: string | null,
): ReserveSnapshotSummary => ({
  id,
  taken_at: `2026-11-${day}T00:00:00.000Z`,
  trigger: 'schedule',
  ledger_point: String(9000 + id * 37),
  root_hash: id.toString(16).padStart(2, '0').repeat(32),
  members,
  liabilities,
  holdings,
  ratio_percent: ratio,
});

export const latestSnapshot: ReserveSnapshot = {
  ...summary(12, '22', 1284, '3218.260000', '3355.612000', '104.26'),
  root_hash: '7754aadd1d2114a61050ccb7ed9d1094d94e8bdad8525e9e5d5187241d56f386',
  chains: [
    {
      network: 'BEP20',
      method: 'USDT BEP20',
      token: '0x55d398326f99059fF775485246999027B3197955',
      block: '44120318',
      deposit_addresses: { count: 212, total: '1105.612000' },
      treasury: [
        {
          address: '0x8F3a9c21D4e5B6c7A8b9C0d1E2f3A4b5C6d7E8f9',
          balance: '1500.000000',
          proven: true,
          ownership: {
            message:
              'Tessera proof of reserves: the platform controls 0x8F3a9c21D4e5B6c7A8b9C0d1E2f3A4b5C6d7E8f9 on BEP20. 2026-11-20',
            signature: `0x${'3c'.repeat(64)}1b`,
            proven_at: '2026-11-20T09:12:00.000Z',
          },
        },
        { address: '0x1B2c3D4e5F6a7B8c9D0e1F2a3B4c5D6e7F8a9B0c', balance: '250.000000', proven: false },
      ],
      total: '2855.612000',
    },
    {
      network: 'TRC20',
      method: 'USDT TRC20',
      token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      block: '67002231',
      deposit_addresses: { count: 0, total: '0.000000' },
      treasury: [{ address: 'TXk3wFv9NnP1q2R3s4T5u6V7w8X9y1Z2a3', balance: '500.000000', proven: true }],
      total: '500.000000',
    },
  ],
};

/** Newest first, as the API sends it. */
export const history: ReserveSnapshotSummary[] = [
  latestSnapshot,
  summary(11, '21', 1279, '3190.100000', '3301.004000', '103.47'),
  summary(10, '20', 1270, '3102.450000', '3150.000000', '101.53'),
  summary(9, '19', 1262, '3011.000000', '2950.500000', '97.99'),
  summary(8, '18', 1250, '2890.750000', '3010.000000', '104.12'),
];

export const published: PublicReserves = { latest: latestSnapshot, history };

export const nothingPublished: PublicReserves = { latest: null, history: [] };
