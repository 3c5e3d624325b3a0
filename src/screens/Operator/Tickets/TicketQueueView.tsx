import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TicketStatus } from '../../../api/contract/supportRules';
import type { LiveStatus } from '../../../api/operatorLive';
import type { OperatorTicket } from '../../../api/operatorSupport';
import {
  Button,
  formatDashDate,
  type PagedRows,
  PagedTable,
  PageHeader,
  Select,
  StatusPill,
  type TableColumn,
  TextField,
} from '../../../ui';
import { LiveBadge } from './LiveBadge';
import * as styles from './Tickets.css';
import { type AssignedFilter, type QueueFilters, ticketPath } from './ticketsPaths';

export type TicketQueueViewProps = {
  filters: QueueFilters;
  /** A changed filter; the list starts again at its first page. */
  onFiltersChange: (filters: QueueFilters) => void;
  page: PagedRows<OperatorTicket> | null;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  onPageChange: (page: number) => void;
  live: LiveStatus;
  /** The queue's address query, kept so the ticket page leads back to the same view. */
  search?: string;
};

const statusOptions = [
  { value: '', label: 'Any status' },
  { value: '0', label: 'New' },
  { value: '1', label: 'Open' },
  { value: '2', label: 'Close' },
  { value: '3', label: 'Reopen' },
];
const assignedOptions: { value: AssignedFilter; label: string }[] = [
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'mine', label: 'Mine' },
  { value: 'all', label: 'All' },
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

/** Member username: applied on Find (or Enter), so the list does not reload at every keystroke. */
function MemberFilter({ value, onApply }: { value: string; onApply: (username: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim());
  };
  return (
    <form className={styles.actionRow} onSubmit={submit} aria-label="Find a member's tickets">
      <TextField
        label="Member"
        value={text}
        onValueChange={setText}
        autoComplete="off"
        spellCheck={false}
        fieldClassName={styles.filterField}
      />
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}

/** /operator/tickets: every member's tickets, newest activity first, narrowed by status, assignee and member. */
export function TicketQueueView(props: TicketQueueViewProps) {
  const { filters, onFiltersChange } = props;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Tickets"
        description="Members' support tickets, newest activity first."
        actions={<LiveBadge status={props.live} />}
      />
      <search className={styles.filters} aria-label="Ticket filters">
        <Select
          label="Status"
          options={statusOptions}
          value={filters.status === null ? '' : String(filters.status)}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, status: value === '' ? null : (Number(value) as TicketStatus) })
          }
          className={styles.filterField}
        />
        <Select
          label="Assigned"
          options={assignedOptions}
          value={filters.assigned}
          onValueChange={(value) => onFiltersChange({ ...filters, assigned: value as AssignedFilter })}
          className={styles.filterField}
        />
        <MemberFilter
          value={filters.username}
          onApply={(username) => onFiltersChange({ ...filters, username })}
        />
      </search>
      <PagedTable
        label="Tickets"
        paginationLabel="Ticket pages"
        page={props.page}
        columns={columns(props.search ?? '')}
        rowKey={(ticket) => ticket.id}
        loading={props.loading}
        error={props.loadError}
        onRetry={props.onReload}
        emptyText="No tickets match these filters"
        onPageChange={props.onPageChange}
      />
    </div>
  );
}
