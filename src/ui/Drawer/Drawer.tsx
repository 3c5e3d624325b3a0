import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons';
import * as styles from './Drawer.css';

export const drawerSides = ['start', 'end'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export type DrawerProps = {
  /** Controlled open state; leave out (with defaultOpen) to let the drawer keep its own. */
  open?: boolean;
  /** Whether an uncontrolled drawer starts open. */
  defaultOpen?: boolean;
  /** Called whenever the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The drawer's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, read as the drawer's description. */
  description?: ReactNode;
  /** Logical side: 'start' is the left edge in LTR and the right edge in RTL. */
  side?: DrawerSide;
  /** An element that opens the drawer (rendered through Radix's asChild). */
  trigger?: ReactNode;
  /** The drawer's body. */
  children?: ReactNode;
  /** Content pinned to the end of the drawer, e.g. actions. */
  footer?: ReactNode;
  /** The accessible name of the close button. */
  closeLabel?: string;
  /** Extra class on the drawer's panel. */
  className?: string;
};

/** A side sheet: a Radix dialog, so it traps focus, closes on Escape and returns focus to its trigger. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  side = 'end',
  trigger,
  children,
  footer,
  closeLabel = 'Close',
  className,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, styles.side[side], className)}
          data-side={side}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton size="sm" label={closeLabel} icon={<CloseIcon size={18} />} />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DrawerClose = RadixDialog.Close;
