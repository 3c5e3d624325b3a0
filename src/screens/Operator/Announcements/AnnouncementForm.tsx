import { type FormEvent, useId } from 'react';
import { Button, Checkbox, TextField } from '../../../ui';
import { AnnouncementPreview } from './AnnouncementPreview';
import * as styles from './Announcements.css';
import type { AnnouncementDraft, DraftErrors } from './announcementDraft';

export type AnnouncementFormProps = {
  draft: AnnouncementDraft;
  onChange: (draft: AnnouncementDraft) => void;
  errors: DraftErrors;
  /** A refusal that names no field. */
  formError: string | null;
  previewing: boolean;
  onTogglePreview: () => void;
  publishing: boolean;
  onPublish: () => void;
  onCancel: () => void;
};

function BodyField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (body: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Body
      </label>
      <textarea
        id={id}
        className={styles.textArea}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A new announcement: its texts, pinned or not, when it shows from and until, and a look at it first. */
export function AnnouncementForm(props: AnnouncementFormProps) {
  const { draft, errors, onChange } = props;
  const previewId = useId();
  const set =
    <K extends keyof AnnouncementDraft>(key: K) =>
    (value: AnnouncementDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onPublish();
  };
  return (
    <form className={styles.form} aria-labelledby={`${previewId}-form`} onSubmit={submit} noValidate>
      <h2 id={`${previewId}-form`} className={styles.formTitle}>
        New announcement
      </h2>
      <TextField
        label="Title"
        value={draft.title}
        onValueChange={set('title')}
        error={errors.title}
        autoFocus
      />
      <BodyField value={draft.body} error={errors.body} onChange={set('body')} />
      <Checkbox checked={draft.pinned} onCheckedChange={set('pinned')}>
        Pinned
      </Checkbox>
      <div className={styles.times}>
        <TextField
          type="datetime-local"
          label="Publish at"
          hint="Your local time; empty publishes it now"
          value={draft.publishAt}
          onValueChange={set('publishAt')}
          error={errors.publish_at}
        />
        <TextField
          type="datetime-local"
          label="Expires at"
          hint="Your local time; empty shows it until withdrawn"
          value={draft.expiresAt}
          onValueChange={set('expiresAt')}
          error={errors.expires_at}
        />
      </div>
      {props.formError && (
        <p className={styles.error} role="alert">
          {props.formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={props.onCancel} disabled={props.publishing}>
          Cancel
        </Button>
        <Button
          variant="secondary"
          aria-expanded={props.previewing}
          aria-controls={props.previewing ? previewId : undefined}
          onClick={props.onTogglePreview}
        >
          Preview
        </Button>
        <Button type="submit" busy={props.publishing}>
          Publish
        </Button>
      </div>
      {props.previewing && <AnnouncementPreview draft={draft} id={previewId} />}
    </form>
  );
}
