import { Switch, TextField } from '../../../ui';
import * as styles from './Plans.css';
import type { FormErrors } from './planChange';
import type { TermField, TermKind, TermValues } from './planTerms';

const units: Partial<Record<TermKind, string>> = {
  usdt: 'USDT',
  percent: '%',
  days: 'days',
  minutes: 'minutes',
};
const modes: Record<TermKind, 'decimal' | 'numeric' | undefined> = {
  usdt: 'decimal',
  percent: 'decimal',
  days: 'numeric',
  minutes: 'numeric',
  count: 'numeric',
  active: undefined,
};

/** The groups a form shows, each with the server's name for a message about the group as a whole. */
const groupsOf = (fields: readonly TermField[]) => {
  const named = (prefix: string) => fields.filter((field) => field.key.startsWith(prefix));
  if (!fields.some((field) => field.key.startsWith('levels.'))) return [{ key: '', legend: 'Terms', fields }];
  return [
    { key: 'qualifying_stake', legend: 'Valid Member', fields: named('qualifying_stake') },
    { key: 'levels', legend: 'Team income by level', fields: named('levels.') },
    { key: 'ranks', legend: 'Ranks', fields: named('ranks.') },
  ];
};

export type TermInputsProps = {
  fields: readonly TermField[];
  values: TermValues;
  errors: FormErrors;
  onValue: (key: string, value: string) => void;
  disabled: boolean;
};

export function TermInputs({ fields, values, errors, onValue, disabled }: TermInputsProps) {
  return groupsOf(fields).map((group) => (
    <fieldset key={group.legend} className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{group.legend}</legend>
      {group.key !== 'qualifying_stake' &&
        errors[group.key]?.map((message) => (
          <p key={message} className={styles.error} role="alert">
            {message}
          </p>
        ))}
      <div className={styles.grid}>
        {group.fields.map((field) =>
          field.kind === 'active' ? (
            <Switch
              key={field.key}
              label={field.label}
              checked={values[field.key] === 'true'}
              onCheckedChange={(on) => onValue(field.key, String(on))}
              disabled={disabled}
            />
          ) : (
            <TextField
              key={field.key}
              label={field.label}
              name={field.key}
              inputMode={modes[field.kind]}
              value={values[field.key] ?? ''}
              onValueChange={(value) => onValue(field.key, value)}
              endAdornment={units[field.kind]}
              error={errors[field.key]?.join(' ')}
              autoComplete="off"
            />
          ),
        )}
      </div>
    </fieldset>
  ));
}
