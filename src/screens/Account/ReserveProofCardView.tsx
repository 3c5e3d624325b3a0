import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  describeCheck,
  type MyReserveProof,
  type ProofCheck,
  proofFileName,
} from '../../api/proofOfReserves';
import { buttonRow } from '../../theme';
import { Button, FigureList, FigureRow, Numeric, RetryAlert, Spinner } from '../../ui';
import { microsAsUsdt, snapshotTime } from '../shared/reserveFormat';
import * as styles from './Account.css';
import * as own from './ReserveProofCard.css';

/** Where the card is: its proof on the way, ready, being checked, checked, or no proof to show. */
export const reserveProofStatuses = [
  'loading',
  'ready',
  'verifying',
  'verified',
  'notVerified',
  'unpublished',
  'loadFailed',
] as const;
export type ReserveProofStatus = (typeof reserveProofStatuses)[number];

export type ReserveProofCardViewProps = {
  status: ReserveProofStatus;
  /** The member's proof and what it shows, once read. */
  proof: MyReserveProof | null;
  /** The outcome of the last check, while it is shown. */
  check: ProofCheck | null;
  /** Why there is no proof: nothing published yet (or the server's words), or the read failed. */
  message: string | null;
  onVerify: () => void;
  onDownload: () => void;
  onRetry: () => void;
};

/**
 * Verify my balance: the member's place in the newest proof of reserves, checked in their own browser, and
 * the file to check it with no part of Tessera's site.
 */
export function ReserveProofCardView(props: ReserveProofCardViewProps) {
  const headingId = useId();
  const { status, proof, message } = props;
  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId} className={styles.cardHeading}>
        Verify my balance
      </h2>
      <p className={own.muted}>
        Tessera publishes what it owes all members as one total, the root of a tree in which your balance is
        one leaf. Check here, in your own browser, that your balance is counted in it.
      </p>
      {status === 'loading' && <Spinner label="Loading your proof of reserves" />}
      {status === 'unpublished' && <p className={own.muted}>{message}</p>}
      {status === 'loadFailed' && <RetryAlert message={message ?? ''} onRetry={props.onRetry} />}
      {proof && <Proof {...props} proof={proof} />}
      <p className={own.muted}>
        <Link to="/reserves">What the proof of reserves shows, and what it does not</Link>
      </p>
    </section>
  );
}

function Proof({
  status,
  proof,
  check,
  onVerify,
  onDownload,
}: ReserveProofCardViewProps & { proof: MyReserveProof }) {
  const file = proofFileName(proof.proof);
  return (
    <>
      <FigureList>
        <FigureRow label="Snapshot taken">
          <Numeric>{snapshotTime(proof.taken_at)}</Numeric>
        </FigureRow>
        <FigureRow label="Your balance included">
          <Numeric>{microsAsUsdt(proof.proof.balance)}</Numeric>
        </FigureRow>
        <FigureRow label="Owed to all members">
          <Numeric>{microsAsUsdt(proof.proof.root.sum)}</Numeric>
        </FigureRow>
        <FigureRow label="Root hash" mono>
          {proof.proof.root.hash}
        </FigureRow>
      </FigureList>
      <div className={buttonRow}>
        <Button onClick={onVerify} busy={status === 'verifying'}>
          Verify my balance
        </Button>
        <Button variant="secondary" onClick={onDownload}>
          Download proof (JSON)
        </Button>
      </div>
      {/* Always in the page, so the outcome is announced when it arrives. */}
      <div role="status">
        {check && (
          <p className={check.ok ? own.verified : own.unverified}>{describeCheck(proof.proof, check)}</p>
        )}
      </div>
      <p className={own.muted}>
        To check it without Tessera, download the proof and run, in a copy of Tessera's source code:
      </p>
      <code className={own.command} dir="ltr">
        npm run verify-reserves -- {file}
      </code>
    </>
  );
}
