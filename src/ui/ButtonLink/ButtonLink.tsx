import { Link, type LinkProps } from 'react-router-dom';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { cx } from '../cx';
import * as styles from './ButtonLink.css';

export type ButtonLinkProps = LinkProps & {
  /** The Button look it borrows: primary for the page's main way on, secondary, ghost or danger. */
  variant?: ButtonVariant;
  /** The Button size it borrows. */
  size?: ButtonSize;
};

/** Navigation that looks like a Button but stays a link, so it keeps link semantics, middle-click and history. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={cx(
        buttonStyles.base,
        buttonStyles.variant[variant],
        buttonStyles.size[size],
        styles.focus,
        className,
      )}
      {...rest}
    />
  );
}
