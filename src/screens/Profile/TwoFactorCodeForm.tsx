import type { FormEvent, ReactNode } from 'react';
import { formActions } from '../../theme';
import { Button, TextField } from '../../ui';
import * as styles from './Security.css';

export interface TwoFactorCodeFormProps {
  label: string;
  hint?: ReactNode;
  /** 6 for a code from the app, 11 when a recovery code ('xxxxx-xxxxx') may be typed. */
  maxLength: number;
  numeric: boolean;
  /** Applied as the member types (see src/ui/filters). */
  filter: (text: string) => string;
  code: string;
  codeError: string | null;
  busy: boolean;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The code that turns 2FA on or off, with its own submit and a way back. */
export function TwoFactorCodeForm({
  label,
  hint,
  maxLength,
  numeric,
  filter,
  code,
  codeError,
  busy,
  submitLabel,
  tone = 'primary',
  onCodeChange,
  onSubmit,
  onCancel,
}: TwoFactorCodeFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={label}
        hint={hint}
        name="code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={maxLength}
        value={code}
        filter={filter}
        onValueChange={onCodeChange}
        error={codeError ?? undefined}
        readOnly={busy}
        autoFocus
      />
      <div className={formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant={tone} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
