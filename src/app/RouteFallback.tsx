import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportServerFailure } from '../api/client';
import { Button, Spinner } from '../ui';
import * as styles from './app.css';

export function RouteLoading() {
  return (
    <div className={styles.centre}>
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

/**
 * What stays in the page's place when it throws or its code cannot be loaded (for example after a new
 * release, or offline). The app's one "It's us, not you" modal says what happened; this is not a second one.
 */
export function RouteError() {
  return (
    <div className={styles.centre}>
      <p>This page could not be shown.</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    reportServerFailure();
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
