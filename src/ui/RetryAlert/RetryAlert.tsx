import { buttonRow } from '../../theme';
import { Button } from '../Button/Button';
import { cx } from '../cx';

export type RetryAlertProps = {
  /** Why the load failed, announced as an alert. */
  message: string;
  /** Asks again; without it only the message shows. */
  onRetry?: () => void;
  /** Extra class on the alert, for placement by the page. */
  className?: string;
};

/** A load that failed, in place of what it would have shown: the reason and 'Try again'. */
export function RetryAlert({ message, onRetry, className }: RetryAlertProps) {
  return (
    <div className={cx(buttonRow, className)}>
      <p role="alert">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
