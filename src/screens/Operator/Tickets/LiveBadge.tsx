import type { LiveStatus } from '../../../api/operatorLive';
import * as styles from './Tickets.css';

const words: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates…',
  open: 'Live: new messages appear as they arrive',
  down: 'Live updates paused: refreshing every 5 seconds',
};

/** Whether what the operator sees follows the server by itself, or by polling while the stream is down. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  return (
    <p className={styles.live} data-live={status} role="status">
      <span className={styles.liveDot} aria-hidden="true" />
      {words[status]}
    </p>
  );
}
