import { formatDateTime, formatUsdt, Numeric, type TableColumn } from '../../ui';
import * as styles from './moneyHistory.css';

/** The 'Date' column of the Deposit, Transfer and Withdraw histories. */
export function dateColumn<Row extends { created_at: string }>(): TableColumn<Row> {
  return {
    id: 'date',
    header: 'Date',
    // '14/03/2026 09:34' reads date first in either direction.
    cell: (row) => (
      <span className={styles.nowrap}>
        <Numeric>{formatDateTime(row.created_at)}</Numeric>
      </span>
    ),
  };
}

/** A USDT amount column of the money histories, to 2 decimals at the inline end. */
export function usdtColumn<Row>(id: string, header: string, amount: (row: Row) => string): TableColumn<Row> {
  return {
    id,
    header,
    align: 'end',
    cell: (row) => <span className={styles.nowrap}>{formatUsdt(amount(row))}</span>,
  };
}
