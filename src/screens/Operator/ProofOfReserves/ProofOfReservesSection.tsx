import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  operatorReserveKeys,
  operatorReserveSnapshotsQuery,
  takeReserveSnapshotMutation,
} from '../../../api/operatorReserves';
import { failureMessage } from '../shared/failure';
import { useOperatorShell } from '../shared/operatorShell';
import { refreshLists } from '../shared/refreshLists';
import { ProofOfReservesView } from './ProofOfReservesView';
import { LIST_FAILED, TAKE_FAILED, type TakenSnapshot } from './reservesText';
import { TreasuryAddressesSection } from './TreasuryAddressesSection';

/**
 * GET operator/proof-of-reserves; for money.write, POST operator/proof-of-reserves after a confirmation. The
 * treasury addresses beside them load on their own.
 */
export function ProofOfReservesSection() {
  const { rights } = useOperatorShell();
  const queryClient = useQueryClient();
  const snapshots = useQuery(operatorReserveSnapshotsQuery());
  const canWrite = rights.includes('money.write');
  const [confirming, setConfirming] = useState(false);
  const [taken, setTaken] = useState<TakenSnapshot | null>(null);
  const take = useMutation({
    ...takeReserveSnapshotMutation(),
    onSuccess: (answer) => {
      setTaken({ snapshotId: answer.data.id, approvalId: answer.approval_id });
      setConfirming(false);
    },
    // Taken or refused, the list is read again: a 409 means another snapshot waits that this list may miss.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: operatorReserveKeys.snapshots() });
      refreshLists(queryClient);
    },
  });

  return (
    <ProofOfReservesView
      snapshots={snapshots.data ?? null}
      loading={snapshots.isPending}
      error={snapshots.error ? failureMessage(snapshots.error, LIST_FAILED) : null}
      onRetry={() => void snapshots.refetch()}
      canWrite={canWrite}
      confirming={confirming}
      onTake={() => {
        take.reset();
        setConfirming(true);
      }}
      onCancel={() => setConfirming(false)}
      onConfirm={() => take.mutate()}
      taking={take.isPending}
      takeError={take.error ? failureMessage(take.error, TAKE_FAILED) : null}
      taken={taken}
      onDismissTaken={() => setTaken(null)}
      treasury={<TreasuryAddressesSection canWrite={canWrite} />}
    />
  );
}
