import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure } from '../../api/errors';
import { getPublicReserves, type PublicReserves } from '../../api/proofOfReserves';
import { ReservesView } from './ReservesView';

/** What a visitor reads when the snapshots could not be read. */
export const RESERVES_FAILED = 'The proof of reserves could not be loaded. Please try again.';

/**
 * Reads the published snapshots once the page is in the browser, with the one API client and no query cache:
 * a visitor's download stays the page's own. Drawn at build time, the page shows its loading state and its
 * plain words, which are the same for every visitor.
 */
export function ReservesScreen() {
  const [reserves, setReserves] = useState<PublicReserves>();
  const [error, setError] = useState<string | null>(null);
  const shown = useRef(true);
  const load = useCallback(async () => {
    setError(null);
    const answer = await getPublicReserves();
    if (!shown.current) return;
    if (isApiFailure(answer)) setError(RESERVES_FAILED);
    else setReserves(answer.data);
  }, []);
  useEffect(() => {
    shown.current = true;
    void load();
    return () => {
      shown.current = false;
    };
  }, [load]);
  return <ReservesView reserves={reserves} error={error} onRetry={() => void load()} />;
}
