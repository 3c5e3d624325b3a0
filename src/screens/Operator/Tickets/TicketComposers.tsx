import { type FormEvent, type ReactNode, useId } from 'react';
import { ticketTexts } from '../../../api/contract/supportRules';
import { Button, ImagePicker } from '../../../ui';
import * as styles from './Tickets.css';

type BoxProps = {
  label: string;
  value: string;
  placeholder: string;
  disabled?: boolean;
  busy: boolean;
  /** Why the last attempt was refused (shown as an alert), or a standing note such as a closed ticket's. */
  error: string | null;
  note?: string | null;
  onChange: (text: string) => void;
  onSubmit: () => void;
  children: ReactNode;
};

/** A labelled text box that submits with its button; what was written stays when the server refuses it. */
function TextBox({
  label,
  value,
  placeholder,
  disabled,
  busy,
  error,
  note,
  onChange,
  onSubmit,
  children,
}: BoxProps) {
  const id = useId();
  const message = error ?? note ?? null;
  return (
    <form
      className={styles.panel}
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textArea}
        value={value}
        placeholder={disabled ? '' : placeholder}
        disabled={disabled}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {message && (
        <p
          id={`${id}-message`}
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
      <div className={styles.actionRow}>{children}</div>
    </form>
  );
}

export type ReplyBoxProps = {
  text: string;
  images: readonly File[];
  /** A closed ticket takes no reply until it is reopened. */
  closed: boolean;
  sending: boolean;
  error: string | null;
  onTextChange: (text: string) => void;
  onAddImages: (files: File[]) => void;
  onRemoveImage: (index: number) => void;
  onSend: () => void;
};

/** Support's reply to the member, with images (PNG or JPEG, 2 MB each, five at most). */
export function ReplyBox(props: ReplyBoxProps) {
  return (
    <TextBox
      label="Reply"
      value={props.text}
      placeholder="Write to the member"
      disabled={props.closed}
      busy={props.sending}
      error={props.error}
      note={props.closed ? ticketTexts.closed : null}
      onChange={props.onTextChange}
      onSubmit={props.onSend}
    >
      <ImagePicker
        images={props.images}
        onAdd={props.onAddImages}
        onRemove={props.onRemoveImage}
        disabled={props.closed || props.sending}
      />
      <Button type="submit" disabled={props.closed} busy={props.sending} className={styles.sendButton}>
        Send reply
      </Button>
    </TextBox>
  );
}

export type NoteBoxProps = {
  text: string;
  adding: boolean;
  error: string | null;
  onTextChange: (text: string) => void;
  onAdd: () => void;
};

/** A note for the other operators; the member never sees it, whatever the ticket's status. */
export function NoteBox(props: NoteBoxProps) {
  return (
    <TextBox
      label="Internal note"
      value={props.text}
      placeholder="Only operators read this"
      busy={props.adding}
      error={props.error}
      note="Only operators see notes; the member is not told of them."
      onChange={props.onTextChange}
      onSubmit={props.onAdd}
    >
      <Button type="submit" variant="secondary" busy={props.adding} className={styles.sendButton}>
        Add note
      </Button>
    </TextBox>
  );
}
