import type { ReserveSubscription } from '../../api/reserve';
import { Button, Carousel, EmptyState, formatRemaining, formatUsdt } from '../../ui';
import * as styles from './Reserve.css';
import { ReserveItemCard } from './ReserveItemCard';
import { canClaim, RISK_FACTOR_EXPLAINED, todaysLogs } from './reserveFormat';

export type ReserveTradeState = {
  secondsLeft: number;
  /** Past the next-trade time, unclaimed and no request in progress. */
  canTrade: boolean;
};

export type ReserveClaimPhase = 'idle' | 'claiming' | 'polling' | 'paid' | 'failed';
export type ReserveClaimState = { phase: ReserveClaimPhase; profit: string | null; error: string | null };

export type ReserveCollectionProps = {
  subscription: ReserveSubscription | null;
  trade: ReserveTradeState;
  claim: ReserveClaimState;
  onTrade: (logId: number) => void;
  onClaim: () => void;
};

export function ReserveCollection({ subscription, trade, claim, onTrade, onClaim }: ReserveCollectionProps) {
  const logs = todaysLogs(subscription);
  if (!subscription || logs.length === 0) return <EmptyState />;
  const open = subscription.is_claimed === 0;
  const claimable = canClaim(subscription);
  const claimBusy = claim.phase === 'claiming' || claim.phase === 'polling';
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          Reserve ID {subscription.invoice_id} · {formatUsdt(subscription.amount_paid)}
        </p>
        {open && trade.secondsLeft > 0 && (
          <p className={styles.muted}>
            <span aria-hidden="true">Next Bid in </span>
            <span role="timer" aria-label="Next Bid in" className={styles.timer}>
              {formatRemaining(trade.secondsLeft, 'clock')}
            </span>
          </p>
        )}
      </div>
      <p className={styles.muted}>
        Commitment (SHA-256 of this collection's secret seed):{' '}
        <span className={styles.mono}>{subscription.seed_hash}</span>
      </p>
      <p className={styles.muted}>{RISK_FACTOR_EXPLAINED}</p>
      <Carousel
        label="Today's Collection"
        items={logs.map((log) => (
          <ReserveItemCard
            key={log.id}
            log={log}
            invoiceId={subscription.invoice_id}
            canTrade={trade.canTrade}
            onTrade={onTrade}
          />
        ))}
      />
      {(claimable || claimBusy || claim.phase === 'failed') && (
        <div className={styles.toolbar}>
          <p className={styles.muted} role="status">
            {claim.phase === 'polling'
              ? 'Claim recorded. Waiting for the payment; checking every 10 seconds…'
              : (claim.error ?? 'Every item is traded. Claim to receive your amount and profit.')}
          </p>
          <Button onClick={onClaim} busy={claimBusy}>
            Claim
          </Button>
        </div>
      )}
      {claim.phase === 'paid' && claim.profit !== null && (
        <p className={styles.muted} role="status">
          Claim paid: profit {formatUsdt(claim.profit, 4)}
        </p>
      )}
    </div>
  );
}
