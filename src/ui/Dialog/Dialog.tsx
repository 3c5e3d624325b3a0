import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { cx } from '../cx';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons';
import * as styles from './Dialog.css';

export type DialogProps = {
  /** Controlled open state; leave out (with defaultOpen) to let the dialog keep its own. */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** An element that opens the dialog when activated (rendered through Radix's asChild). */
  trigger?: ReactNode;
  /** The dialog's body. */
  children?: ReactNode;
  /** Buttons at the end of the dialog, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** The accessible name of the corner close button. */
  closeLabel?: string;
  /** Hides the corner close button, e.g. while a trade is being processed. */
  hideClose?: boolean;
  /** Ignores Escape and outside clicks, for steps the member must not abandon halfway. */
  dismissible?: boolean;
  /** Extra class on the dialog's panel. */
  className?: string;
};

/**
 * A modal dialog on Radix: it traps focus, closes on Escape or an outside click unless told not to, and
 * returns focus to what opened it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  footer,
  closeLabel = 'Close',
  hideClose = false,
  dismissible = true,
  className,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix gives focus back to the trigger on close. A dialog opened otherwise (a row's button, a dialog that
  // loads on demand, a failed request) gives it back to whatever had it when the dialog opened.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={() => {
            if (!trigger)
              openedFrom.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const to = trigger ? null : openedFrom.current;
            if (!to?.isConnected) return;
            event.preventDefault();
            to.focus();
          }}
          // Radix warns when a dialog has no description unless aria-describedby is explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {!hideClose && (
              <RadixDialog.Close asChild>
                <IconButton size="sm" label={closeLabel} icon={<CloseIcon size={18} />} />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button so activating it closes the dialog. */
export const DialogClose = RadixDialog.Close;
