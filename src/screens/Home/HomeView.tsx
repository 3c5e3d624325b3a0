import type { HomeContent } from '../../content/home';
import {
  ButtonLink,
  Callout,
  HeroCarousel,
  LinkCard,
  Prose,
  ScrollRow,
  Section,
  ShowcaseCard,
} from '../../ui';
import * as styles from './HomeView.css';

export type HomeViewProps = { content: HomeContent };

export function HomeView({ content }: HomeViewProps) {
  const { showcase } = content;
  return (
    <div className={styles.page}>
      <HeroCarousel slides={content.slides} />

      <Section title={content.shortcutsHeading}>
        <ul className={styles.shortcuts}>
          {content.shortcuts.map((shortcut) => (
            <li key={shortcut.href}>
              <LinkCard to={shortcut.href} title={shortcut.label} description={shortcut.description} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={showcase.discoverHeading} note={showcase.sampleNotice}>
        <ul className={styles.cards}>
          {showcase.items.map((item) => (
            <li key={item.id} aria-label={`${item.name} (sample)`}>
              <ShowcaseCard
                title={item.name}
                aside={item.level}
                badge="Sample"
                figures={[
                  { label: 'Amount', value: item.amount },
                  { label: 'Rate', value: item.daily },
                  { label: 'Fees', value: item.fees },
                  { label: 'Duration', value: item.duration },
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={showcase.trendingHeading}>
        <ScrollRow
          items={showcase.items.map((item) => ({
            key: item.id,
            content: (
              <>
                <strong>{item.level}</strong> · {item.daily} · {item.duration} <span>(sample)</span>
              </>
            ),
          }))}
        />
      </Section>

      <Callout
        title={content.join.heading}
        action={<ButtonLink to={content.join.cta.href}>{content.join.cta.label}</ButtonLink>}
      >
        {content.join.text}
      </Callout>

      <Prose as="div" tone="fine">
        <p>{content.disclaimer}</p>
      </Prose>
    </div>
  );
}
