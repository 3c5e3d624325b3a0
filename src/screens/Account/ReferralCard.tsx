import { lazy, Suspense, useId, useState } from 'react';
import { buttonRow } from '../../theme';
import { Button, CopyButton, copyMessages } from '../../ui';
import * as styles from './Account.css';

// Few visits share the link, so the share dialog (and the dialog primitive) loads when asked for.
const ShareDialog = lazy(() =>
  import('../../ui/ShareDialog/ShareDialog').then((module) => ({ default: module.ShareDialog })),
);

export type ReferralCardProps = {
  link: string;
  /** The text the share sites put beside the link. */
  shareText: string;
};

/** The member's referral link: shown whole, copied with the spec's confirmation, or shared to a site. */
export function ReferralCard({ link, shareText }: ReferralCardProps) {
  const headingId = useId();
  // Null until the member first asks to share; from then on the dialog stays mounted and opens and closes.
  const [sharing, setSharing] = useState<boolean | null>(null);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        Referral Link
      </h2>
      {/* An address reads left to right in every language; bidi would otherwise move its punctuation. */}
      <output className={styles.referral} aria-label="Your referral link" dir="ltr">
        {link}
      </output>
      <div className={buttonRow}>
        <CopyButton text={link} message={copyMessages.referralLink} label="Copy Link" />
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={sharing === true}
          onClick={() => setSharing(true)}
        >
          Share
        </Button>
      </div>
      {sharing !== null && (
        <Suspense fallback={null}>
          <ShareDialog
            url={link}
            text={shareText}
            title="Share your referral link"
            open={sharing}
            onOpenChange={setSharing}
          />
        </Suspense>
      )}
    </section>
  );
}
