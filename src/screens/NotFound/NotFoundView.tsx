import { Link } from 'react-router-dom';
import * as styles from './NotFoundView.css';

/** Spec document 1 §2: the wording (including 'avaible') is the product's own and kept as is. */
export function NotFoundView() {
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Look like you're lost
      </h1>
      <p className={styles.text}>the page you are looking for not avaible!</p>
      <Link to="/" className={styles.home}>
        Go to Home
      </Link>
    </section>
  );
}

export default NotFoundView;
