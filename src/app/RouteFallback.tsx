import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches a screen that throws or whose code cannot be loaded; moving to another page tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
