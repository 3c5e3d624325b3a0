import { Link } from 'react-router-dom';
import type { HomeContent } from '../../content/home';
import { BannerCarousel } from './BannerCarousel';
import * as styles from './HomeView.css';

export type HomeViewProps = { content: HomeContent };

export function HomeView({ content }: HomeViewProps) {
  const { showcase } = content;
  return (
    <div className={styles.page}>
      <BannerCarousel slides={content.slides} />

      <section aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className={styles.sectionHeading}>
          {content.shortcutsHeading}
        </h2>
        <ul className={styles.shortcuts}>
          {content.shortcuts.map((shortcut) => (
            <li key={shortcut.href}>
              <Link to={shortcut.href} className={styles.shortcut}>
                <span className={styles.shortcutLabel}>{shortcut.label}</span>
                <span className={styles.shortcutText}>{shortcut.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-discover">
        <h2 id="home-discover" className={styles.sectionHeading}>
          {showcase.discoverHeading}
        </h2>
        <p className={styles.notice}>{showcase.sampleNotice}</p>
        <ul className={styles.cards}>
          {showcase.items.map((item) => (
            <li key={item.id} className={styles.card} aria-label={`${item.name} (sample)`}>
              <div className={styles.cardArt} aria-hidden="true" />
              <span className={styles.sampleBadge}>Sample</span>
              <p className={styles.cardTitle}>
                <span>{item.name}</span>
                <span>{item.level}</span>
              </p>
              <dl className={styles.terms}>
                <dt>Amount</dt>
                <dd>{item.amount}</dd>
                <dt>Rate</dt>
                <dd>{item.daily}</dd>
                <dt>Fees</dt>
                <dd>{item.fees}</dd>
                <dt>Duration</dt>
                <dd>{item.duration}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-trending">
        <h2 id="home-trending" className={styles.sectionHeading}>
          {showcase.trendingHeading}
        </h2>
        <ul className={styles.trending}>
          {showcase.items.map((item) => (
            <li key={item.id} className={styles.trendingItem}>
              <strong>{item.level}</strong> · {item.daily} · {item.duration} <span>(sample)</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.join} aria-labelledby="home-join">
        <div>
          <h2 id="home-join" className={styles.sectionHeading}>
            {content.join.heading}
          </h2>
          <p>{content.join.text}</p>
        </div>
        <Link to={content.join.cta.href} className={styles.joinCta}>
          {content.join.cta.label}
        </Link>
      </section>

      <p className={styles.disclaimer}>{content.disclaimer}</p>
    </div>
  );
}
