import { Link } from 'react-router-dom';
import { securityEventLabels } from '../../../api/contract/profileRules';
import type { MemberFile, MemberLedgerLine } from '../../../api/operatorMembers';
import { StatusPill, type TableColumn } from '../../../ui';
import { describeDevice } from '../../shared/logFormat';
import { accountName, stakeStatus, usdt, when } from './memberFormat';
import { ticketPath } from './memberPaths';
import * as styles from './members.css';

type Stake = MemberFile['stakes'][number];
type Reservation = MemberFile['reservations'][number];
type Withdrawal = MemberFile['withdrawals'][number];
type Ticket = MemberFile['tickets'][number];
type LogLine = MemberFile['security_log'][number];

const time = (iso: string | null) => <span className={styles.nowrap}>{when(iso)}</span>;
/** Codes, addresses and e-mails read left to right in either direction. */
const code = (text: string) => (
  <bdi dir="ltr" className={styles.code}>
    {text}
  </bdi>
);

export const ledgerColumns: TableColumn<MemberLedgerLine>[] = [
  { id: 'time', header: 'Time', cell: (line) => time(line.created_at) },
  { id: 'kind', header: 'Kind', cell: (line) => code(line.kind) },
  { id: 'description', header: 'Description', cell: (line) => line.description },
  { id: 'account', header: 'Account', cell: (line) => accountName(line.account) },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (line) => (line.amount.startsWith('-') ? usdt(line.amount) : `+${usdt(line.amount)}`),
  },
  { id: 'balance', header: 'Balance after', align: 'end', cell: (line) => usdt(line.balance_after) },
];

export const stakeColumns: TableColumn<Stake>[] = [
  { id: 'id', header: 'Stake id', cell: (stake) => code(stake.invoice_id) },
  { id: 'package', header: 'Package', cell: (stake) => stake.package },
  { id: 'amount', header: 'Amount', align: 'end', cell: (stake) => usdt(stake.amount_paid) },
  { id: 'roi', header: 'Daily return', align: 'end', cell: (stake) => `${stake.roi_percentage} %` },
  { id: 'days', header: 'Days paid', align: 'end', cell: (stake) => stake.days },
  { id: 'paid', header: 'Paid so far', align: 'end', cell: (stake) => usdt(stake.paid_roi_income) },
  { id: 'status', header: 'Status', cell: (stake) => stakeStatus(stake.status) },
  { id: 'started', header: 'Started', cell: (stake) => time(stake.created_at) },
  { id: 'closed', header: 'Closed', cell: (stake) => time(stake.closed_at) },
];

export const reservationColumns: TableColumn<Reservation>[] = [
  { id: 'id', header: 'Reserve ID', cell: (row) => code(row.invoice_id) },
  { id: 'type', header: 'Type', cell: (row) => (row.type === 'nft' ? 'NFT' : 'Crypto') },
  { id: 'plan', header: 'Plan', cell: (row) => row.package.name },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => usdt(row.amount_paid) },
  { id: 'state', header: 'State', cell: (row) => (row.is_claimed ? 'Claimed' : 'Open') },
  { id: 'reserved', header: 'Reserved', cell: (row) => time(row.created_at) },
  { id: 'trade', header: 'Trade from', cell: (row) => time(row.next_trade_time) },
];

export const withdrawalColumns: TableColumn<Withdrawal>[] = [
  { id: 'code', header: 'Code', cell: (row) => code(row.code) },
  { id: 'wallet', header: 'From', cell: (row) => accountName(row.type) },
  {
    id: 'method',
    header: 'Method',
    cell: (row) => (row.network ? `${row.coin_type} (${row.network})` : row.coin_type),
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => usdt(row.amount_from) },
  { id: 'fee', header: 'Fee', align: 'end', cell: (row) => usdt(row.fee) },
  { id: 'net', header: 'Net', align: 'end', cell: (row) => usdt(row.net_amount) },
  { id: 'status', header: 'Status', cell: (row) => <StatusPill kind="withdrawal" status={row.status} /> },
  { id: 'requested', header: 'Requested', cell: (row) => time(row.created_at) },
];

/** Tickets link to the ticket's page for a role that may read tickets. */
export const ticketColumns = (linked: boolean): TableColumn<Ticket>[] => [
  {
    id: 'id',
    header: 'Ticket',
    cell: (row) => (linked ? <Link to={ticketPath(row.id)}>#{row.id}</Link> : `#${row.id}`),
  },
  { id: 'subject', header: 'Subject', cell: (row) => row.subject },
  { id: 'status', header: 'Status', cell: (row) => <StatusPill kind="ticket" status={row.status} /> },
  { id: 'last', header: 'Last reply', cell: (row) => time(row.last_reply_date) },
  { id: 'opened', header: 'Opened', cell: (row) => time(row.created_at) },
];

export const securityLogColumns: TableColumn<LogLine>[] = [
  { id: 'time', header: 'Time', cell: (row) => time(row.created_at) },
  { id: 'event', header: 'Event', cell: (row) => securityEventLabels[row.event] ?? row.event },
  { id: 'detail', header: 'Detail', cell: (row) => row.detail || '—' },
  { id: 'ip', header: 'IP address', cell: (row) => code(row.ip) },
  { id: 'country', header: 'Country', cell: (row) => row.country },
  { id: 'device', header: 'Device', cell: (row) => describeDevice(row.device) },
];
