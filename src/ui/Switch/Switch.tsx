import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Switch.css';

export type SwitchProps = {
  /** What the switch turns on or off; its accessible name. */
  label: ReactNode;
  /** A line under the label explaining the setting, read as the switch's description. */
  description?: ReactNode;
  /** The state to show. The switch is controlled: it changes only when its owner says so. */
  checked: boolean;
  /** Asked with the state the member wants; the owner decides whether it becomes `checked`. */
  onCheckedChange: (checked: boolean) => void;
  /** The setting cannot be changed now. */
  disabled?: boolean;
  /** A request about this setting is on its way: the switch keeps its state and ignores presses. */
  busy?: boolean;
  /** Extra class, for placement by the page. */
  className?: string;
};

/** An on/off setting, announced as a switch with its state, pressed with Space or Enter. */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled = false,
  busy = false,
  className,
}: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cx(styles.root, className)}>
      <button
        id={id}
        type="button"
        role="switch"
        className={styles.track}
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onCheckedChange(!checked);
        }}
      >
        <span className={styles.thumb} />
      </button>
      <span className={styles.state} aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </span>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
