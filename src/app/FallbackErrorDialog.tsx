import { useEffect, useId, useRef } from 'react';
import { ERROR_MODAL_MESSAGE, ERROR_MODAL_RETRY, ERROR_MODAL_TITLE } from '../ui/ErrorModal/errorModalText';
import * as styles from './app.css';

export type FallbackErrorDialogProps = { open: boolean; onOpenChange?: (open: boolean) => void };

/**
 * "It's us, not you" when even the modal's own code cannot be fetched (offline, or a release replaced it):
 * the browser's own modal dialog, from code the page already has, so the member still gets one modal and
 * a way out.
 */
export function FallbackErrorDialog({ open, onOpenChange }: FallbackErrorDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.fallbackDialog}
      aria-labelledby={titleId}
      onClose={() => onOpenChange?.(false)}
    >
      <h2 id={titleId} className={styles.errorTitle}>
        {ERROR_MODAL_TITLE}
      </h2>
      <p>{ERROR_MODAL_MESSAGE}</p>
      <button type="button" className={styles.fallbackButton} onClick={() => window.location.reload()}>
        {ERROR_MODAL_RETRY}
      </button>
    </dialog>
  );
}
