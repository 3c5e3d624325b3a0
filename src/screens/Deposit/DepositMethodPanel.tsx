import type { PaymentMethod, PendingDeposit } from '../../api/wallet';
import { buttonRow, visuallyHidden } from '../../theme';
import {
  Button,
  CopyButton,
  copyMessages,
  cx,
  formatUsdt,
  PagedTable,
  QrCode,
  Section,
  Skeleton,
  type TableColumn,
} from '../../ui';
import { dateColumn, usdtColumn } from '../shared/moneyHistory';
import * as styles from './Deposit.css';
import type { DepositViewProps } from './DepositView';
import { chainNames, explorerNames, explorerUrl, shortHash } from './depositFormat';

type Row = NonNullable<DepositViewProps['deposits']>['data'][number];

const QR_SIZE = 200;

function hashCell(network: string, hash: string) {
  const url = explorerUrl(network, hash);
  if (!url)
    return (
      <span title={hash} className={styles.nowrap}>
        {shortHash(hash)}
      </span>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={hash} className={styles.nowrap}>
      {shortHash(hash)}
      <span className={visuallyHidden}> on {explorerNames[network]} (opens in a new tab)</span>
    </a>
  );
}

/**
 * Deposits found on the chain and not yet in the wallet: each with its confirmations rising towards what the
 * method requires, or held for review when below the minimum.
 */
function PendingDeposits({ pending, network }: { pending: readonly PendingDeposit[]; network: string }) {
  return (
    <Section title="On its way">
      <ul className={styles.pendingList}>
        {pending.map((deposit) => (
          <li
            key={deposit.thash}
            className={cx(styles.pendingItem, deposit.state === 'held' && styles.pendingHeld)}
          >
            <span>
              <strong>{formatUsdt(deposit.amount)}</strong> {hashCell(network, deposit.thash)}
            </span>
            {deposit.state === 'held' ? (
              <span>
                Held for review: it is below this method's minimum deposit. An operator reviews it and can
                credit it.
              </span>
            ) : (
              <>
                <progress
                  className={styles.confirmations}
                  value={Math.min(deposit.confirmations, deposit.required)}
                  max={deposit.required}
                  aria-label={`Confirmations of the deposit of ${formatUsdt(deposit.amount)}`}
                />
                <span>
                  Seen, {deposit.confirmations} of {deposit.required} confirmations. It is credited at{' '}
                  {deposit.required}.
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DepositMethodPanel({
  method,
  address,
  addressError,
  deposits,
  depositsLoading,
  depositsError,
  syncing,
  lastSync,
  pending,
  onSync,
  onPageChange,
  onRetry,
}: DepositViewProps & { method: PaymentMethod }) {
  const network = method.network_name;
  const coin = `${method.name} ${network}`;
  const chain = chainNames[network] ? ` (${chainNames[network]})` : '';
  const first = deposits?.from ?? 1;
  const columns: TableColumn<Row>[] = [
    { id: 'serial', header: 'Serial No.', cell: (_, index) => first + index },
    { id: 'hash', header: 'Transaction Hash', cell: (row) => hashCell(network, row.thash) },
    usdtColumn('amount', 'Amount', (row) => row.amount),
    dateColumn(),
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.receive}>
        {address ? (
          <QrCode value={address} label={`${coin} deposit address QR code`} size={QR_SIZE} />
        ) : addressError ? null : (
          <Skeleton shape="rect" width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
        )}
        <div className={styles.details}>
          <Section title={`Your ${coin} deposit address`}>
            {addressError ? (
              <p role="alert">{addressError}</p>
            ) : address ? (
              <p className={styles.address}>
                <code>{address}</code>
              </p>
            ) : (
              <p aria-busy="true">
                <Skeleton width="100%" />
                <span className={visuallyHidden}>Loading your deposit address</span>
              </p>
            )}
          </Section>
          <p>
            <strong>
              Send only {method.name} on the {network}
              {chain} network to this address.
            </strong>{' '}
            Any other coin, or {method.name} sent on another network, is not credited and may be lost.
          </p>
          <div className={buttonRow}>
            {address ? (
              <CopyButton
                text={address}
                message={copyMessages.depositAddress}
                label="Copy Deposit Address"
                size="md"
              />
            ) : addressError ? (
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
            <Button onClick={onSync} busy={syncing}>
              Sync Balance
            </Button>
          </div>
          <p>After depositing, click Sync Balance to credit your deposit to your Wallet Balance.</p>
          {lastSync && (
            <p role={lastSync.ok ? 'status' : 'alert'}>
              {lastSync.ok ? 'Last sync: ' : 'Sync failed: '}
              {lastSync.message}
            </p>
          )}
        </div>
      </div>
      {pending && pending.length > 0 && <PendingDeposits pending={pending} network={network} />}
      <Section title="Recent Transactions">
        <PagedTable
          label={`Recent ${coin} deposits`}
          paginationLabel="Deposit pages"
          page={deposits}
          columns={columns}
          rowKey={(row) => row.thash}
          loading={depositsLoading || !deposits}
          error={depositsError}
          onPageChange={onPageChange}
          onRetry={onRetry}
        />
      </Section>
    </div>
  );
}
