import { type ChangeEvent, useId } from 'react';
import { visuallyHidden } from '../../theme';
import { Avatar, Spinner } from '../../ui';
import * as styles from './Profile.css';

export interface AvatarPickerProps {
  name: string;
  /** The current picture's address, or null to show the member's initials. */
  src: string | null;
  uploading: boolean;
  error: string | null;
  onPick: (file: File) => void;
}

/** The member's picture and the way to change it: PNG or JPEG, up to 2 MB. */
export function AvatarPicker({ name, src, uploading, error, onPick }: AvatarPickerProps) {
  const hintId = useId();
  const errorId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again, after fixing it, is a change too.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className={styles.avatarRow} aria-busy={uploading || undefined}>
      <Avatar name={name} src={src} size="lg" />
      <div className={styles.avatarActions}>
        <label className={styles.pickLabel}>
          <input
            type="file"
            accept="image/png,image/jpeg"
            className={visuallyHidden}
            disabled={uploading}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={pick}
          />
          Change picture
        </label>
        <span id={hintId} className={styles.note}>
          PNG or JPEG, at most 2 MB.
        </span>
        {uploading && (
          <span className={styles.note} role="status">
            <Spinner size="sm" /> Uploading picture…
          </span>
        )}
        {error && (
          <p id={errorId} className={styles.critical} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
