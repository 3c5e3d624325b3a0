import { describeDevice } from '../shared/logFormat';
import * as styles from './Profile.css';

/** The device in a member's words, opening to the full user agent for anyone who needs it exactly. */
export function DeviceName({ agent }: { agent: string }) {
  if (!agent.trim()) return <span>{describeDevice(agent)}</span>;
  return (
    <details className={styles.device}>
      <summary>{describeDevice(agent)}</summary>
      <span className={styles.agent}>{agent}</span>
    </details>
  );
}
