import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OperatorReserveSnapshot } from '../../../api/operatorReserves';
import { Button, ConfirmDialog, EmptyState, PageHeader, RetryAlert, Skeleton } from '../../../ui';
import * as styles from './ProofOfReserves.css';
import {
  LIST_FAILED,
  PUBLIC_RESERVES_PATH,
  SNAPSHOT_REQUESTS_PATH,
  type TakenSnapshot,
  takenMessage,
} from './reservesText';
import { SnapshotCard } from './SnapshotCard';

export type ProofOfReservesViewProps = {
  /** Newest first; null until the first answer. */
  snapshots: readonly OperatorReserveSnapshot[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Whether this operator may take a snapshot (money.write). */
  canWrite: boolean;
  /** The confirm dialog is open. */
  confirming: boolean;
  onTake: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  /** The snapshot is being taken: the ledger and the chains are read. */
  taking: boolean;
  /** The server's refusal (a snapshot already waits, no right), shown in the dialog. */
  takeError: string | null;
  /** The snapshot just taken, which now waits for a second operator. */
  taken: TakenSnapshot | null;
  onDismissTaken: () => void;
  /** The treasury addresses and their proofs of control, above the snapshots that count them. */
  treasury?: ReactNode;
};

function Taken({ taken, onDismiss }: { taken: TakenSnapshot; onDismiss: () => void }) {
  return (
    <div className={styles.waiting} role="status">
      <p className={styles.bannerText}>
        <strong>Waiting for a second operator.</strong> {takenMessage(taken)}
      </p>
      <Link to={SNAPSHOT_REQUESTS_PATH}>Open request #{taken.approvalId} in Approvals</Link>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}

function Snapshots({
  snapshots,
  canWrite,
}: {
  snapshots: readonly OperatorReserveSnapshot[];
  canWrite: boolean;
}) {
  if (snapshots.length === 0)
    return (
      <EmptyState
        title="No snapshot yet"
        description={
          canWrite
            ? 'The daily schedule takes the first one, or take one now.'
            : 'The daily schedule takes the first one.'
        }
      />
    );
  return (
    <ol className={styles.list} aria-label="Snapshots, newest first">
      {snapshots.map((snapshot, index) => (
        <li key={snapshot.id}>
          <SnapshotCard snapshot={snapshot} open={index === 0} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The proof of reserves as the back office keeps it: every snapshot with its status, and for a role that moves
 * money, a new one taken now that a second operator must approve before the public page shows it.
 */
export function ProofOfReservesView(props: ProofOfReservesViewProps) {
  const { snapshots, loading, error, canWrite, taken } = props;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Proof of reserves"
        description="What members were owed against what the chains held, in a tree each member can check"
        actions={canWrite ? <Button onClick={props.onTake}>Take snapshot</Button> : undefined}
      />
      {!canWrite && (
        <p className={styles.readOnly}>Read only: your role sees the snapshots but cannot take one.</p>
      )}
      {taken && <Taken taken={taken} onDismiss={props.onDismissTaken} />}
      <p className={styles.links}>
        <span className={styles.muted}>
          Members and visitors read the published snapshots on the public page.
        </span>
        <a href={PUBLIC_RESERVES_PATH} target="_blank" rel="noreferrer">
          Open {PUBLIC_RESERVES_PATH} (new tab)
        </a>
      </p>
      {props.treasury}
      {snapshots ? (
        <Snapshots snapshots={snapshots} canWrite={canWrite} />
      ) : loading ? (
        <div aria-busy="true">
          <p className={styles.muted} role="status">
            Loading the snapshots…
          </p>
          <Skeleton shape="rect" />
        </div>
      ) : (
        <RetryAlert message={error ?? LIST_FAILED} onRetry={props.onRetry} />
      )}
      {canWrite && (
        <ConfirmDialog
          open={props.confirming}
          onOpenChange={(open) => {
            if (!open) props.onCancel();
          }}
          title="Take a snapshot now?"
          message={`The ledger and every chain are read now, and the members' tree is built from their balances. The snapshot is published on ${PUBLIC_RESERVES_PATH} once a second operator approves it in Approvals; until then only the back office sees it.`}
          confirmLabel="Take snapshot"
          cancelLabel="Cancel"
          busy={props.taking}
          onConfirm={props.onConfirm}
        >
          {props.takeError && (
            <p className={styles.formError} role="alert">
              {props.takeError}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
