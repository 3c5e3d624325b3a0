import type { ReactElement } from 'react';
import type { TreeLayout } from './layoutTree';
import * as styles from './TreeCanvas.css';

/**
 * Elbow connectors for the shown nodes only: a stub above each shown child, and for each parent of a shown
 * node (or shown parent) a stub below it and one bar across all its children.
 */
export function TreeConnectors({ layout, shown }: { layout: TreeLayout; shown: readonly number[] }) {
  const { nodeHeight, rowGap } = layout.geometry;
  const half = rowGap / 2;
  const parents = new Set<number>();
  const lines: ReactElement[] = [];
  for (const index of shown) {
    const parent = layout.parent[index] as number;
    if (parent !== -1) {
      parents.add(parent);
      lines.push(
        <div
          key={`s${index}`}
          className={styles.stub}
          style={{
            insetInlineStart: (layout.x[index] as number) - 1,
            insetBlockStart: (layout.y[index] as number) - half,
            blockSize: half,
          }}
        />,
      );
    }
    if ((layout.firstChild[index] as number) !== -1) parents.add(index);
  }
  for (const parent of parents) {
    const first = layout.x[layout.firstChild[parent] as number] as number;
    const last = layout.x[layout.lastChild[parent] as number] as number;
    const below = (layout.y[parent] as number) + nodeHeight;
    lines.push(
      <div
        key={`p${parent}`}
        className={styles.stub}
        style={{
          insetInlineStart: (layout.x[parent] as number) - 1,
          insetBlockStart: below,
          blockSize: half,
        }}
      />,
      <div
        key={`b${parent}`}
        className={styles.bar}
        style={{
          insetInlineStart: first - 1,
          insetBlockStart: below + half - 1,
          inlineSize: last - first + 2,
        }}
      />,
    );
  }
  return <div aria-hidden="true">{lines}</div>;
}
