import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  AddressProofBody,
  AddressProofResponse,
  OperatorReserveSnapshotsResponse,
  TakeReserveSnapshotResponse,
  TreasuryAddressesResponse,
} from './contract/reserveSnapshots';
import { unwrap } from './errors';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type {
  AddressOwnership,
  AddressProofBody,
  AddressProofResponse,
  OperatorReserveSnapshot,
  ReserveChainHolding,
  ReserveSnapshotStatus,
  TakeReserveSnapshotResponse,
  TreasuryAddress,
  TreasuryAddressesResponse,
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

const ADDRESSES_PATH = `${PATH}/addresses`;

/** Every declared treasury address, each with the signed message that proves its control, if any (money.read). */
export const getTreasuryAddresses = () =>
  asOperator((options) => apiGet<TreasuryAddressesResponse>(ADDRESSES_PATH, options));

/**
 * Imports a message signed offline by a treasury address's key (money.write): 200 with the address now proven;
 * 422 with the field at fault (address, message or signature) when the server cannot accept it.
 */
export const postAddressProof = (body: AddressProofBody) =>
  asOperator((options) => apiPost<AddressProofResponse>(ADDRESSES_PATH, body, options));

/** Under the back office's own key, so signing out forgets the snapshots with everything else. */
export const operatorReserveKeys = {
  all: () => [...operatorKeys.all(), 'proof-of-reserves'] as const,
  snapshots: () => [...operatorReserveKeys.all(), 'snapshots'] as const,
  addresses: () => [...operatorReserveKeys.all(), 'addresses'] as const,
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

export const treasuryAddressesQuery = () =>
  queryOptions({
    queryKey: operatorReserveKeys.addresses(),
    queryFn: () => unwrap(getTreasuryAddresses()).then((response) => response.data),
  });

export const proveAddressMutation = () =>
  mutationOptions({
    mutationKey: [...operatorReserveKeys.all(), 'prove'],
    mutationFn: (body: AddressProofBody) => unwrap(postAddressProof(body)),
  });
