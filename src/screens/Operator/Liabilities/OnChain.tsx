import type { LiabilitiesReport } from '../../../api/operatorMoney';
import { formatUsdt, Numeric, Table, type TableColumn } from '../../../ui';
import * as styles from './Liabilities.css';

type OnChain = NonNullable<LiabilitiesReport['on_chain']>;
type Method = OnChain['methods'][number];

const usdt = (amount: string) => formatUsdt(amount);

const columns: TableColumn<Method>[] = [
  { id: 'method', header: 'Method', cell: (row) => row.method },
  { id: 'block', header: 'At block', align: 'end', cell: (row) => row.block },
  { id: 'addresses', header: 'Addresses read', align: 'end', cell: (row) => String(row.addresses) },
  {
    id: 'deposits',
    header: 'On deposit addresses',
    align: 'end',
    cell: (row) => usdt(row.deposit_addresses),
  },
  { id: 'treasury', header: 'On the treasury', align: 'end', cell: (row) => usdt(row.treasury) },
  { id: 'total', header: 'Held on the chain', align: 'end', cell: (row) => usdt(row.total) },
];

/**
 * What the chains themselves say the platform holds, read at a final block, against what members are owed:
 * an alert when the chains hold less.
 */
export function OnChainHoldings({ onChain, owed }: { onChain: OnChain; owed: string }) {
  return (
    <section className={styles.block} aria-labelledby="chain-title">
      <h2 id="chain-title" className={styles.sectionTitle}>
        On the chains
      </h2>
      <p
        className={onChain.short ? styles.verdict.short : styles.verdict.covered}
        role={onChain.short ? 'alert' : undefined}
      >
        {onChain.short ? (
          <>
            <strong>
              The chains hold <Numeric>{usdt(onChain.difference.replace(/^-/, ''))}</Numeric> less than
              members are owed:
            </strong>{' '}
            {usdt(onChain.total)} on the chains against {usdt(owed)} owed.
          </>
        ) : (
          `The chains hold ${usdt(onChain.total)}, ${usdt(onChain.difference)} more than members are owed.`
        )}
      </p>
      <Table
        label="Held on each chain"
        columns={columns}
        rows={onChain.methods}
        rowKey={(row) => row.method}
      />
    </section>
  );
}
