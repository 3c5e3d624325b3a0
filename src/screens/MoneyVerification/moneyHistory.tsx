import { formatUsdt, type TableColumn } from '../../ui';
import * as styles from './MoneyVerification.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Transfers and withdrawals show DD/MM/yyyy HH:mm (spec document 2 §9) in the member's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The 'Date' column of the Transfer and Withdraw histories. */
export function dateColumn<Row extends { created_at: string }>(): TableColumn<Row> {
  return {
    id: 'date',
    header: 'Date',
    cell: (row) => <span className={styles.nowrap}>{formatDateTime(row.created_at)}</span>,
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
