import type { ReactNode } from 'react';
import type { Payout, PayoutDetail } from '../../api/payouts';
import { buttonRow } from '../../theme';
import { Button, Dialog, Spinner, StatusPill } from '../../ui';
import * as styles from './Payouts.css';
import { formatPayoutDate, payoutAmount, payoutReason, sourceEventText } from './payoutFormat';

/** The detail the member asked for: loading until `data` or `error` arrives. */
export type PayoutDetailState = { id: number; data: PayoutDetail | undefined; error: string | null };

export type PayoutDetailDialogProps = {
  payout: Payout;
  detail: PayoutDetailState | null;
  onOpenChange: (open: boolean) => void;
  onRetry: () => void;
  trigger: ReactNode;
};

/** "Why I earned this": the source event, the member it came from, the level, the rate and the plan version. */
export function PayoutDetailDialog({
  payout,
  detail,
  onOpenChange,
  onRetry,
  trigger,
}: PayoutDetailDialogProps) {
  const open = detail?.id === payout.id;
  const data = open ? detail.data : undefined;
  return (
    <Dialog
      title="Why I earned this"
      description={data ? payoutReason(data) : undefined}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
    >
      {data ? (
        <Facts detail={data} />
      ) : open && detail.error ? (
        <div className={buttonRow}>
          <p role="alert">{detail.error}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading payout details" />
      )}
    </Dialog>
  );
}

function Facts({ detail }: { detail: PayoutDetail }) {
  const facts: [string, ReactNode][] = [
    ['Date', formatPayoutDate(detail.created_at)],
    ['Source event', sourceEventText(detail)],
    ['From member', detail.from_username],
    ['Level', String(detail.level)],
    ['Rate', `${detail.rate_percentage}%`],
    ['Plan version', String(detail.plan_version)],
    [
      'Source amount',
      payoutAmount({ ...detail, amount: detail.source_amount, level_amount: detail.source_amount }),
    ],
    ['Amount', payoutAmount(detail)],
    ['Source', detail.source],
    ['Status', <StatusPill key="status" kind="payout" status={detail.is_paid} />],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
