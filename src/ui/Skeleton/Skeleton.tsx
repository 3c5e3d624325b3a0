import { cx } from '../cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = {
  /** 'text' for a line, 'rect' for a block, 'circle' for an avatar. */
  shape?: SkeletonShape;
  /** Any CSS length; defaults to the full inline size for text and rect. */
  width?: string;
  /** Any CSS length. */
  height?: string;
  /** Extra class, for placement by the page. */
  className?: string;
};

/**
 * A placeholder only: it is hidden from assistive technology, so whatever shows it must also say it is
 * loading (aria-busy on the region, or a labelled Spinner).
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(styles.base, styles.shape[shape], className)}
      ref={(node) => {
        // CSSOM writes, because the CSP refuses style attributes in markup; the shape's class sizes the rest.
        if (!node) return;
        if (width) node.style.inlineSize = width;
        if (height) node.style.blockSize = height;
      }}
    />
  );
}
