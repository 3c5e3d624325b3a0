import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { AlertIcon } from '../icons';
import * as styles from './ErrorModal.css';
import {
  ERROR_MODAL_MESSAGE,
  ERROR_MODAL_REFERENCE,
  ERROR_MODAL_RETRY,
  ERROR_MODAL_TITLE,
} from './errorModalText';

export type ErrorModalProps = {
  /** Whether the modal shows. */
  open: boolean;
  /** Called when the member dismisses the modal. */
  onOpenChange?: (open: boolean) => void;
  /** What went wrong; the spec's general error text by default. */
  message?: ReactNode;
  /** Defaults to reloading the page, which is what gets a member out of a broken state fastest. */
  onRetry?: () => void;
  /** The failed request's id, when the server gave one: support finds the failure in its log by it. */
  reference?: string | null;
};

/** The spec's error modal for a failure the screen cannot handle in place, with a way to retry. */
export function ErrorModal({
  open,
  onOpenChange,
  message = ERROR_MODAL_MESSAGE,
  onRetry = () => window.location.reload(),
  reference,
}: ErrorModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ERROR_MODAL_TITLE}
      footer={<Button onClick={onRetry}>{ERROR_MODAL_RETRY}</Button>}
    >
      <div className={styles.body}>
        <AlertIcon size={40} className={styles.icon} />
        <p>{message}</p>
        {reference ? (
          <p className={styles.reference}>
            {ERROR_MODAL_REFERENCE} <code dir="ltr">{reference}</code>
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
