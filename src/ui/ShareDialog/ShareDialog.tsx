import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ShareDialog.css';

export const shareTargets = ['facebook', 'twitter', 'whatsapp', 'telegram', 'linkedin', 'mail'] as const;
export type ShareTarget = (typeof shareTargets)[number];

const names: Record<ShareTarget, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
  mail: 'Mail',
};

/** Each site's public share endpoint; none needs an app id or a script of theirs on our page. */
export function shareUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'mail':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n${url}`)}`;
  }
}

export type ShareDialogProps = {
  /** The address shared, e.g. the member's referral link. */
  url: string;
  /** The message that goes with it where the target takes one. */
  text: string;
  /** The dialog's heading. */
  title?: ReactNode;
  /** The services offered, in order; all of them by default. */
  targets?: readonly ShareTarget[];
  /** An element that opens the dialog, usually a Share button. */
  trigger?: ReactNode;
  /** Controlled open state; leave out to let the dialog keep its own. */
  open?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/**
 * Offers a link to share through social and messaging services, each opening that service's own share page
 * with the link and text filled in.
 */
export function ShareDialog({
  url,
  text,
  title = 'Share',
  targets = shareTargets,
  trigger,
  open,
  onOpenChange,
}: ShareDialogProps) {
  return (
    <Dialog title={title} trigger={trigger} open={open} onOpenChange={onOpenChange}>
      <ul className={styles.list}>
        {targets.map((target) => {
          const external = target !== 'mail';
          return (
            <li key={target}>
              <a
                className={styles.link}
                href={shareUrl(target, url, text)}
                data-target={target}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {names[target]}
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
