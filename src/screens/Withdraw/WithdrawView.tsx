import type { ReactNode } from 'react';
import { withdrawDestination } from '../../api/withdraw';
import { PageHeader, Skeleton, StatCard, SummaryRow, authCardText as text } from '../../ui';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import {
  type MoneyVerification,
  MoneyVerificationDialog,
  type MoneyVerificationHandlers,
} from '../shared/MoneyVerification/MoneyVerificationDialog';
import * as styles from './Withdraw.css';
import { AccountDetails, NoAddress } from './WithdrawAccount';
import { WithdrawForm, type WithdrawFormProps, type WithdrawInfo } from './WithdrawForm';
import { WithdrawHistory, type WithdrawHistoryProps } from './WithdrawHistory';
import { WithdrawHold } from './WithdrawHold';

export { WITHDRAW_SETTING_PATH } from './WithdrawAccount';
export type { WithdrawFormValues, WithdrawInfo } from './WithdrawForm';

export type WithdrawViewProps = {
  info: WithdrawInfo | null;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  verification: MoneyVerification | null;
  history: Omit<WithdrawHistoryProps, 'conversionRate'>;
} & Omit<WithdrawFormProps, 'info' | 'busy'> &
  MoneyVerificationHandlers;

function LoadingCards() {
  return (
    <div className={styles.cards} aria-busy="true">
      <Skeleton shape="rect" />
      <Skeleton shape="rect" />
      <Skeleton shape="rect" />
      <Skeleton shape="rect" />
    </div>
  );
}

/** Manual Withdraw (spec document 2 §2): the rules, the payout account, the form, its verification and the history. */
export function WithdrawView({
  info,
  loading,
  loadError,
  onReload,
  form,
  fieldErrors,
  submitError,
  onFieldChange,
  onNext,
  verification,
  history,
  ...dialog
}: WithdrawViewProps) {
  let body: ReactNode;
  if (loading && !info) {
    body = (
      <>
        <p className={text.muted} role="status">
          Loading withdraw details…
        </p>
        <LoadingCards />
      </>
    );
  } else if (!info) {
    body = <LoadFailedNotice detail={loadError} onRetry={onReload} />;
  } else {
    const hasDestination = withdrawDestination(info.setting) !== null;
    body = (
      <>
        {info.holdUntil !== null && <WithdrawHold until={info.holdUntil} />}
        <ul className={styles.cards} aria-label="Withdrawal terms">
          {info.cards.map((card) => (
            <li key={card.title}>
              <StatCard title={card.title} value={card.value} />
            </li>
          ))}
        </ul>
        <SummaryRow
          label="Balances"
          items={[
            { title: 'Withdraw Balance', amount: info.balance.pay_out },
            { title: 'Reserve Balance', amount: info.balance.reserve },
          ]}
        />
        {hasDestination ? (
          <div className={styles.columns}>
            <AccountDetails setting={info.setting} />
            <WithdrawForm
              info={info}
              form={form}
              fieldErrors={fieldErrors}
              submitError={submitError}
              onFieldChange={onFieldChange}
              onNext={onNext}
              busy={verification?.phase === 'submitting'}
            />
          </div>
        ) : (
          <NoAddress />
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Manual Withdraw" />
      {body}
      <WithdrawHistory {...history} conversionRate={info?.conversionRate ?? null} />
      <MoneyVerificationDialog verification={verification} {...dialog} />
    </div>
  );
}
