import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as fieldStyles from '../field.css';
import { useEarlyInput } from '../useEarlyInput';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  /** The label text; clicking it toggles the box. */
  children: ReactNode;
  /** Shown under the box and announced with it, e.g. when terms must be accepted. */
  error?: ReactNode;
  /**
   * Called with the new checked state; `onChange` still receives the raw event. Also called as the box mounts
   * if it was ticked or cleared on its drawn page before the app ran (useEarlyInput).
   */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox with its label and an optional error; every other attribute of an input passes through.
 */
export function Checkbox({
  children,
  error,
  onChange,
  onCheckedChange,
  className,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const inputRef = useEarlyInput((input) => onCheckedChange?.(input.checked), ref);
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          ref={inputRef}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          {...rest}
        />
        <span>{children}</span>
      </label>
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
