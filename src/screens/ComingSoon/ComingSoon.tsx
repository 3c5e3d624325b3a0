import { Link } from 'react-router-dom';
import * as styles from './ComingSoon.css';

export type ComingSoonProps = { screen: string };

/** Stands in for a member screen that a later release builds, so no route ever renders a blank page. */
export function ComingSoon({ screen }: ComingSoonProps) {
  return (
    <section className={styles.root} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={styles.title}>
        {screen} — coming soon
      </h1>
      <p className={styles.text}>
        The {screen} screen is not available yet. It will appear here in an upcoming release; your account and
        balances are not affected.
      </p>
      <Link to="/" className={styles.link}>
        Back to Home
      </Link>
    </section>
  );
}

export default ComingSoon;
