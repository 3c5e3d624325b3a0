/** Where on screen the first occurrence of `piece` in an element's text is drawn. */
function boxOf(element: Element, piece: string): DOMRect {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(piece) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + piece.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${piece}" is not in: ${element.textContent}`);
}

/**
 * The pieces of a figure ('5000', '25500', 'USDT') in the order a left-to-right reader meets them on screen
 * (line by line, each line from the left): a story compares it with the order they are written in, to prove
 * a figure is not reordered in RTL.
 */
export function piecesFromLeft(element: Element, pieces: readonly string[]): string[] {
  const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top - b.top) < Math.min(a.height, b.height) / 2;
  return pieces
    .map((piece) => ({ piece, box: boxOf(element, piece) }))
    .sort((a, b) => (sameLine(a.box, b.box) ? a.box.left - b.box.left : a.box.top - b.box.top))
    .map(({ piece }) => piece);
}
