import { useDirection } from '@radix-ui/react-direction';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { cx } from '../cx';
import { IconButton } from '../IconButton/IconButton';
import { ChevronEndIcon, ChevronStartIcon } from '../icons';
import * as styles from './Carousel.css';

/** The spec's collection carousel: 2 cards, 1 when there is less room than this. */
export const NARROW_BELOW_PX = 600;

export type CarouselProps = {
  /** The cards, shown a page at a time. */
  items: readonly ReactNode[];
  /** Names the carousel, e.g. 'Collection'. */
  label: string;
  /** Cards per page where there is room; one wherever the carousel is narrower than NARROW_BELOW_PX. */
  perView?: 1 | 2;
  /** Extra class on the carousel, for placement by the page. */
  className?: string;
};

/** Measures the carousel itself, so it shows one card wherever it is narrow (a phone or a side column). */
function useNarrow(ref: RefObject<HTMLElement | null>) {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < NARROW_BELOW_PX);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}

/**
 * The spec's collection carousel: a page of cards with previous and next buttons, the slide area focusable
 * and moved with the arrow keys as in the WAI-ARIA carousel pattern; direction-aware in right-to-left pages.
 */
export function Carousel({ items, label, perView = 2, className }: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(rootRef);
  const dir = useDirection();
  const shown = narrow ? 1 : perView;
  const pages = Math.max(1, Math.ceil(items.length / shown));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);

  useEffect(() => {
    // CSSOM write: the CSP refuses style attributes in markup.
    trackRef.current?.style.setProperty('--carousel-page', String(current));
  }, [current]);

  const go = (next: number) => setPage(Math.min(Math.max(0, next), pages - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(current + 1);
    else if (event.key === back) go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(pages - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      ref={rootRef}
      className={cx(styles.root, className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-per-view={shown}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/noStaticElementInteractions: as in the APG carousel, the slide area takes focus and arrow keys */}
      <div className={styles.viewport} tabIndex={0} onKeyDown={onKeyDown} aria-live="polite">
        <div ref={trackRef} className={styles.track}>
          {items.map((item, index) => {
            const visible = Math.floor(index / shown) === current;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a fieldset would imply form controls; the APG slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={!visible || undefined}
                inert={!visible}
                className={cx(styles.slide, styles.perView[shown])}
              >
                {item}
              </div>
            );
          })}
        </div>
      </div>
      {pages > 1 && (
        <div className={styles.controls}>
          <IconButton
            label="Previous slides"
            icon={<ChevronStartIcon className={styles.mirror} />}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          />
          <div className={styles.dots}>
            {Array.from({ length: pages }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per page number
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Go to page ${i + 1} of ${pages}`}
                aria-current={i === current || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <IconButton
            label="Next slides"
            icon={<ChevronEndIcon className={styles.mirror} />}
            disabled={current === pages - 1}
            onClick={() => go(current + 1)}
          />
        </div>
      )}
    </section>
  );
}
