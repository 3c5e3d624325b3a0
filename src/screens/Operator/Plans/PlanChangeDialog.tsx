import { type FormEvent, useId, useState } from 'react';
import type { PlanChange } from '../../../api/operatorPlans';
import { Button, Dialog, DialogClose, fromLocalInput, TextField } from '../../../ui';
import * as styles from './Plans.css';
import { type FormErrors, planChangeOf } from './planChange';
import {
  changesOf,
  fieldsOf,
  formatTerm,
  latestOf,
  nameOf,
  type PlanTarget,
  since,
  valuesOf,
} from './planTerms';
import { TermInputs } from './TermInputs';

export type PlanChangeDialogProps = {
  target: PlanTarget;
  /** The change is on its way to the server. */
  busy: boolean;
  /** The server's refusal, by the form's field names; '' and unknown names are about the change as a whole. */
  errors: FormErrors;
  onSubmit: (change: PlanChange) => void;
  onClose: () => void;
};

type When = 'now' | 'later';

export function PlanChangeDialog({ target, busy, errors, onSubmit, onClose }: PlanChangeDialogProps) {
  const latest = latestOf(target.plan);
  const fields = fieldsOf(target);
  const [before] = useState(() => valuesOf(latest));
  const [values, setValues] = useState(before);
  const [when, setWhen] = useState<When>('now');
  const [at, setAt] = useState('');
  const [atMissing, setAtMissing] = useState(false);
  const whenName = useId();
  const changes = changesOf(fields, before, values);
  const next = latest.version + 1;
  const known = new Set([...fields.map((f) => f.key), 'levels', 'ranks', 'effective_from']);
  const general = Object.entries(errors).flatMap(([key, messages]) => (known.has(key) ? [] : messages));
  const atError = atMissing ? 'Choose when the new terms take effect' : errors.effective_from?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changes.length || busy) return;
    const from = when === 'later' ? fromLocalInput(at) : undefined;
    if (from === null) return setAtMissing(true);
    onSubmit(planChangeOf(target, changes, from));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change terms: ${nameOf(target)}`}
      description="Stakes and reservations already made keep the terms they were made on; members are offered the new terms from the time you choose."
      dismissible={!busy}
    >
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={`New terms for ${nameOf(target)}`}
      >
        {latest !== target.plan.in_force && (
          <p className={styles.note}>
            Prefilled with version {latest.version}, scheduled from {since(latest.effective_from)}: the latest
            written, whose terms a change carries over.
          </p>
        )}
        {general.map((message) => (
          <p key={message} className={styles.error} role="alert">
            {message}
          </p>
        ))}
        <TermInputs
          fields={fields}
          values={values}
          errors={errors}
          disabled={busy}
          onValue={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
        />
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>Takes effect</legend>
          {(['now', 'later'] as const).map((choice) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name={whenName}
                value={choice}
                checked={when === choice}
                onChange={() => setWhen(choice)}
              />
              {choice === 'now' ? 'In force now' : 'From a later time'}
            </label>
          ))}
          {when === 'later' && (
            <TextField
              label="Effective from"
              type="datetime-local"
              value={at}
              onValueChange={(value) => {
                setAt(value);
                setAtMissing(false);
              }}
              hint="Your local time"
              error={atError}
            />
          )}
          {when === 'now' && errors.effective_from && <p className={styles.error}>{atError}</p>}
        </fieldset>
        <section aria-label="What changes" className={styles.stack}>
          <h3 className={styles.legend}>What changes</h3>
          {changes.length ? (
            <ul className={styles.summary}>
              {changes.map(({ field, from, to }) => (
                <li key={field.key}>
                  {field.label}: from {formatTerm(field.kind, from)} to {formatTerm(field.kind, to)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>Nothing yet: change a term above to write version {next}.</p>
          )}
        </section>
        <div className={styles.cardHead}>
          <DialogClose asChild>
            <Button type="button" variant="ghost" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" busy={busy} disabled={!changes.length}>
            Save as version {next}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
