import type { ReactNode } from 'react';
import type { Ticket } from '../../api/support';
import { Button, EmptyState, ListIcon, RetryAlert, Skeleton } from '../../ui';
import * as styles from './Support.css';
import { TicketList } from './TicketList';

export type SupportViewProps = {
  tickets: readonly Ticket[];
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Under 990 px the list hides behind its toggle; it opens when no ticket is chosen. */
  listOpen: boolean;
  onToggleList: () => void;
  onRaise: () => void;
  /** The chosen ticket's conversation. */
  chat: ReactNode;
  /** Forces the narrow layout whatever the screen's width (a story, a narrow embedding). */
  narrow?: boolean;
};

function ListPanel(props: SupportViewProps) {
  if (props.loadError) return <RetryAlert message={props.loadError} onRetry={props.onReload} />;
  if (props.loading) return <Skeleton shape="rect" />;
  if (props.tickets.length === 0) {
    return <EmptyState title="No tickets yet" description="Raise a ticket and our team will reply here." />;
  }
  return <TicketList tickets={props.tickets} selectedId={props.selectedId} onSelect={props.onSelect} />;
}

export function SupportView(props: SupportViewProps) {
  const { selectedId, listOpen, onToggleList, onRaise, chat, narrow = false } = props;
  return (
    <div className={styles.page} data-narrow={narrow || undefined}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>Support</h1>
        <Button
          variant="secondary"
          className={styles.listToggle}
          aria-expanded={listOpen}
          aria-controls="support-ticket-list"
          onClick={onToggleList}
        >
          <ListIcon size={16} />
          {listOpen ? 'Hide tickets' : 'Show tickets'}
        </Button>
        <Button onClick={onRaise}>Raise Ticket</Button>
      </div>
      <div className={styles.layout}>
        <nav
          id="support-ticket-list"
          className={styles.listPanel}
          data-open={listOpen}
          aria-label="Your tickets"
        >
          <ListPanel {...props} />
        </nav>
        {selectedId === null ? (
          <div className={styles.chat}>
            <EmptyState
              title="No ticket selected"
              description="Choose a ticket to read its conversation, or raise a new one."
            />
          </div>
        ) : (
          chat
        )}
      </div>
    </div>
  );
}
