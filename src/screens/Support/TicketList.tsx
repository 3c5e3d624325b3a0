import type { Ticket } from '../../api/support';
import { CountBadge, StatusPill } from '../../ui';
import * as styles from './Support.css';
import { ticketDate } from './supportFormat';

export type TicketListProps = {
  tickets: readonly Ticket[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The member's tickets, newest activity first, as the server orders them. */
export function TicketList({ tickets, selectedId, onSelect }: TicketListProps) {
  return (
    <ul className={styles.list} aria-label="Tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            className={styles.ticketButton}
            aria-current={ticket.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(ticket.id)}
          >
            <span className={styles.ticketSubject}>{ticket.subject}</span>
            <span className={styles.ticketEnd}>
              <CountBadge
                count={ticket.unread}
                label={ticket.unread === 1 ? '1 new reply' : `${ticket.unread} new replies`}
              />
              <StatusPill kind="ticket" status={ticket.status} />
            </span>
            <span className={styles.ticketMeta}>#{ticket.id}</span>
            <span className={styles.ticketMeta}>{ticketDate(ticket.last_reply_date)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
