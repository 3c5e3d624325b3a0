import { type ReactNode, useEffect, useRef } from 'react';
import { acceptsReplies, canReopen, type Ticket, type TicketMessage } from '../../api/support';
import { Button, ConfirmDialog, RetryAlert, Skeleton, StatusPill } from '../../ui';
import { Composer, type ComposerProps } from './Composer';
import * as styles from './Support.css';
import { messageTime } from './supportFormat';

export type ReopenStep = 'idle' | 'confirming' | 'reopening';

export type ChatViewProps = {
  ticket: Ticket | null;
  messages: readonly TicketMessage[];
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  composer: Omit<ComposerProps, 'closed'>;
  reopen: { step: ReopenStep; onRequest: () => void; onConfirm: () => void; onCancel: () => void };
  /** The thumbnails of a message that has images (fetched with the token by the screen). */
  renderImages?: (messageId: number) => ReactNode;
};

function Message({ message, images }: { message: TicketMessage; images: ReactNode }) {
  const fromOperator = message.admin_username !== null;
  return (
    <li
      className={fromOperator ? styles.theirs : styles.mine}
      data-from={fromOperator ? 'operator' : 'member'}
    >
      <span className={styles.sender}>{fromOperator ? message.admin_username : 'You'}</span>
      <p className={styles.messageText}>{message.message}</p>
      {message.image && images}
      <time className={styles.messageMeta} dateTime={message.message_time}>
        {messageTime(message.message_time)}
      </time>
    </li>
  );
}

/** One ticket's conversation: the member's messages on one side, the operator's replies on the other. */
export function ChatView({
  ticket,
  messages,
  loading,
  loadError,
  onReload,
  composer,
  reopen,
  renderImages = () => null,
}: ChatViewProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  // A new message (the member's or a live reply) scrolls the conversation to it.
  useEffect(() => {
    const list = listRef.current;
    if (list && lastId !== undefined) list.scrollTop = list.scrollHeight;
  }, [lastId]);
  if (loadError) return <RetryAlert message={loadError} onRetry={onReload} />;
  if (loading || !ticket) {
    return (
      <section className={styles.chat} aria-busy="true" aria-label="Conversation">
        <Skeleton shape="rect" />
      </section>
    );
  }
  const closed = !acceptsReplies(ticket.status);
  return (
    <section className={styles.chat} aria-labelledby="ticket-title">
      <div className={styles.chatHeader}>
        <h2 id="ticket-title" className={styles.chatTitle}>
          {ticket.subject} <span className={styles.ticketMeta}>#{ticket.id}</span>
        </h2>
        <StatusPill kind="ticket" status={ticket.status} />
        <Button
          variant="secondary"
          size="sm"
          disabled={!canReopen(ticket.status)}
          busy={reopen.step === 'reopening'}
          onClick={reopen.onRequest}
        >
          Reopen
        </Button>
      </div>
      <ol ref={listRef} className={styles.messages} aria-label="Messages">
        {messages.map((message) => (
          <Message key={message.id} message={message} images={renderImages(message.id)} />
        ))}
      </ol>
      <Composer {...composer} closed={closed} />
      <ConfirmDialog
        open={reopen.step !== 'idle'}
        onOpenChange={(open) => !open && reopen.onCancel()}
        title="Reopen ticket"
        message={`Reopen ticket #${ticket.id} so you can write in it again?`}
        confirmLabel="Reopen"
        busy={reopen.step === 'reopening'}
        onConfirm={reopen.onConfirm}
      />
    </section>
  );
}
