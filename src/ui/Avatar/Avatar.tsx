import { useState } from 'react';
import { cx } from '../cx';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = {
  /** The member's name: the accessible name, and the source of the fallback initials. */
  name: string;
  /** The picture's address; the initials show while there is none or when it fails to load. */
  src?: string | null;
  /** sm, md or lg. */
  size?: AvatarSize;
  /** Extra class on the avatar, for placement by the page. */
  className?: string;
  /** Beside text that already names the member (a link with the username): hidden from assistive technology. */
  decorative?: boolean;
};

/** 'jane doe' → 'JD', 'tessera_user' → 'TE'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

/** The member's picture, or their initials when there is no picture or it cannot load. */
export function Avatar({ name, src, size = 'md', className, decorative = false }: AvatarProps) {
  // Remembers which address failed, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cx(styles.root, styles.size[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
