import type { ComponentProps, MouseEvent } from 'react';
import { cx } from '../cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ComponentProps<'button'> & {
  /**
   * primary for the one main action of a view, secondary and ghost for the others, danger for what cannot be
   * undone.
   */
  variant?: ButtonVariant;
  /** sm, md or lg. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while a request runs. */
  busy?: boolean;
  /** Fills the inline size of its container, as on narrow forms. */
  fullWidth?: boolean;
};

/**
 * A native button in the product's look; `type` defaults to 'button', so it never submits a form by accident.
 * Every other attribute of a button passes through.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // A busy button stays focusable (aria-disabled, not disabled) so keyboard focus is not lost mid-request.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx(
        styles.base,
        styles.variant[variant],
        styles.size[size],
        fullWidth && styles.fullWidth,
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
