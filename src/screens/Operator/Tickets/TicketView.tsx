import type { ReactNode } from 'react';
import type { LiveStatus } from '../../../api/operatorLive';
import type { OperatorTicket, OperatorTicketMessage } from '../../../api/operatorSupport';
import { acceptsReplies } from '../../../api/support';
import { ButtonLink, ChevronStartIcon, formatDashDate, RetryAlert, Skeleton, StatusPill } from '../../../ui';
import { LiveBadge } from './LiveBadge';
import { TicketActions, type TicketActionsProps } from './TicketActions';
import { NoteBox, type NoteBoxProps, ReplyBox, type ReplyBoxProps } from './TicketComposers';
import { TicketConversation } from './TicketConversation';
import * as styles from './Tickets.css';

export type TicketViewProps = {
  ticket: OperatorTicket | null;
  messages: readonly OperatorTicketMessage[];
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  live: LiveStatus;
  /** The queue as the operator left it. */
  backTo: string;
  renderImages: (message: OperatorTicketMessage) => ReactNode;
  /** Each null for a role that reads tickets and changes nothing. */
  actions: Omit<TicketActionsProps, 'closed'> | null;
  reply: Omit<ReplyBoxProps, 'closed'> | null;
  note: NoteBoxProps | null;
};

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function Facts({ ticket }: { ticket: OperatorTicket }) {
  return (
    <dl className={styles.facts}>
      <Fact name="Member">{ticket.username}</Fact>
      <Fact name="Assigned to">{ticket.assigned_to ?? 'Nobody'}</Fact>
      <Fact name="Opened">
        <time dateTime={ticket.created_at}>{formatDashDate(ticket.created_at, true)}</time>
      </Fact>
      <Fact name="Last activity">
        <time dateTime={ticket.last_reply_date}>{formatDashDate(ticket.last_reply_date, true)}</time>
      </Fact>
      {ticket.awaiting_reply && <Fact name="Waiting">for Support's reply</Fact>}
    </dl>
  );
}

/** /operator/tickets/:id: one ticket's whole conversation, notes included, and what the role may do with it. */
export function TicketView(props: TicketViewProps) {
  const { ticket } = props;
  const back = (
    <ButtonLink to={props.backTo} variant="ghost" size="sm">
      <ChevronStartIcon size={16} />
      All tickets
    </ButtonLink>
  );
  if (props.loadError) {
    return (
      <div className={styles.page}>
        {back}
        <RetryAlert message={props.loadError} onRetry={props.onReload} />
      </div>
    );
  }
  if (props.loading || !ticket) {
    return (
      <div className={styles.page} aria-busy="true">
        {back}
        <Skeleton shape="rect" />
      </div>
    );
  }
  const closed = !acceptsReplies(ticket.status);
  return (
    <div className={styles.page}>
      {back}
      <header className={styles.ticketHeader}>
        <h1 className={styles.ticketTitle}>
          {ticket.subject} <span className={styles.muted}>#{ticket.id}</span>
        </h1>
        <StatusPill kind="ticket" status={ticket.status} />
        <LiveBadge status={props.live} />
      </header>
      <Facts ticket={ticket} />
      {props.actions ? (
        <TicketActions {...props.actions} closed={closed} />
      ) : (
        <p className={styles.hint}>
          Your role reads tickets; it cannot reply, note, assign, close or reopen them.
        </p>
      )}
      <TicketConversation
        member={ticket.username}
        messages={props.messages}
        renderImages={props.renderImages}
      />
      {(props.reply || props.note) && (
        <div className={styles.boxes}>
          {props.reply && <ReplyBox {...props.reply} closed={closed} />}
          {props.note && <NoteBox {...props.note} />}
        </div>
      )}
    </div>
  );
}
