import { Button, Spinner } from '../ui';
import * as styles from './app.css';

export function RouteLoading() {
  return (
    <div className={styles.centre}>
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

/** Shown when a route throws or its code cannot be loaded (for example after a new release). */
export function RouteError() {
  return (
    <div className={styles.centre} role="alert">
      <h1 className={styles.errorTitle}>It's us, not you</h1>
      <p>This page could not be shown. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </div>
  );
}
