import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MessageImage } from '../../../api/contract/support';
import { operatorTicketImageQuery } from '../../../api/operatorSupport';
import { ImageThumbs } from '../../../ui';

/** Object URLs for the blobs, revoked when they change or the message leaves the screen. */
function useObjectUrls(blobs: readonly (Blob | undefined)[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  const [key, setKey] = useState<readonly (Blob | undefined)[]>(blobs);
  // A new array of the same blobs each render is no change.
  if (blobs.length !== key.length || blobs.some((blob, index) => blob !== key[index])) setKey(blobs);
  useEffect(() => {
    const next = key.map((blob) => (blob ? URL.createObjectURL(blob) : null));
    setUrls(next);
    return () => {
      for (const url of next) if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return urls;
}

/**
 * A message's images for the operator: each fetched with the operator's token (an <img> alone cannot send
 * it), shown as the member's chat shows them, each opening larger in a dialog.
 */
export function TicketImages({ images }: { images: readonly MessageImage[] }) {
  const blobs = useQueries({ queries: images.map((image) => operatorTicketImageQuery(image.image)) });
  const urls = useObjectUrls(blobs.map((blob) => blob.data));
  return (
    <ImageThumbs
      images={images.map((image, index) => ({
        id: image.id,
        url: urls[index] ?? null,
        width: image.width,
        height: image.height,
      }))}
    />
  );
}
