import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './IconButton.css';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** Required: an icon alone does not tell a screen reader what the button does. */
  label: string;
  /** The icon drawn in the button; hidden from assistive technology, which reads `label`. */
  icon: ReactNode;
  /** sm, md or lg, matching Button's sizes. */
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A button that shows only an icon, named by a required label; `type` defaults to 'button'. Every other
 * attribute of a button passes through.
 */
export function IconButton({
  label,
  icon,
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.base, styles.size[size], className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
