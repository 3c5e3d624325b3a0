import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export type ConfirmDialogProps = {
  /** Whether the dialog shows; the owner keeps this state. */
  open: boolean;
  /** Called when the member closes the dialog (Cancel, Escape, outside click) or it should open. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Delete this address?'; the dialog's accessible name. */
  title: ReactNode;
  /** What follows from confirming; the dialog's description. */
  message: ReactNode;
  /** Called when the member confirms; the owner closes the dialog when the work is done. */
  onConfirm: () => void;
  /** The confirm button's text. */
  confirmLabel?: string;
  /** The cancel button's text. */
  cancelLabel?: string;
  /** The confirm button shows a spinner and the dialog cannot be dismissed while the request runs. */
  busy?: boolean;
  /** 'danger' paints the confirm button as destructive. */
  tone?: 'accent' | 'danger';
  /** Extra content between the message and the buttons, e.g. a field the action needs. */
  children?: ReactNode;
};

/**
 * Asks the member to confirm one action before it runs: a modal with the question, its consequence, and
 * Cancel and confirm buttons.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Close',
  busy = false,
  tone = 'accent',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={message}
      dismissible={!busy}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
