import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { AlertIcon } from '../icons';
import * as styles from './ErrorModal.css';

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
  message = 'Something went wrong on our side. Please try again in a moment.',
  onRetry = () => window.location.reload(),
}: ErrorModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="It's us, not you"
      footer={<Button onClick={onRetry}>Try again</Button>}
    >
      <div className={styles.body}>
        <AlertIcon size={40} className={styles.icon} />
        <p>{message}</p>
      </div>
    </Dialog>
  );
}
