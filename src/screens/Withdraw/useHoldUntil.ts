import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later end is checked again when that wait is over. */
const LONGEST_WAIT_MS = 2_147_483_647;

/**
 * GET withdraw's `withdraw_hold_until` while it is still ahead, else null; the screen re-renders the moment
 * it passes, so the form opens without a reload.
 */
export function useHoldUntil(until: string | null | undefined): string | null {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(end > now)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 1, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [end, now]);
  return until && end > now ? until : null;
}
