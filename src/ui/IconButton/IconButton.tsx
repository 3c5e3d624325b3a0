import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './IconButton.css';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** Required: an icon alone does not tell a screen reader what the button does. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

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
