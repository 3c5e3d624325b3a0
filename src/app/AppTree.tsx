import { type ReactNode, StrictMode, useLayoutEffect } from 'react';

/** Lets the page take taps and keys once the app's first frame is on screen (a shell arrives inert). */
function Interactive({ root }: { root: HTMLElement | null }) {
  useLayoutEffect(() => {
    if (root) root.inert = false;
  }, [root]);
  return null;
}

/**
 * The tree around the app, the same when a page is drawn at build time (no root: nothing to lift) and when the
 * app takes it over in the browser, so React's generated ids (a label's `for`, a list's `aria-controls`) agree
 * between the drawn page and the app.
 */
export function AppTree({ root, children }: { root: HTMLElement | null; children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <Interactive root={root} />
    </StrictMode>
  );
}
