import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { AlertIcon } from '../icons';
import * as styles from './ErrorModal.css';
import { ERROR_MODAL_MESSAGE, ERROR_MODAL_RETRY, ERROR_MODAL_TITLE } from './errorModalText';

export type ErrorModalProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  message?: ReactNode;
  /** Defaults to reloading the page, which is what gets a member out of a broken state fastest. */
  onRetry?: () => void;
};

export function ErrorModal({
  open,
  onOpenChange,
  message = ERROR_MODAL_MESSAGE,
  onRetry = () => window.location.reload(),
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
      </div>
    </Dialog>
  );
}
