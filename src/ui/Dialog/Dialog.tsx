import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { cx } from '../cx';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons';
import * as styles from './Dialog.css';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog when activated (rendered through Radix's asChild). */
  trigger?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  /** Hides the corner close button, e.g. while a trade is being processed. */
  hideClose?: boolean;
  /** Ignores Escape and outside clicks, for steps the member must not abandon halfway. */
  dismissible?: boolean;
  className?: string;
};

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
