import type { ReserveChainHolding } from '../../../api/operatorReserves';
import { formatUsdt, Numeric, Table, type TableColumn } from '../../../ui';
import * as styles from './ProofOfReserves.css';
import { SignedMessage } from './SignedMessage';

const usdt = (amount: string) => formatUsdt(amount);

function Treasury({ chain }: { chain: ReserveChainHolding }) {
  if (chain.treasury.length === 0) return <span className={styles.muted}>None declared</span>;
  return (
    <ul className={styles.treasury}>
      {chain.treasury.map((held) => (
        <li key={held.address}>
          <bdi dir="ltr" className={styles.longCode}>
            {held.address}
          </bdi>{' '}
          <Numeric>{usdt(held.balance)}</Numeric>,{' '}
          <span className={held.proven ? styles.proven : styles.unproven}>
            {held.proven ? 'control proven' : 'control not proven'}
          </span>
          {held.ownership && <SignedMessage address={held.address} ownership={held.ownership} />}
        </li>
      ))}
    </ul>
  );
}

const columns: TableColumn<ReserveChainHolding>[] = [
  { id: 'chain', header: 'Chain', cell: (chain) => chain.method },
  { id: 'block', header: 'At block', align: 'end', cell: (chain) => chain.block },
  {
    id: 'deposits',
    header: 'Deposit addresses',
    align: 'end',
    cell: (chain) => `${chain.deposit_addresses.count} holding ${usdt(chain.deposit_addresses.total)}`,
  },
  { id: 'treasury', header: 'Treasury addresses', cell: (chain) => <Treasury chain={chain} /> },
  { id: 'total', header: 'Held on the chain', align: 'end', cell: (chain) => usdt(chain.total) },
];

/** What each chain held at the block it was read at: members' deposit addresses and the declared treasury. */
export function ChainHoldings({ chains, label }: { chains: readonly ReserveChainHolding[]; label: string }) {
  return (
    <Table
      label={label}
      columns={columns}
      rows={chains}
      rowKey={(chain) => chain.network}
      emptyText="No chain was read"
    />
  );
}
