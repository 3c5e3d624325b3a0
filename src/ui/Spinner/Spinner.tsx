import { cx } from '../cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  /** sm, md or lg. */
  size?: SpinnerSize;
  /** Announced to assistive technology; omit when the surrounding control already says it is busy. */
  label?: string;
  /** Extra class, for placement by the page. */
  className?: string;
};

/** Shows that something is on its way, spinning beside or inside the control that waits. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = cx(styles.spinner, styles.size[size], className);
  if (!label) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={label} />;
}
