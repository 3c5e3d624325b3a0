import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
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
  /**
   * Where focus goes when the dialog closes, for a dialog opened by something other than `trigger` (focus
   * returns to the trigger by itself).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
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
  returnFocusTo,
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
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
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
