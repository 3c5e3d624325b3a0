import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { IconButton } from '../IconButton/IconButton';
import { ChevronEndIcon, ChevronStartIcon } from '../icons';
import * as styles from './HeroCarousel.css';

export type HeroSlide = { id: string; title: string; text: string; cta: { label: string; href: string } };

export type HeroCarouselProps = {
  /** The slides in order, each a title, a line of text and one call to action. */
  slides: readonly HeroSlide[];
  /** Names the carousel for screen readers. */
  label?: string;
};

/**
 * A carousel the member drives: previous/next buttons and dots, no autoplay, so nothing moves under a
 * reader's eyes or a keyboard user's focus.
 */
export function HeroCarousel({ slides, label = 'Highlights' }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const count = slides.length;
  const current = slides[index];
  if (!current) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} aria-live="polite">
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group */}
        <div
          id={slideId}
          key={current.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          className={`${styles.slide} ${styles.tone[(index % 3) as 0 | 1 | 2]}`}
        >
          <h2 className={styles.title}>{current.title}</h2>
          <p className={styles.text}>{current.text}</p>
          <Link to={current.cta.href} className={styles.cta}>
            {current.cta.label}
          </Link>
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <IconButton
            className={styles.arrow}
            label="Previous slide"
            aria-controls={slideId}
            icon={<ChevronStartIcon />}
            onClick={() => go(index - 1)}
          />
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={`Show slide ${i + 1}: ${slide.title}`}
                aria-current={i === index}
                aria-controls={slideId}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <IconButton
            className={styles.arrow}
            label="Next slide"
            aria-controls={slideId}
            icon={<ChevronEndIcon />}
            onClick={() => go(index + 1)}
          />
        </div>
      )}
    </section>
  );
}
