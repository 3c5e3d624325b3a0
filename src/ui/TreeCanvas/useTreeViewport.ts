import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TreeLayout } from './layoutTree';

/**
 * The scrolled window in screen pixels. `inline` counts from the tree's inline-start edge in either direction,
 * and goes below zero or past the tree's width in the gutters.
 */
export type Viewport = { inline: number; block: number; width: number; height: number; rtl: boolean };

// Half a view of empty space on each side of the tree (TreeCanvas.css gutter), so any node can be scrolled to
// any place, and a tree that grows or shrinks can be scrolled back under the member's pointer.
const gutterOf = (el: HTMLElement) => el.clientWidth / 2;

// In right-to-left, browsers report scrollLeft as zero at the start edge and negative towards the end.
const readInline = (el: HTMLElement, rtl: boolean) => (rtl ? -el.scrollLeft : el.scrollLeft) - gutterOf(el);
const writeInline = (el: HTMLElement, rtl: boolean, value: number) => {
  const raw = value + gutterOf(el);
  el.scrollLeft = rtl ? -raw : raw;
};

function measure(el: HTMLElement): Viewport {
  const rtl = getComputedStyle(el).direction === 'rtl';
  return {
    inline: readInline(el, rtl),
    block: el.scrollTop,
    width: el.clientWidth,
    height: el.clientHeight,
    rtl,
  };
}

/**
 * Keeps the member's place when the view changes under them: the middle of the view when the zoom changes, a
 * new root in view, and the clicked node under the pointer when a loaded team moves it along the row.
 */
function useKeepPlace(
  scroller: RefObject<HTMLDivElement | null>,
  layout: TreeLayout,
  zoom: number,
  anchorIndex: number,
  setViewport: (viewport: Viewport) => void,
) {
  const previousZoom = useRef(zoom);
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = previousZoom.current;
    previousZoom.current = zoom;
    if (!el || before === zoom) return;
    const now = measure(el);
    const middleInline = (now.inline + now.width / 2) / before;
    const middleBlock = (now.block + now.height / 2) / before;
    writeInline(el, now.rtl, middleInline * zoom - now.width / 2);
    el.scrollTop = middleBlock * zoom - now.height / 2;
    setViewport(measure(el));
  }, [scroller, zoom, setViewport]);

  // A new root (another member searched for) starts with that member in view, centred along the row.
  const root = layout.ids[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new root recentres; growing the tree must not move it
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || root === undefined) return;
    const now = measure(el);
    writeInline(el, now.rtl, (layout.x[0] as number) * zoom - now.width / 2);
    el.scrollTop = 0;
    setViewport(measure(el));
  }, [scroller, root]);

  // A loaded team re-centres its member over it and pushes later nodes along the row; scrolling by the same
  // distance keeps the node the member clicked under the pointer.
  const anchor = useRef<{ root: string | undefined; id: string | undefined; x: number } | null>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    const id = layout.ids[anchorIndex];
    const x = layout.x[anchorIndex] ?? 0;
    const before = anchor.current;
    anchor.current = { root: layout.ids[0], id, x };
    if (!el || !before || before.root !== layout.ids[0] || before.id !== id || before.x === x) return;
    const now = measure(el);
    writeInline(el, now.rtl, now.inline + (x - before.x) * zoom);
    setViewport(measure(el));
  }, [scroller, layout, anchorIndex, zoom, setViewport]);
}

/**
 * Follows the scroller's position and size (at most once a frame), keeps the middle of the view still when the
 * zoom changes, and scrolls a node into view for the keyboard.
 */
export function useTreeViewport(
  scroller: RefObject<HTMLDivElement | null>,
  layout: TreeLayout,
  zoom: number,
  /** The node to keep still when the layout changes (the focused or clicked one). */
  anchorIndex: number,
) {
  const [viewport, setViewport] = useState<Viewport>({
    inline: 0,
    block: 0,
    width: 0,
    height: 0,
    rtl: false,
  });
  const frame = useRef(0);

  const update = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (scroller.current) setViewport(measure(scroller.current));
    });
  }, [scroller]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    setViewport(measure(el));
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [scroller, update]);

  useKeepPlace(scroller, layout, zoom, anchorIndex, setViewport);

  const scrollToNode = useCallback(
    (index: number) => {
      const el = scroller.current;
      if (!el) return;
      const now = measure(el);
      const { nodeWidth, nodeHeight, rowGap } = layout.geometry;
      const margin = (rowGap / 2) * zoom;
      const start = ((layout.x[index] as number) - nodeWidth / 2) * zoom;
      const end = start + nodeWidth * zoom;
      const top = (layout.y[index] as number) * zoom;
      const bottom = top + nodeHeight * zoom;
      if (start - margin < now.inline) writeInline(el, now.rtl, start - margin);
      else if (end + margin > now.inline + now.width) writeInline(el, now.rtl, end + margin - now.width);
      if (top - margin < now.block) el.scrollTop = top - margin;
      else if (bottom + margin > now.block + now.height) el.scrollTop = bottom + margin - now.height;
      setViewport(measure(el));
    },
    [scroller, layout, zoom],
  );

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return { viewport, onScroll: update, scrollToNode };
}
