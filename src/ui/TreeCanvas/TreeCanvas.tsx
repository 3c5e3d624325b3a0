import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../cx';
import { cardPlacement } from './cardPlacement';
import { nodesInRect, type TreeLayout } from './layoutTree';
import * as styles from './TreeCanvas.css';
import { TreeConnectors } from './TreeConnectors';
import { type TreeNodeInfo, TreeNodeItem } from './TreeNodeItem';
import { treeKeyAction } from './treeKeys';
import { useTreeViewport } from './useTreeViewport';

export type TreeCanvasProps = {
  /** The tree's accessible name. */
  label: string;
  /** Where each node of the tree sits, as laid out beforehand. */
  layout: TreeLayout;
  /** The scale the tree is drawn at; 1 is full size. */
  zoom: number;
  /** How to draw and announce a node: its tone, whether it can expand, is open, is busy or has a card. */
  describeNode: (id: string) => TreeNodeInfo;
  /** The node's visible content; keep it stable (useCallback) so scrolling redraws only new nodes. */
  renderNode: (id: string) => ReactNode;
  /** A click, Enter or Space on a node. */
  onActivate: (id: string) => void;
  /** The arrow keys opening or closing a node. */
  onExpand: (id: string, expand: boolean) => void;
  /** Plus and minus pressed on a node. */
  onZoomStep?: (step: 1 | -1) => void;
  /** The card shown while a node with `hasCard` is hovered or focused. */
  renderCard?: (id: string) => ReactNode;
  /** The accessible name of a node's hover card. */
  cardLabel?: (id: string) => string;
  /** Screen pixels drawn beyond each edge, so a fast scroll does not reveal empty space. */
  overscan?: number;
  /** Extra class on the canvas, for placement by the page. */
  className?: string;
};

const HOVER_GRACE_MS = 200;

/**
 * A top-down tree of any size: it draws only the nodes in (or near) the scrolled window, positioned from a
 * precomputed layout, and walks them with the keyboard as a WAI-ARIA tree.
 */
export function TreeCanvas({
  label,
  layout,
  zoom,
  describeNode,
  renderNode,
  onActivate,
  onExpand,
  onZoomStep,
  renderCard,
  cardLabel = () => 'Details',
  overscan = 160,
  className,
}: TreeCanvasProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const activeIndex = layout.indexOf.get(activeId ?? '') ?? 0;
  const { viewport, onScroll, scrollToNode } = useTreeViewport(scroller, layout, zoom, activeIndex);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const focusPending = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const shown = useMemo(() => {
    const found = nodesInRect(layout, {
      left: (viewport.inline - overscan) / zoom,
      top: (viewport.block - overscan) / zoom,
      width: (viewport.width + 2 * overscan) / zoom,
      height: (viewport.height + 2 * overscan) / zoom,
    });
    // The focused node stays in the document even when scrolled away, or keyboard focus would be lost.
    if (layout.ids.length > 0 && !found.includes(activeIndex)) found.push(activeIndex);
    return found;
  }, [layout, viewport, zoom, overscan, activeIndex]);

  useLayoutEffect(() => {
    if (!focusPending.current || activeId === undefined) return;
    focusPending.current = false;
    const item = scroller.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(activeId)}"]`);
    item?.focus({ preventScroll: true });
  }, [activeId]);

  const select = useCallback(
    (index: number) => {
      const id = layout.ids[index];
      if (id === undefined) return;
      setActiveId(id);
      setDismissedId(null);
      onActivate(id);
    },
    [layout, onActivate],
  );

  const hover = useCallback(
    (index: number | null) => {
      clearTimeout(leaveTimer.current);
      if (index === null) leaveTimer.current = setTimeout(() => setHoveredId(null), HOVER_GRACE_MS);
      else setHoveredId(layout.ids[index] ?? null);
    },
    [layout],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).dataset.nodeId;
    const index = id === undefined ? undefined : layout.indexOf.get(id);
    if (id === undefined || index === undefined) return;
    const info = describeNode(id);
    const action = treeKeyAction(layout, { index, ...info }, event.key, viewport.rtl ? 'rtl' : 'ltr');
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') {
      setActiveId(layout.ids[action.index]);
      setDismissedId(null);
      scrollToNode(action.index);
      focusPending.current = true;
    } else if (action.type === 'expand') onExpand(id, action.expand);
    else if (action.type === 'activate') onActivate(id);
    else if (action.type === 'zoom') onZoomStep?.(action.step);
    else setDismissedId(id);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusWithin(true);
    const id = (event.target as HTMLElement).dataset.nodeId;
    if (id !== undefined && id !== activeId) {
      setActiveId(id);
      setDismissedId(null);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const cardId = hoveredId ?? (focusWithin ? layout.ids[activeIndex] : undefined);
  const cardIndex = cardId === undefined || cardId === dismissedId ? undefined : layout.indexOf.get(cardId);
  const showCard =
    renderCard &&
    cardIndex !== undefined &&
    shown.includes(cardIndex) &&
    describeNode(cardId as string).hasCard;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: tracks whether focus is in the tree or its card; nothing here is activated
    <div className={cx(styles.root, className)} onFocus={onFocus} onBlur={onBlur}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="tree"
        aria-label={label}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        <div className={styles.gutter} role="presentation">
          <div
            className={styles.layer}
            role="presentation"
            style={{ inlineSize: layout.width, blockSize: layout.height, zoom }}
          >
            <TreeConnectors layout={layout} shown={shown} />
            {shown.map((index) => {
              const id = layout.ids[index] as string;
              return (
                <TreeNodeItem
                  key={id}
                  id={id}
                  index={index}
                  layout={layout}
                  info={describeNode(id)}
                  active={index === activeIndex}
                  render={renderNode}
                  onSelect={select}
                  onHover={hover}
                />
              );
            })}
          </div>
        </div>
      </div>
      {showCard && cardIndex !== undefined && (
        <section
          className={styles.card}
          aria-label={cardLabel(cardId as string)}
          style={cardPlacement(layout, cardIndex, zoom, viewport)}
          onPointerEnter={() => clearTimeout(leaveTimer.current)}
          onPointerLeave={() => hover(null)}
        >
          {renderCard(cardId as string)}
        </section>
      )}
    </div>
  );
}
