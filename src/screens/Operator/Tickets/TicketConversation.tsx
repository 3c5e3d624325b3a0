import type { ReactNode } from 'react';
import type { OperatorTicketMessage } from '../../../api/operatorSupport';
import { formatDashDate } from '../../../ui';
import * as styles from './Tickets.css';

/** The words that set a note apart, shown on every note. */
export const INTERNAL_NOTE_LABEL = 'Internal note — the member never sees this';

export type TicketConversationProps = {
  /** The member's username, who wrote every message without an operator's name. */
  member: string;
  messages: readonly OperatorTicketMessage[];
  /** A message's images, fetched with the operator's token by the screen. */
  renderImages: (message: OperatorTicketMessage) => ReactNode;
};

function senderOf(message: OperatorTicketMessage, member: string): string {
  if (message.admin_username === null) return member;
  if (message.internal) return `Note by ${message.admin_username}`;
  return message.admin_username === 'Support' ? 'Support' : `${message.admin_username} (Support)`;
}

function Message({
  message,
  member,
  images,
}: {
  message: OperatorTicketMessage;
  member: string;
  images: ReactNode;
}) {
  const from = message.internal ? 'note' : message.admin_username === null ? 'member' : 'support';
  const className = { note: styles.note, member: styles.fromMember, support: styles.fromSupport }[from];
  return (
    <li className={className} data-from={from}>
      {message.internal && <p className={styles.noteLabel}>{INTERNAL_NOTE_LABEL}</p>}
      <span className={styles.sender}>{senderOf(message, member)}</span>
      <p className={styles.messageText}>{message.message}</p>
      {message.images.length > 0 && images}
      <time className={styles.messageTime} dateTime={message.message_time}>
        {formatDashDate(message.message_time, true)}
      </time>
    </li>
  );
}

/**
 * The whole conversation in the order it was written: the member's messages at the inline start, Support's
 * replies at the inline end, and internal notes across the full width, marked so nobody mistakes one for
 * something the member has read.
 */
export function TicketConversation({ member, messages, renderImages }: TicketConversationProps) {
  return (
    <ol className={styles.messages} aria-label="Conversation">
      {messages.map((message) => (
        <Message key={message.id} message={message} member={member} images={renderImages(message)} />
      ))}
    </ol>
  );
}
