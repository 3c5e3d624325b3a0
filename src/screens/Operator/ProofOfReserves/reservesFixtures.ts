import type { OperatorReserveSnapshot, ReserveChainHolding } from '../../../api/operatorReserves';
import { BSC_PROVEN, BSC_UNPROVEN, bscOwnership, TRON_PROVEN, tronOwnership } from './treasuryFixtures';

const bsc: ReserveChainHolding = {
  network: 'BEP20',
  method: 'USDT BEP20',
  token: '0x55d398326f99059ff775485246999027b3197955',
  block: '41230577',
  deposit_addresses: { count: 214, total: '3100' },
  treasury: [
    { address: BSC_PROVEN, balance: '4500', proven: true, ownership: bscOwnership },
    { address: BSC_UNPROVEN, balance: '500', proven: false },
  ],
  total: '8100',
};

const tron: ReserveChainHolding = {
  network: 'TRC20',
  method: 'USDT TRC20',
  token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  block: '66120940',
  deposit_addresses: { count: 3, total: '20.5' },
  treasury: [{ address: TRON_PROVEN, balance: '300', proven: true, ownership: tronOwnership }],
  total: '320.5',
};

const figures = {
  ledger_point: '98211',
  members: 1204,
  liabilities: '8120.5',
  holdings: '8420.5',
  ratio_percent: '103.69',
  chains: [bsc, tron],
};

/** Taken by an operator just now, waiting for a second one to publish it. */
export const pending: OperatorReserveSnapshot = {
  ...figures,
  id: 12,
  taken_at: '2026-03-14T09:34:00.000Z',
  trigger: 'operator',
  root_hash: 'c0ffee5b1d7e4a2f9083b6c1d2e3f4a5b6c7d8e9f00112233445566778899aabb',
  status: 'pending',
  taken_by: 'finance_anna',
  approval_id: 40,
  published_at: null,
};

/** The daily schedule's, published at once. */
export const published: OperatorReserveSnapshot = {
  ...figures,
  id: 11,
  taken_at: '2026-03-14T00:00:00.000Z',
  trigger: 'schedule',
  root_hash: '7a1e0c44d2b9f8e3a6c5d4b3a2918f7e6d5c4b3a29180f7e6d5c4b3a2918f7e6',
  members: 1198,
  liabilities: '8090',
  holdings: '8420.5',
  ratio_percent: '104.08',
  status: 'published',
  taken_by: null,
  approval_id: null,
  published_at: '2026-03-14T00:00:05.000Z',
};

/** An operator's that the second operator declined: never shown on the public page. */
export const declined: OperatorReserveSnapshot = {
  ...figures,
  id: 10,
  taken_at: '2026-03-13T15:02:00.000Z',
  trigger: 'operator',
  root_hash: '3b5d9e1f2a4c6e8091b3d5f7a9c1e3f5b7d9f1a3c5e7f9b1d3f5a7c9e1b3d5f7',
  liabilities: '8400',
  holdings: '7620.5',
  ratio_percent: '90.72',
  chains: [{ ...bsc, total: '7300', treasury: [{ ...bsc.treasury[0]!, balance: '4200' }] }, tron],
  status: 'declined',
  taken_by: 'admin_omar',
  approval_id: 31,
  published_at: null,
};

/** Newest first, one of each status, as the server lists them. */
export const snapshots: OperatorReserveSnapshot[] = [pending, published, declined];
