import type { FormEvent } from 'react';
import { Button, PageHeader, PasswordField, TextField } from '../../../ui';
import * as styles from './password.css';
import type { PasswordDraft } from './passwordForm';

export type PasswordViewProps = {
  draft: PasswordDraft;
  onDraftChange: (draft: PasswordDraft) => void;
  /** The errors shown beside each field: the form's own first, then the server's. */
  errors: Partial<Record<keyof PasswordDraft, string>>;
  /** A refusal not tied to one field (a locked account, a lost connection). */
  failure: string | null;
  /** What the server said once the password changed. */
  done: string | null;
  busy: boolean;
  onSubmit: () => void;
};

/** /operator/password: the operator's own password, changed with the current one and an authenticator code. */
export function PasswordView({
  draft,
  onDraftChange,
  errors,
  failure,
  done,
  busy,
  onSubmit,
}: PasswordViewProps) {
  const set = (field: keyof PasswordDraft) => (value: string) => onDraftChange({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className={styles.page}>
      <PageHeader
        title="Change your password"
        description="With your current password and a code from your authenticator. Your other sessions end; this one stays."
      />
      {done && (
        <p className={styles.message.done} role="status">
          {done}
        </p>
      )}
      {failure && (
        <p className={styles.message.failed} role="alert">
          {failure}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Change your password">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={draft.current_password}
          onValueChange={set('current_password')}
          error={errors.current_password}
        />
        <TextField
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={draft.code}
          onValueChange={(value) => set('code')(value.replace(/\D/g, ''))}
          error={errors.code}
        />
        <PasswordField
          label="New password"
          hint="At least 12 characters"
          autoComplete="new-password"
          value={draft.new_password}
          onValueChange={set('new_password')}
          error={errors.new_password}
        />
        <PasswordField
          label="New password again"
          autoComplete="new-password"
          value={draft.repeat}
          onValueChange={set('repeat')}
          error={errors.repeat}
        />
        <div>
          <Button type="submit" busy={busy}>
            Change password
          </Button>
        </div>
      </form>
    </div>
  );
}
