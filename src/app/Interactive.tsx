import { useLayoutEffect } from 'react';

/**
 * Lets the page take taps and keys once the app's first frame is on screen (a shell arrives inert). Drawn at
 * build time too (with no root, where it does nothing), so the drawn page and the app are the same tree and
 * React's generated ids (a label's `for`, a list's `aria-controls`) agree after the app takes the page over.
 */
export function Interactive({ root }: { root: HTMLElement | null }) {
  useLayoutEffect(() => {
    if (root) root.inert = false;
  }, [root]);
  return null;
}
