import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type MessageImage, messageImagesQuery, ticketImageQuery } from '../../api/support';
import { ImageThumbs, Skeleton } from '../../ui';
import { thumb } from '../../ui/ImageThumbs/ImageThumbs.css';

/** Object URLs for the blobs, revoked when they change or the message leaves the screen. */
function useObjectUrls(blobs: readonly (Blob | undefined)[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  const key = blobs.map((blob) => (blob ? blob.size : -1)).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blobs are new arrays each render; key says when they change
  useEffect(() => {
    const next = blobs.map((blob) => (blob ? URL.createObjectURL(blob) : null));
    setUrls(next);
    return () => {
      for (const url of next) if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return urls;
}

/** Each stored image fetched with the member's token: an <img> alone cannot send it. */
function LoadedThumbs({ images }: { images: readonly MessageImage[] }) {
  const blobs = useQueries({ queries: images.map((image) => ticketImageQuery(image.image)) });
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

/** GET message/{id}/image, then each image's bytes. */
export function MessageImages({ messageId }: { messageId: number }) {
  const list = useQuery(messageImagesQuery(messageId));
  if (list.isPending) return <Skeleton shape="rect" className={thumb} />;
  if (!list.data || list.data.length === 0) return null;
  return <LoadedThumbs images={list.data} />;
}
