import type { PublicReserves } from '../../api/proofOfReserves';
import { EmptyState, PageHeader, RetryAlert, Spinner } from '../../ui';
import { LatestSnapshot } from './LatestSnapshot';
import * as styles from './Reserves.css';
import { ReservesHistory } from './ReservesHistory';
import { WhatItProves } from './WhatItProves';

export type ReservesViewProps = {
  /** Undefined until GET proof-of-reserves answers. */
  reserves: PublicReserves | undefined;
  error: string | null;
  onRetry: () => void;
};

/**
 * Proof of reserves (/reserves), public: what members were owed against what the chains held at each
 * published snapshot, the root every member's proof leads to, and in plain words what that proves.
 */
export function ReservesView({ reserves, error, onRetry }: ReservesViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Proof of reserves"
        description="What Tessera owed its members, against the USDT it held on the chains, at the same moment."
      />
      {reserves ? (
        reserves.latest ? (
          <>
            <LatestSnapshot snapshot={reserves.latest} />
            <ReservesHistory history={reserves.history} />
          </>
        ) : (
          <EmptyState
            title="Nothing has been published yet"
            description="The first snapshot appears here once it is taken and published."
          />
        )
      ) : error ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : (
        <Spinner label="Loading the proof of reserves" />
      )}
      <WhatItProves />
    </div>
  );
}
