import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as fieldStyles from '../field.css';
import { ChevronDownIcon } from '../icons';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  /** The field's visible label and accessible name. */
  label: ReactNode;
  /** The choices, each a value and its label. */
  options: readonly SelectOption[];
  /** Shown as a first, unselectable choice while nothing is chosen. */
  placeholder?: string;
  /** Shown under the field in the critical colour and announced with it. */
  error?: ReactNode;
  /** Help shown under the field and announced with it. */
  hint?: ReactNode;
  /** Called with the chosen value; `onChange` still receives the raw event. */
  onValueChange?: (value: string) => void;
};

/** A native select with its label, hint and error; every other attribute of a select passes through. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  onChange,
  onValueChange,
  id,
  className,
  disabled,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy =
    [error ? `${selectId}-error` : null, hint ? `${selectId}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div
        className={cx(
          fieldStyles.control,
          error ? fieldStyles.controlInvalid : null,
          disabled && fieldStyles.controlDisabled,
        )}
      >
        <select
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled className={styles.option}>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled} className={styles.option}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </div>
      {hint && (
        <span id={`${selectId}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${selectId}-error`} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
