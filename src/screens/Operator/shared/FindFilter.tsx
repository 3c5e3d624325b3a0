import { type FormEvent, useEffect, useState } from 'react';
import { Button, TextField } from '../../../ui';
import * as styles from './lists.css';

export type FindFilterProps = {
  label: string;
  /** The filter in effect. */
  value: string;
  /** Applied on Find or Enter; '' clears it. */
  onApply: (value: string) => void;
  error?: string;
};

/** A text filter (a member's username, a search) applied on Find, so the list does not reload at every key. */
export function FindFilter({ label, value, onApply, error }: FindFilterProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim());
  };
  return (
    <form className={styles.find} onSubmit={submit} aria-label={label}>
      <TextField
        label={label}
        fieldClassName={styles.findField}
        value={text}
        onValueChange={setText}
        autoComplete="off"
        spellCheck={false}
        error={error}
      />
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
