import { useId } from 'react';
import { ticketTexts } from '../../api/support';
import { Button, ImagePicker } from '../../ui';
import * as styles from './Support.css';

export type ComposerProps = {
  text: string;
  images: readonly File[];
  /** A closed ticket: the box and Send are disabled until it is reopened. */
  closed: boolean;
  sending: boolean;
  error: string | null;
  onTextChange: (text: string) => void;
  onAddImages: (files: File[]) => void;
  onRemoveImage: (index: number) => void;
  onSend: () => void;
};

export function Composer({
  text,
  images,
  closed,
  sending,
  error,
  onTextChange,
  onAddImages,
  onRemoveImage,
  onSend,
}: ComposerProps) {
  const id = useId();
  const locked = closed || sending;
  return (
    <form
      className={styles.composer}
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className={styles.sender}>
        Message
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        disabled={closed}
        readOnly={sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || closed ? `${id}-note` : undefined}
        placeholder={closed ? '' : 'Write your message'}
        onChange={(event) => onTextChange(event.target.value)}
      />
      {(error || closed) && (
        <p
          id={`${id}-note`}
          className={error ? styles.error : styles.note}
          role={error ? 'alert' : undefined}
        >
          {error ?? ticketTexts.closed}
        </p>
      )}
      <div className={styles.composerRow}>
        <ImagePicker images={images} onAdd={onAddImages} onRemove={onRemoveImage} disabled={locked} />
        <Button type="submit" disabled={closed} busy={sending} className={styles.sendButton}>
          {sending ? 'Sending' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
