import { useEffect, useState } from 'react';

/**
 * An object URL for the blob, revoked as soon as the blob is replaced or the component goes, so pictures the
 * member no longer sees do not stay in memory.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
