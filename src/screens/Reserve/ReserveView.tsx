import type { ReactNode } from 'react';
import {
  type ReserveDashboard,
  type ReservePlan,
  type ReserveTickerResponse,
  type ReserveType,
  reserveTabLabels,
  reserveTypeOptions,
} from '../../api/reserve';
import { PageHeader, Skeleton, SummaryRow, Tabs, TickerTape } from '../../ui';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import type { VerifyReservation } from './CheckResults';
import * as styles from './Reserve.css';
import { type ReserveClaimState, ReserveCollection, type ReserveTradeState } from './ReserveCollection';
import { ReserveDialogs, type ReserveDialogsProps } from './ReserveDialogs';
import { ReserveHistory } from './ReserveHistory';
import { ReservePlanPanel, type ReservePurchaseState } from './ReservePlanPanel';
import { claimedCollections, currentReservation, heldInReservations, summaryItems } from './reserveFormat';

export type ReserveTicker = ReserveTickerResponse['data'];

export type ReserveViewProps = {
  type: ReserveType;
  onTypeChange: (type: ReserveType) => void;
  section: ReserveSection;
  onSectionChange: (section: ReserveSection) => void;
  dashboard: ReserveDashboard | null;
  plans: readonly ReservePlan[];
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  ticker: ReserveTicker;
  purchase: ReservePurchaseState;
  onPlanSelect: (planId: number | null) => void;
  onReserve: () => void;
  trade: ReserveTradeState;
  onTrade: (logId: number) => void;
  claim: ReserveClaimState;
  onClaim: () => void;
  verify: VerifyReservation;
} & Omit<ReserveDialogsProps, 'confirm'>;

export const reserveSections = ['reserve', 'today', 'all'] as const;
export type ReserveSection = (typeof reserveSections)[number];

const tickerItems = (ticker: ReserveTicker) =>
  ticker.map((entry) => ({
    id: entry.label,
    label: entry.label,
    value:
      entry.last_24h_average === null
        ? `${entry.range} · no trades in 24h`
        : `${entry.range} · 24h avg ${entry.last_24h_average}% · ${entry.trades_24h} trades`,
  }));

/** Reserve (spec document 1 §2): the summary, the plan, today's collection and the claimed collections. */
export function ReserveView(props: ReserveViewProps) {
  const { type, dashboard, plans, loading, loadError, onReload } = props;
  let panel: ReactNode;
  if (loading && !dashboard) {
    panel = (
      <div aria-busy="true" className={styles.stack}>
        <p className={styles.muted} role="status">
          Loading reserve details…
        </p>
        <Skeleton shape="rect" />
      </div>
    );
  } else if (!dashboard) {
    panel = <LoadFailedNotice detail={loadError} onRetry={onReload} />;
  } else {
    const current = currentReservation(dashboard.reserve_history, type);
    panel = (
      <div className={styles.stack}>
        <SummaryRow label="Reserve summary" items={summaryItems(dashboard)} />
        <p className={styles.muted}>{heldInReservations(dashboard.reserved_balance)}</p>
        <Tabs
          label="Reserve sections"
          value={props.section}
          onValueChange={props.onSectionChange}
          items={[
            {
              value: 'reserve',
              label: 'Reserve',
              content: (
                <ReservePlanPanel
                  plans={plans}
                  purchase={props.purchase}
                  onPlanSelect={props.onPlanSelect}
                  onReserve={props.onReserve}
                />
              ),
            },
            {
              value: 'today',
              label: "Today's Collection",
              content: (
                <ReserveCollection
                  subscription={current}
                  trade={props.trade}
                  claim={props.claim}
                  onTrade={props.onTrade}
                  onClaim={props.onClaim}
                />
              ),
            },
            {
              value: 'all',
              label: type === 'crypto' ? 'All Collection' : 'All Collections',
              content: (
                <ReserveHistory
                  collections={claimedCollections(dashboard.all_reserve_history, type)}
                  verify={props.verify}
                />
              ),
            },
          ]}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title="Reserve" />
      <Tabs
        label="Reserve type"
        value={type}
        onValueChange={props.onTypeChange}
        items={reserveTypeOptions.map((value) => ({
          value,
          label: reserveTabLabels[value],
          content: (
            <div className={styles.stack}>
              {value === 'crypto' && <TickerTape label="Market ticker" items={tickerItems(props.ticker)} />}
              {panel}
            </div>
          ),
        }))}
      />
      <ReserveDialogs
        confirm={{
          open: props.purchase.confirming,
          amount: props.purchase.amount,
          busy: props.purchase.busy,
          error: props.purchase.error,
        }}
        onConfirmClose={props.onConfirmClose}
        onConfirm={props.onConfirm}
        trading={props.trading}
        tradeResult={props.tradeResult}
        onResultClose={props.onResultClose}
        claimPaid={props.claimPaid}
        onClaimClose={props.onClaimClose}
      />
    </div>
  );
}
