import { memo, type ReactNode } from 'react';
import { cx } from '../cx';
import type { TreeLayout } from './layoutTree';
import * as styles from './TreeCanvas.css';

export type TreeNodeTone = (typeof styles.treeNodeTones)[number];

/** What the canvas needs to know about a node to draw it and announce it. */
export type TreeNodeInfo = {
  /** The accessible name when the node's visible text is not enough; it must contain that text. */
  label?: string;
  tone: TreeNodeTone;
  /** Has children to show, loaded or not. */
  expandable: boolean;
  expanded: boolean;
  busy?: boolean;
  /** Whether hovering or focusing the node opens the card. */
  hasCard?: boolean;
};

type TreeNodeItemProps = {
  id: string;
  index: number;
  layout: TreeLayout;
  info: TreeNodeInfo;
  active: boolean;
  render: (id: string) => ReactNode;
  onSelect: (index: number) => void;
  onHover: (index: number | null) => void;
};

export const TreeNodeItem = memo(function TreeNodeItem({
  id,
  index,
  layout,
  info,
  active,
  render,
  onSelect,
  onHover,
}: TreeNodeItemProps) {
  const { nodeWidth, nodeHeight } = layout.geometry;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys of every node (Enter, Space, arrows) in one place
    <div
      role="treeitem"
      data-node-id={id}
      aria-label={info.label}
      aria-level={(layout.depth[index] as number) + 1}
      aria-posinset={layout.posInSet[index]}
      aria-setsize={layout.setSize[index]}
      aria-expanded={info.expandable ? info.expanded : undefined}
      aria-busy={info.busy || undefined}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      className={cx(styles.node, styles.tone[info.tone])}
      style={{
        insetInlineStart: (layout.x[index] as number) - nodeWidth / 2,
        insetBlockStart: layout.y[index],
        inlineSize: nodeWidth,
        blockSize: nodeHeight,
      }}
      onClick={() => onSelect(index)}
      onPointerEnter={() => onHover(index)}
      onPointerLeave={() => onHover(null)}
    >
      {render(id)}
    </div>
  );
}, same);

// The canvas asks for a fresh info object on every frame; a node redraws only when what it shows changed.
function same(before: TreeNodeItemProps, after: TreeNodeItemProps): boolean {
  const a = before.info;
  const b = after.info;
  return (
    before.id === after.id &&
    before.index === after.index &&
    before.layout === after.layout &&
    before.active === after.active &&
    before.render === after.render &&
    before.onSelect === after.onSelect &&
    before.onHover === after.onHover &&
    a.label === b.label &&
    a.tone === b.tone &&
    a.expandable === b.expandable &&
    a.expanded === b.expanded &&
    a.busy === b.busy
  );
}
