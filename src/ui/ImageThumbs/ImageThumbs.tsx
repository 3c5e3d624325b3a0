import { useState } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ImageThumbs.css';

/** An image to show; its url is null while its bytes are still on the way. */
export type ThumbImage = { id: number; url: string | null; width: number; height: number };

/** A message's images as thumbnails; each opens larger in a dialog. */
export function ImageThumbs({ images }: { images: readonly ThumbImage[] }) {
  const [open, setOpen] = useState<ThumbImage | null>(null);
  const position = (image: ThumbImage) => images.indexOf(image) + 1;
  return (
    <>
      <ul className={styles.thumbs} aria-label="Attachments">
        {images.map((image) => (
          <li key={image.id}>
            {image.url ? (
              <button type="button" className={styles.thumbButton} onClick={() => setOpen(image)}>
                <img
                  src={image.url}
                  alt={`Attachment ${position(image)} of ${images.length}, open larger`}
                  className={styles.thumb}
                  width={72}
                  height={72}
                />
              </button>
            ) : (
              <Skeleton shape="rect" className={styles.thumb} />
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? `Attachment ${position(open)} of ${images.length}` : 'Attachment'}
      >
        {open?.url && (
          <img
            src={open.url}
            alt={`Attachment ${position(open)} of ${images.length}`}
            className={styles.large}
            width={open.width}
            height={open.height}
          />
        )}
      </Dialog>
    </>
  );
}
