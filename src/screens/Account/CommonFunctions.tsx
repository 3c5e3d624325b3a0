import { useId } from 'react';
import { LinkCard } from '../../ui';
import * as styles from './Account.css';

/** Where a member goes from the account page (spec document 2 §2, Common Functions). */
export const commonFunctions = [
  { to: '/user/profile', title: 'Profile Setting', description: 'Your details and security' },
  { to: '/user/wallet', title: 'Wallet', description: 'Deposit USDT' },
  { to: '/user/transfer', title: 'Transfer', description: 'Move funds to your reserve' },
  { to: '/user/withdraw', title: 'Withdraw', description: 'Send funds out' },
  { to: '/user/payouts', title: 'Payouts', description: 'Income from your team' },
  { to: '/user/team', title: 'Team', description: 'Your direct tree' },
  { to: '/user/levelDetails', title: 'Level Details', description: 'Your team by level' },
] as const;

export function CommonFunctions() {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        Common Functions
      </h2>
      <ul className={styles.links}>
        {commonFunctions.map((item) => (
          <li key={item.to}>
            <LinkCard to={item.to} title={item.title} description={item.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}
