import { type FormEvent, useState } from 'react';
import { ANTI_PHISHING_PHRASE_MAX, antiPhishingPhraseProblem } from '../../api/notices';
import { formActions } from '../../theme';
import { Button, TextField } from '../../ui';
import { FormMessages } from './FormMessages';
import * as styles from './Profile.css';

export interface AntiPhishingPhrasePanelProps {
  /** The saved phrase, or null while none is set. */
  phrase: string | null;
  /** The server's refusal of the phrase, and messages that belong to no field. */
  error: string | null;
  general: readonly string[];
  saving: boolean;
  onEdit: () => void;
  /** Sends the phrase (trimmed); an empty one removes it. */
  onSave: (phrase: string) => void;
}

/**
 * The anti-phishing phrase of Basic Info: words only the member and Tessera know, written at the top of every
 * mail Tessera sends them, so a mail without them is not from Tessera. The rule is the server's own.
 */
export function AntiPhishingPhrasePanel(props: AntiPhishingPhrasePanelProps) {
  const [value, setValue] = useState(props.phrase ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = antiPhishingPhraseProblem(value);
    setProblem(found);
    if (!found) props.onSave(value.trim());
  };
  return (
    <div className={styles.widePanel}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Anti-phishing phrase">
        <TextField
          label="Anti-phishing phrase"
          name="anti_phishing_phrase"
          hint={
            props.phrase
              ? `Every mail from Tessera begins with “Your anti-phishing phrase: ${props.phrase}”. A mail without it is not from us.`
              : '4 to 32 letters, digits and spaces. Once set, every mail from Tessera begins with it; leave empty for none.'
          }
          maxLength={ANTI_PHISHING_PHRASE_MAX + 8}
          autoComplete="off"
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setProblem(null);
            props.onEdit();
          }}
          error={problem ?? props.error ?? undefined}
        />
        <FormMessages messages={[...props.general]} />
        <div className={formActions}>
          <Button type="submit" busy={props.saving}>
            {value.trim() === '' && props.phrase ? 'Remove phrase' : 'Save phrase'}
          </Button>
        </div>
      </form>
    </div>
  );
}
