import { type ReactNode, useId } from 'react';
import { FigureList, FigureRow } from '../../ui';
import * as styles from './Account.css';
import type { Figure } from './accountFigures';

/** A card of labelled figures; its heading names it for landmark navigation. */
export function FigureCard({
  title,
  figures,
  action,
}: {
  title: string;
  figures: readonly Figure[];
  /** A way on from the figures, e.g. to the payouts behind them. */
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardHeading}>
        {title}
      </h2>
      <FigureList>
        {figures.map((figure) => (
          <FigureRow key={figure.label} label={figure.label}>
            {figure.value}
          </FigureRow>
        ))}
      </FigureList>
      {action}
    </section>
  );
}
