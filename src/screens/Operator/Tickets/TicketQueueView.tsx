import { Link } from 'react-router-dom';
import type { LiveStatus } from '../../../api/operatorLive';
import type { OperatorTicket } from '../../../api/operatorSupport';
import { formatDashDate, PageHeader, Select, StatusPill, type TableColumn } from '../../../ui';
import { FindFilter } from '../shared/FindFilter';
import { ListToolbar, type SortOption } from '../shared/ListToolbar';
import { PagedList } from '../shared/PagedList';
import type { ListView } from '../shared/useOperatorList';
import { LiveBadge } from './LiveBadge';
import * as styles from './Tickets.css';
import { ticketPath } from './ticketsPaths';

export type TicketQueueViewProps = {
  /** The page, order and filters (status, assigned, username) as the address holds them. */
  list: ListView<OperatorTicket>;
  live: LiveStatus;
  /** The queue's address query, kept so the ticket page leads back to the same view. */
  search?: string;
};

export const ticketSorts: SortOption[] = [
  { value: 'last_activity', label: 'Last activity', desc: 'Newest first', asc: 'Oldest first' },
  { value: 'created_at', label: 'Opened', desc: 'Newest first', asc: 'Oldest first' },
];

const statusOptions = [
  { value: '', label: 'Any status' },
  { value: '0', label: 'New' },
  { value: '1', label: 'Open' },
  { value: '2', label: 'Close' },
  { value: '3', label: 'Reopen' },
];
const assignedOptions = [
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'mine', label: 'Mine' },
  { value: '', label: 'All' },
];

const columns = (search: string): TableColumn<OperatorTicket>[] => [
  {
    id: 'subject',
    header: 'Subject',
    cell: (ticket) => (
      <span className={styles.subjectCell}>
        <Link className={styles.subjectLink} to={ticketPath(ticket.id)} state={{ queue: search }}>
          {ticket.subject}
        </Link>
        <span className={styles.muted}>#{ticket.id}</span>
      </span>
    ),
  },
  { id: 'member', header: 'Member', cell: (ticket) => ticket.username },
  { id: 'status', header: 'Status', cell: (ticket) => <StatusPill kind="ticket" status={ticket.status} /> },
  {
    id: 'activity',
    header: 'Last activity',
    cell: (ticket) => (
      <time dateTime={ticket.last_reply_date}>{formatDashDate(ticket.last_reply_date, true)}</time>
    ),
  },
  {
    id: 'awaiting',
    header: 'Awaiting reply',
    cell: (ticket) =>
      ticket.awaiting_reply ? (
        <span className={styles.awaiting}>Awaiting reply</span>
      ) : (
        <span className={styles.muted}>Answered</span>
      ),
  },
  {
    id: 'assignee',
    header: 'Assignee',
    cell: (ticket) => ticket.assigned_to ?? <span className={styles.muted}>Unassigned</span>,
  },
];

/** /operator/tickets: every member's tickets, newest activity first, narrowed by status, assignee and member. */
export function TicketQueueView({ list, live, search }: TicketQueueViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Tickets"
        description="Members' support tickets, newest activity first."
        actions={<LiveBadge status={live} />}
      />
      <ListToolbar label="Ticket filters" sorts={ticketSorts} days="Opened" {...list}>
        <Select
          label="Status"
          options={statusOptions}
          value={String(list.params.status ?? '')}
          onValueChange={(value) => list.onChange({ status: value || undefined })}
          className={styles.filterField}
        />
        <Select
          label="Assigned"
          options={assignedOptions}
          value={String(list.params.assigned ?? '')}
          onValueChange={(value) => list.onChange({ assigned: value || undefined })}
          className={styles.filterField}
        />
        <FindFilter
          label="Member"
          value={String(list.params.username ?? '')}
          onApply={(username) => list.onChange({ username: username || undefined })}
        />
      </ListToolbar>
      <PagedList
        list={list}
        label="Tickets"
        columns={columns(search ?? '')}
        rowKey={(ticket) => ticket.id}
        emptyText="No tickets match these filters"
      />
    </div>
  );
}
