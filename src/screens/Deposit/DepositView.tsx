import type { BalanceSyncResponse, PaymentMethod, PendingDeposit } from '../../api/wallet';
import {
  Button,
  ButtonLink,
  cx,
  formatUsdt,
  Notice,
  PageHeader,
  Skeleton,
  Spinner,
  StatCard,
  Tabs,
} from '../../ui';
import * as styles from './Deposit.css';
import { DepositMethodPanel } from './DepositMethodPanel';

export type DepositList = BalanceSyncResponse['list'];
/** What the last Sync Balance press came to: the server's message, or why it failed. */
export type SyncOutcome = { ok: boolean; message: string };

export type DepositViewProps = {
  /** Undefined while the methods load. */
  methods: readonly PaymentMethod[] | undefined;
  methodsError: string | null;
  selectedMethodId: number | null;
  address: string | undefined;
  addressError: string | null;
  /** The Receiving Wallet (pay_in) balance; undefined until the first sync answers. */
  balance: string | undefined;
  /** A sync has just credited deposits: the balance is marked. */
  justCredited?: boolean;
  deposits: DepositList | undefined;
  /** True while a page of deposits is on its way (the previous page may still be shown). */
  depositsLoading: boolean;
  depositsError: string | null;
  syncing: boolean;
  lastSync: SyncOutcome | null;
  /** Deposits seen on the chain and not yet credited, with their confirmations; absent where none. */
  pending?: readonly PendingDeposit[];
  onMethodChange: (methodId: number) => void;
  onSync: () => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
};

export const methodLabel = (method: PaymentMethod) => `${method.name} ${method.network_name}`;

export function DepositView(props: DepositViewProps) {
  const { methods, methodsError, selectedMethodId, balance, onMethodChange, onRetry } = props;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Deposit"
        description="Send USDT to your own deposit address, then sync your balance to credit it."
        actions={
          <nav aria-label="Wallet" className={styles.walletLinks}>
            <ButtonLink to="/user/transfer" variant="secondary" size="sm">
              Transfer
            </ButtonLink>
            <ButtonLink to="/user/withdraw" variant="secondary" size="sm">
              Withdraw
            </ButtonLink>
            <ButtonLink to="/user/transaction" variant="secondary" size="sm">
              My Transactions
            </ButtonLink>
          </nav>
        }
      />
      <StatCard
        className={props.justCredited ? cx(styles.balance, styles.balanceCredited) : styles.balance}
        title="Wallet Balance"
        value={
          balance !== undefined ? (
            formatUsdt(balance)
          ) : props.depositsError ? (
            // A failed load ends the placeholder: the member reads that the figure is missing, not that it is coming.
            <span className={styles.balanceMissing}>Not loaded</span>
          ) : (
            <Skeleton width="9ch" />
          )
        }
      />
      {methodsError ? (
        <Notice
          level={2}
          variant="panel"
          title={methodsError}
          action={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The deposit methods could not be loaded.
        </Notice>
      ) : methods === undefined ? (
        <Spinner label="Loading deposit methods" />
      ) : methods.length === 0 ? (
        <Notice level={2} variant="panel" title="No deposit method is available right now.">
          Please check again later; your balance is not affected.
        </Notice>
      ) : (
        <Tabs
          label="Deposit method"
          value={String(selectedMethodId ?? methods[0]?.id)}
          onValueChange={(value) => onMethodChange(Number(value))}
          items={methods.map((method) => ({
            value: String(method.id),
            label: methodLabel(method),
            // Only the chosen method's data is loaded, so only its panel is drawn.
            content:
              method.id === selectedMethodId ? <DepositMethodPanel {...props} method={method} /> : null,
          }))}
        />
      )}
    </div>
  );
}
