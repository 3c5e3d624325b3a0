import { useId } from 'react';
import { buttonRow } from '../../theme';
import { Button, CopyButton, copyMessages, ShareDialog } from '../../ui';
import * as styles from './Account.css';

export type ReferralCardProps = {
  link: string;
  /** The text the share sites put beside the link. */
  shareText: string;
};

/** The member's referral link: shown whole, copied with the spec's confirmation, or shared to a site. */
export function ReferralCard({ link, shareText }: ReferralCardProps) {
  const headingId = useId();
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
        <ShareDialog
          url={link}
          text={shareText}
          title="Share your referral link"
          trigger={
            <Button variant="secondary" size="sm">
              Share
            </Button>
          }
        />
      </div>
    </section>
  );
}
