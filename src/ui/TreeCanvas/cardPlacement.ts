import type { TreeLayout } from './layoutTree';

const CARD_WIDTH = 256;
const CARD_GAP = 8;

/** Under the node, or over it when the node sits low in the view; never past the view's inline edges. */
export function cardPlacement(
  layout: TreeLayout,
  index: number,
  zoom: number,
  viewport: { inline: number; block: number; width: number; height: number },
) {
  const { nodeWidth, nodeHeight } = layout.geometry;
  const width = Math.min(CARD_WIDTH, viewport.width - 2 * CARD_GAP);
  const start = ((layout.x[index] as number) - nodeWidth / 2) * zoom - viewport.inline;
  const inlineStart = Math.max(CARD_GAP, Math.min(start, viewport.width - width - CARD_GAP));
  const top = (layout.y[index] as number) * zoom - viewport.block;
  const below = top + nodeHeight * zoom + CARD_GAP;
  return below < viewport.height * 0.55
    ? { inlineSize: width, insetInlineStart: inlineStart, insetBlockStart: below }
    : { inlineSize: width, insetInlineStart: inlineStart, insetBlockEnd: viewport.height - top + CARD_GAP };
}
