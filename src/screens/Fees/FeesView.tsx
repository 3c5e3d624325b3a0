import { Prose } from '../../ui';
import * as styles from './Fees.css';
import { type FeeSection, feeSchedule } from './feeSchedule';

export type FeesViewProps = { sections?: readonly FeeSection[] };

/**
 * Fees and limits (/fees), public: every fee, limit, minimum and waiting time of the money moves, from the
 * rules the server applies.
 */
export function FeesView({ sections = feeSchedule() }: FeesViewProps) {
  return (
    <Prose aria-labelledby="fees-title">
      <header>
        <h1 id="fees-title">Fees and limits</h1>
      </header>
      <p>
        What each way of moving money costs, its limits and how long it takes to arrive. The platform applies
        exactly these rules; a package's or plan's own terms are shown on it before you commit.
      </p>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={idOf(section.heading)}>
          <h2 id={idOf(section.heading)}>{section.heading}</h2>
          <dl className={styles.lines}>
            {section.lines.map((line) => (
              <div key={line.term} className={styles.line}>
                <dt className={styles.term}>{line.term}</dt>
                <dd className={styles.value}>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Prose>
  );
}

const idOf = (heading: string) => `fees-${heading.toLowerCase().replace(/\W+/g, '-')}`;
