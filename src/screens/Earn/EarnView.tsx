import { useLocation } from 'react-router-dom';
import { EmptyState, LinkCard, PageHeader, Tabs } from '../../ui';
import * as styles from '../shared/Showcase.css';
import { earnCards, earnDetailsPathFrom } from './earnContent';

function CardList({ cards }: { cards: readonly { id: string; title: string; figures: string }[] }) {
  const details = earnDetailsPathFrom(useLocation().pathname);
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id}>
          <LinkCard to={details} title={card.title} description={card.figures} />
        </li>
      ))}
    </ul>
  );
}

/** Earn (/earn, and /user/earn for a member): a static showcase; staking itself happens on Explore, with the terms shown there. */
export function EarnView() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Earn"
        description="Sample products for illustration. The packages you can stake in, with their real terms, are on Explore."
      />
      <Tabs
        label="Earn"
        items={[
          { value: 'usdt', label: 'USDT Earn', content: <CardList cards={earnCards.usdt} /> },
          { value: 'tuft', label: 'TUFT Earn', content: <CardList cards={earnCards.tuft} /> },
          { value: 'record', label: 'Record', content: <EmptyState /> },
        ]}
      />
    </div>
  );
}
