import type { ReactNode } from 'react';
import type { AgedCount, OperatorOverview } from '../../../api/operatorHome';
import { ButtonLink, formatDateTime, formatUsdt, Numeric } from '../../../ui';
import { kindLabels } from '../shared/approvalLabels';
import * as styles from './overview.css';

export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
      {action}
    </section>
  );
}

/** Name and figure pairs, a figure read with its name. */
export function Figures({
  items,
}: {
  items: readonly { name: string; value: ReactNode; alert?: boolean }[];
}) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.name} className={styles.figureRow}>
          <dt className={styles.figureName}>{item.name}</dt>
          <dd className={item.alert ? `${styles.figureValue} ${styles.alert}` : styles.figureValue}>
            <Numeric>{item.value}</Numeric>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** How many of one kind wait, by how long they have waited. */
export function AgedFigures({ title, count }: { title: string; count: AgedCount }) {
  return (
    <section className={styles.aged} aria-label={title}>
      <h3 className={styles.agedTitle}>{title}</h3>
      <Figures
        items={[
          { name: 'Under 1 hour', value: count.under_1h },
          { name: '1 to 24 hours', value: count.h1_to_24h },
          { name: 'Over 24 hours', value: count.over_24h, alert: count.over_24h > 0 },
          { name: 'All', value: count.total },
        ]}
      />
    </section>
  );
}

const oldest = (at: string | null) => (at ? `The oldest since ${formatDateTime(at)}` : 'Nothing waits');

export function ApprovalsPanel({
  part,
  linked,
}: {
  part: NonNullable<OperatorOverview['approvals']>;
  linked: boolean;
}) {
  return (
    <Panel
      title="Approvals waiting"
      action={
        linked && (
          <ButtonLink to="/operator/money/approvals" variant="secondary" size="sm">
            Open the approvals
          </ButtonLink>
        )
      }
    >
      <Figures
        items={[
          ...part.pending.map((row) => ({ name: kindLabels[row.kind], value: row.count })),
          { name: 'All', value: part.total, alert: part.total > 0 },
        ]}
      />
      <p className={styles.muted}>{oldest(part.oldest_at)}</p>
    </Panel>
  );
}

export function WithdrawalsPanel({ part }: { part: NonNullable<OperatorOverview['withdrawals']> }) {
  return (
    <Panel
      title="Withdrawals by age"
      action={
        <ButtonLink to="/operator/money/withdrawals?dir=asc" variant="secondary" size="sm">
          Open the queue, oldest first
        </ButtonLink>
      }
    >
      <div className={styles.agedPair}>
        <AgedFigures title="Pending" count={part.pending} />
        <AgedFigures title="Processing" count={part.processing} />
      </div>
      <p className={styles.muted}>
        Pending in all: <Numeric>{formatUsdt(part.pending_amount)}</Numeric>. {oldest(part.pending.oldest_at)}
        .
      </p>
    </Panel>
  );
}

export function TicketsPanel({ part }: { part: NonNullable<OperatorOverview['tickets']> }) {
  return (
    <Panel
      title="Open tickets by age"
      action={
        <ButtonLink to="/operator/tickets?assigned=unassigned" variant="secondary" size="sm">
          Open the unassigned tickets
        </ButtonLink>
      }
    >
      <AgedFigures title="Open" count={part.open} />
      <Figures
        items={[
          { name: 'Awaiting a reply', value: part.awaiting_reply, alert: part.awaiting_reply > 0 },
          { name: 'Nobody has taken', value: part.unassigned },
        ]}
      />
    </Panel>
  );
}

export function DepositsPanel({ part }: { part: NonNullable<OperatorOverview['deposits']> }) {
  return (
    <Panel
      title="Deposits awaiting"
      action={
        <ButtonLink to="/operator/money/deposits?state=unsynced" variant="secondary" size="sm">
          Open the deposits not yet synced
        </ButtonLink>
      }
    >
      <Figures
        items={[
          {
            name: 'Waiting for a second operator',
            value: part.awaiting_approval.count,
            alert: part.awaiting_approval.count > 0,
          },
          { name: 'Amount waiting for approval', value: formatUsdt(part.awaiting_approval.amount) },
          { name: "Not yet in the member's wallet", value: part.unsynced.count },
          { name: 'Amount not yet synced', value: formatUsdt(part.unsynced.amount) },
        ]}
      />
    </Panel>
  );
}

export function LiabilitiesPanel({ part }: { part: NonNullable<OperatorOverview['liabilities']> }) {
  const short = part.difference.startsWith('-');
  return (
    <Panel
      title="Liabilities against holdings"
      action={
        <ButtonLink to="/operator/liabilities" variant="secondary" size="sm">
          Open the report
        </ButtonLink>
      }
    >
      <Figures
        items={[
          { name: 'Owed to members', value: formatUsdt(part.owed) },
          { name: 'Held', value: formatUsdt(part.held) },
          {
            name: short ? 'Short by' : 'Held beyond what is owed',
            value: formatUsdt(part.difference.replace(/^-/, '')),
            alert: short,
          },
          { name: 'Ledger check', value: part.ledger_ok ? 'Sound' : 'Violated', alert: !part.ledger_ok },
        ]}
      />
    </Panel>
  );
}
