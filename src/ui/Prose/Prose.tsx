import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './Prose.css';

export type ProseTone = 'default' | 'fine';

export type ProseProps = Omit<ComponentProps<'article'>, 'children' | 'ref'> & {
  /** The running text: headings, paragraphs and lists, styled for reading. */
  children: ReactNode;
  /** An article for a standalone document; a div for running text inside a page. */
  as?: 'article' | 'div';
  /** 'fine' is small, muted print such as a disclaimer. */
  tone?: ProseTone;
};

/** Long-form text (policies, disclaimers): plain headings and paragraphs get the system's type scale. */
export function Prose({
  as: Element = 'article',
  tone = 'default',
  className,
  children,
  ...rest
}: ProseProps) {
  return (
    <Element className={cx(styles.root, styles.tone[tone], className)} {...rest}>
      {children}
    </Element>
  );
}

/** A muted line under a document's title, e.g. when it was last updated. */
export function ProseMeta({
  children,
}: {
  /** The line's text, e.g. 'Last updated 1 March 2026'. */
  children: ReactNode;
}) {
  return <p className={styles.meta}>{children}</p>;
}
