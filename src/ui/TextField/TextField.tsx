import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { visuallyHidden as hiddenLabel } from '../../theme/utils.css';
import { cx } from '../cx';
import * as styles from '../field.css';
import type { InputFilter } from '../filters';
import { useEarlyInput } from '../useEarlyInput';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> & {
  /** The field's visible label and accessible name. */
  label: ReactNode;
  /** Shown under the field in the critical colour and announced with the input. */
  error?: ReactNode;
  /** Help shown under the field and announced with it. */
  hint?: ReactNode;
  /** Applied to every change, so disallowed characters never reach the value (see ../filters). */
  filter?: InputFilter;
  /**
   * Called with the (filtered) value; `onChange` still receives the raw event. Also called as the field mounts
   * with what was typed into its drawn page before the app ran (useEarlyInput).
   */
  onValueChange?: (value: string) => void;
  /** Content inside the field before the input, e.g. a currency. */
  startAdornment?: ReactNode;
  /** Content inside the field after the input, e.g. a show-password button. */
  endAdornment?: ReactNode;
  /** Hides the label visually while keeping it as the accessible name. */
  hideLabel?: boolean;
  /** Extra class on the wrapper around label, input and messages; `className` goes to the input. */
  fieldClassName?: string;
};

/**
 * A native input with its label, hint and error, optional content at either end and an input filter; every
 * other attribute of an input passes through.
 */
export function TextField({
  label,
  error,
  hint,
  filter,
  onChange,
  onValueChange,
  startAdornment,
  endAdornment,
  hideLabel = false,
  fieldClassName,
  id,
  className,
  disabled,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  const inputRef = useEarlyInput((input) => onValueChange?.(filter ? filter(input.value) : input.value), ref);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (filter) {
      const raw = event.target.value;
      const filtered = filter(raw);
      if (filtered !== raw) {
        const caret = event.target.selectionStart ?? filtered.length;
        const removed = raw.length - filtered.length;
        event.target.value = filtered;
        const position = Math.max(0, caret - removed);
        if (type === 'text' || type === 'search' || type === 'tel' || type === 'password') {
          event.target.setSelectionRange(position, position);
        }
      }
    }
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <div className={cx(styles.field, fieldClassName)}>
      <label htmlFor={inputId} className={hideLabel ? hiddenLabel : styles.label}>
        {label}
      </label>
      <div
        className={cx(
          styles.control,
          error ? styles.controlInvalid : null,
          disabled && styles.controlDisabled,
        )}
      >
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          ref={inputRef}
          id={inputId}
          type={type}
          className={cx(styles.input, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={handleChange}
          {...rest}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
