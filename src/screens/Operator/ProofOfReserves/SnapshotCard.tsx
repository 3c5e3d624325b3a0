import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OperatorReserveSnapshot } from '../../../api/operatorReserves';
import { CopyButton, formatDateTime, formatUsdt, Numeric, StatusPill, shorten } from '../../../ui';
import { ChainHoldings } from './ChainHoldings';
import { Disclosure } from './Disclosure';
import * as styles from './ProofOfReserves.css';
import { isShort, ratioText, SNAPSHOT_REQUESTS_PATH, takenBy } from './reservesText';

const usdt = (amount: string) => formatUsdt(amount);

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Where the snapshot stands: when it was published, the request it waits on, or that it was declined. */
function StatusNote({ snapshot }: { snapshot: OperatorReserveSnapshot }) {
  if (snapshot.status === 'published')
    return (
      <p className={styles.note}>
        Published {snapshot.published_at ? formatDateTime(snapshot.published_at) : ''} on the public page.
      </p>
    );
  if (snapshot.status === 'declined')
    return (
      <p className={styles.note}>
        Declined by the second operator
        {snapshot.approval_id === null ? '' : ` (request #${snapshot.approval_id})`}: never published.
      </p>
    );
  return (
    <p className={styles.note}>
      Not public yet: a second operator approves it in Approvals.{' '}
      {snapshot.approval_id !== null && (
        <Link to={SNAPSHOT_REQUESTS_PATH}>Open request #{snapshot.approval_id}</Link>
      )}
    </p>
  );
}

/** One snapshot: who took it and when, its status in words, its figures, its root hash and its chains. */
export function SnapshotCard({ snapshot, open }: { snapshot: OperatorReserveSnapshot; open: boolean }) {
  const titleId = `snapshot-${snapshot.id}-title`;
  const short = isShort(snapshot.ratio_percent);
  return (
    <article className={styles.card[snapshot.status]} aria-labelledby={titleId} data-status={snapshot.status}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          Snapshot #{snapshot.id}, {formatDateTime(snapshot.taken_at)}
        </h2>
        <StatusPill kind="reserveSnapshot" status={snapshot.status} />
      </header>
      <StatusNote snapshot={snapshot} />
      <dl className={styles.figures}>
        <Figure term="Taken by">{takenBy(snapshot)}</Figure>
        <Figure term="Members">
          <Numeric>{String(snapshot.members)}</Numeric>
        </Figure>
        <Figure term="Owed to members">
          <Numeric>{usdt(snapshot.liabilities)}</Numeric>
        </Figure>
        <Figure term="Held on the chains">
          <Numeric>{usdt(snapshot.holdings)}</Numeric>
        </Figure>
        <Figure term="Held against owed">
          <span className={short ? styles.short : undefined}>
            <Numeric>{ratioText(snapshot.ratio_percent)}</Numeric>
            {short ? ' (short)' : ''}
          </span>
        </Figure>
        <Figure term="Root hash">
          <span className={styles.hashRow}>
            <bdi dir="ltr" className={styles.code} title={snapshot.root_hash}>
              {shorten(snapshot.root_hash, 8)}
            </bdi>
            <CopyButton
              text={snapshot.root_hash}
              message={`The root hash of snapshot #${snapshot.id} is copied.`}
              aria-label={`Copy the root hash of snapshot #${snapshot.id}`}
              variant="ghost"
            />
          </span>
        </Figure>
      </dl>
      <Disclosure label="Full root hash">
        <bdi dir="ltr" className={styles.longCode}>
          {snapshot.root_hash}
        </bdi>
      </Disclosure>
      <Disclosure
        label={`Holdings on ${snapshot.chains.length} ${snapshot.chains.length === 1 ? 'chain' : 'chains'}`}
        defaultOpen={open}
      >
        <ChainHoldings chains={snapshot.chains} label={`Chains of snapshot #${snapshot.id}`} />
      </Disclosure>
    </article>
  );
}
