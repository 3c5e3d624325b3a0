import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  OperatorReserveSnapshotsResponse,
  TakeReserveSnapshotResponse,
} from './contract/reserveSnapshots';
import { unwrap } from './errors';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type {
  OperatorReserveSnapshot,
  ReserveChainHolding,
  ReserveSnapshotStatus,
  TakeReserveSnapshotResponse,
} from './contract/reserveSnapshots';

const PATH = 'operator/proof-of-reserves';

/** The newest snapshots of every status, newest first (money.read). */
export const getOperatorReserveSnapshots = () =>
  asOperator((options) => apiGet<OperatorReserveSnapshotsResponse>(PATH, options));

/**
 * Takes a snapshot now (money.write): always 202 with the snapshot and the request a second operator approves
 * to publish it; 409 while another one waits.
 */
export const postReserveSnapshot = () =>
  asOperator((options) => apiPost<TakeReserveSnapshotResponse>(PATH, undefined, options));

/** Under the back office's own key, so signing out forgets the snapshots with everything else. */
export const operatorReserveKeys = {
  all: () => [...operatorKeys.all(), 'proof-of-reserves'] as const,
  snapshots: () => [...operatorReserveKeys.all(), 'snapshots'] as const,
};

export const operatorReserveSnapshotsQuery = () =>
  queryOptions({
    queryKey: operatorReserveKeys.snapshots(),
    queryFn: () => unwrap(getOperatorReserveSnapshots()).then((response) => response.data),
  });

export const takeReserveSnapshotMutation = () =>
  mutationOptions({
    mutationKey: [...operatorReserveKeys.all(), 'take'],
    mutationFn: () => unwrap(postReserveSnapshot()),
  });
