import type { Policy } from '../../content/policies';
import * as styles from './PolicyView.css';

export type PolicyViewProps = { policy: Policy };

export function PolicyView({ policy }: PolicyViewProps) {
  return (
    <article className={styles.article} aria-labelledby="policy-title">
      <header>
        <h1 id="policy-title" className={styles.title}>
          {policy.title}
        </h1>
        <p className={styles.updated}>{policy.updated}</p>
      </header>
      <p>{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
