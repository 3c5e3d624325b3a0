/**
 * A top-down tree laid out in plain numbers, so a canvas can show a few hundred of ten thousand nodes without
 * asking the browser to lay out the rest. Leaves take consecutive slots left to right in depth-first order and
 * a parent sits centred over its children, so nodes never overlap and every row is already sorted by x.
 */
export type TreeGeometry = {
  nodeWidth: number;
  nodeHeight: number;
  /** Space between two neighbouring nodes of a row. */
  columnGap: number;
  /** Space between a row and the next, where the connectors run. */
  rowGap: number;
  padding: number;
};

export const defaultGeometry: TreeGeometry = {
  nodeWidth: 148,
  nodeHeight: 56,
  columnGap: 16,
  rowGap: 48,
  padding: 24,
};

export type TreeLayout = {
  geometry: TreeGeometry;
  /** Node ids in depth-first order: the order a keyboard walks them. */
  ids: readonly string[];
  indexOf: ReadonlyMap<string, number>;
  /** Centre of the node along the inline axis. */
  x: Float64Array;
  /** Block-start edge of the node. */
  y: Float64Array;
  depth: Int32Array;
  /** Index of the parent; -1 for the root. */
  parent: Int32Array;
  /** First and last shown child; -1 when none is shown. */
  firstChild: Int32Array;
  lastChild: Int32Array;
  /** 1-based position among siblings and the number of siblings, for aria-posinset and aria-setsize. */
  posInSet: Int32Array;
  setSize: Int32Array;
  /** Node indices of each depth, in increasing x. */
  rows: readonly Int32Array[];
  width: number;
  height: number;
};

/**
 * Lays out the tree under `root`. `childrenOf` returns the children to show (none for a collapsed node).
 * Iterative, so a ten-thousand-deep chain does not exhaust the call stack.
 */
export function layoutTree(
  root: string,
  childrenOf: (id: string) => readonly string[] | undefined,
  geometry: TreeGeometry = defaultGeometry,
): TreeLayout {
  const ids: string[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const positions: number[] = [];
  const sizes: number[] = [];
  const stack: { id: string; parent: number; depth: number; pos: number; size: number }[] = [
    { id: root, parent: -1, depth: 0, pos: 1, size: 1 },
  ];
  const indexOf = new Map<string, number>();
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (indexOf.has(item.id)) continue;
    const index = ids.length;
    indexOf.set(item.id, index);
    ids.push(item.id);
    parents.push(item.parent);
    depths.push(item.depth);
    positions.push(item.pos);
    sizes.push(item.size);
    const children = childrenOf(item.id) ?? [];
    for (let c = children.length - 1; c >= 0; c--) {
      stack.push({
        id: children[c] as string,
        parent: index,
        depth: item.depth + 1,
        pos: c + 1,
        size: children.length,
      });
    }
  }

  const count = ids.length;
  const parent = Int32Array.from(parents);
  const depth = Int32Array.from(depths);
  const firstChild = new Int32Array(count).fill(-1);
  const lastChild = new Int32Array(count).fill(-1);
  for (let i = 1; i < count; i++) {
    const p = parent[i] as number;
    if (firstChild[p] === -1) firstChild[p] = i;
    lastChild[p] = i;
  }

  const slot = geometry.nodeWidth + geometry.columnGap;
  const rowHeight = geometry.nodeHeight + geometry.rowGap;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  let leaves = 0;
  let maxDepth = 0;
  for (let i = 0; i < count; i++) {
    const d = depth[i] as number;
    y[i] = geometry.padding + d * rowHeight;
    if (d > maxDepth) maxDepth = d;
    if (firstChild[i] === -1) x[i] = geometry.padding + geometry.nodeWidth / 2 + slot * leaves++;
  }
  // Children follow their parent in depth-first order, so walking backwards places children first.
  for (let i = count - 1; i >= 0; i--) {
    const first = firstChild[i] as number;
    if (first !== -1) x[i] = ((x[first] as number) + (x[lastChild[i] as number] as number)) / 2;
  }

  const rowLists: number[][] = Array.from({ length: count ? maxDepth + 1 : 0 }, () => []);
  for (let i = 0; i < count; i++) rowLists[depth[i] as number]?.push(i);

  return {
    geometry,
    ids,
    indexOf,
    x,
    y,
    depth,
    parent,
    firstChild,
    lastChild,
    posInSet: Int32Array.from(positions),
    setSize: Int32Array.from(sizes),
    rows: rowLists.map((row) => Int32Array.from(row)),
    width: count ? 2 * geometry.padding + leaves * slot - geometry.columnGap : 0,
    height: count ? 2 * geometry.padding + (maxDepth + 1) * rowHeight - geometry.rowGap : 0,
  };
}

export type Rect = { left: number; top: number; width: number; height: number };

/** Indices of the nodes whose box meets `rect` (layout units), row by row, found by binary search. */
export function nodesInRect(layout: TreeLayout, rect: Rect): number[] {
  const { nodeWidth, nodeHeight, rowGap, padding } = layout.geometry;
  const rowHeight = nodeHeight + rowGap;
  const firstRow = Math.max(0, Math.floor((rect.top - padding - nodeHeight) / rowHeight));
  const lastRow = Math.min(
    layout.rows.length - 1,
    Math.floor((rect.top + rect.height - padding) / rowHeight),
  );
  const minX = rect.left - nodeWidth / 2;
  const maxX = rect.left + rect.width + nodeWidth / 2;
  const found: number[] = [];
  for (let r = firstRow; r <= lastRow; r++) {
    const row = layout.rows[r] as Int32Array;
    const top = layout.y[row[0] as number] as number;
    if (top + nodeHeight < rect.top || top > rect.top + rect.height) continue;
    let lo = 0;
    let hi = row.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((layout.x[row[mid] as number] as number) < minX) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < row.length; k++) {
      const index = row[k] as number;
      if ((layout.x[index] as number) > maxX) break;
      found.push(index);
    }
  }
  return found;
}
