import { describe, expect, it } from 'vitest';
import { defaultGeometry, layoutTree, nodesInRect, type TreeLayout } from './layoutTree';

const g = defaultGeometry;
const slot = g.nodeWidth + g.columnGap;
const rowHeight = g.nodeHeight + g.rowGap;

const fromMap = (children: Record<string, string[]>) => (id: string) => children[id];
const at = (layout: TreeLayout, id: string) => {
  const i = layout.indexOf.get(id) as number;
  return { x: layout.x[i] as number, y: layout.y[i] as number };
};

function overlaps(layout: TreeLayout): boolean {
  return layout.rows.some((row) => {
    for (let k = 1; k < row.length; k++) {
      const gap = (layout.x[row[k] as number] as number) - (layout.x[row[k - 1] as number] as number);
      if (gap < g.nodeWidth + g.columnGap) return true;
    }
    return false;
  });
}

/** A tree of `count` nodes where node n's children are 4n+1 … 4n+4. */
function quaternary(count: number) {
  return (id: string) => {
    const n = Number(id);
    const kids: string[] = [];
    for (let c = 4 * n + 1; c <= 4 * n + 4 && c < count; c++) kids.push(String(c));
    return kids;
  };
}

describe('layoutTree', () => {
  it('puts the root on top, each generation one row lower, and a parent centred over its children', () => {
    const layout = layoutTree('me', fromMap({ me: ['a', 'b', 'c'], a: ['a1', 'a2'] }));
    expect(layout.ids).toEqual(['me', 'a', 'a1', 'a2', 'b', 'c']);
    expect(at(layout, 'me').y).toBe(g.padding);
    expect(at(layout, 'a').y).toBe(g.padding + rowHeight);
    expect(at(layout, 'a1').y).toBe(g.padding + 2 * rowHeight);
    expect(at(layout, 'a').x).toBe((at(layout, 'a1').x + at(layout, 'a2').x) / 2);
    expect(at(layout, 'me').x).toBe((at(layout, 'a').x + at(layout, 'c').x) / 2);
    expect(at(layout, 'b').x - at(layout, 'a2').x).toBe(slot);
    expect(layout.width).toBe(2 * g.padding + 4 * slot - g.columnGap);
    expect(layout.height).toBe(2 * g.padding + 3 * rowHeight - g.rowGap);
  });

  it('tells each node its parent, its shown children and its place among siblings', () => {
    const layout = layoutTree('me', fromMap({ me: ['a', 'b', 'c'], a: ['a1'] }));
    const i = (id: string) => layout.indexOf.get(id) as number;
    expect(layout.parent[i('a1')]).toBe(i('a'));
    expect(layout.parent[i('me')]).toBe(-1);
    expect([layout.firstChild[i('me')], layout.lastChild[i('me')]]).toEqual([i('a'), i('c')]);
    expect(layout.firstChild[i('b')]).toBe(-1);
    expect([layout.posInSet[i('b')], layout.setSize[i('b')]]).toEqual([2, 3]);
    expect([layout.posInSet[i('me')], layout.setSize[i('me')]]).toEqual([1, 1]);
  });

  it('shows nothing under a node whose children are hidden', () => {
    const layout = layoutTree('me', (id) => (id === 'me' ? ['a'] : id === 'a' ? [] : ['never']));
    expect(layout.ids).toEqual(['me', 'a']);
  });

  it('never overlaps two nodes of a row, even in an uneven tree of ten thousand', () => {
    const layout = layoutTree('0', quaternary(10_000));
    expect(layout.ids).toHaveLength(10_000);
    expect(overlaps(layout)).toBe(false);
    const uneven = layoutTree(
      'r',
      fromMap({ r: ['a', 'b'], a: ['a1', 'a2', 'a3'], b: ['b1'], a3: ['x', 'y'] }),
    );
    expect(overlaps(uneven)).toBe(false);
    for (const row of uneven.rows) {
      const xs = Array.from(row, (index) => uneven.x[index] as number);
      expect(xs).toEqual([...xs].sort((p, q) => p - q));
    }
  });

  it('lays out a chain ten thousand deep without running out of stack', () => {
    const layout = layoutTree('0', (id) => (Number(id) < 9_999 ? [String(Number(id) + 1)] : []));
    expect(layout.rows).toHaveLength(10_000);
    expect(at(layout, '9999').x).toBe(at(layout, '0').x);
  });

  it('lays out an empty team as one node', () => {
    const layout = layoutTree('me', () => undefined);
    expect(layout.ids).toEqual(['me']);
    expect(layout.width).toBe(2 * g.padding + g.nodeWidth);
  });
});

describe('nodesInRect', () => {
  const layout = layoutTree('0', quaternary(10_000));

  it('finds exactly the nodes whose boxes meet the rectangle', () => {
    const rect = { left: 5_000, top: 300, width: 1_200, height: 500 };
    const brute: number[] = [];
    for (let i = 0; i < layout.ids.length; i++) {
      const x = layout.x[i] as number;
      const y = layout.y[i] as number;
      const meets =
        x + g.nodeWidth / 2 >= rect.left &&
        x - g.nodeWidth / 2 <= rect.left + rect.width &&
        y + g.nodeHeight >= rect.top &&
        y <= rect.top + rect.height;
      if (meets) brute.push(i);
    }
    expect(brute.length).toBeGreaterThan(0);
    expect([...nodesInRect(layout, rect)].sort((p, q) => p - q)).toEqual(brute);
  });

  it('keeps a screenful of a ten-thousand-node team to a few dozen nodes', () => {
    const found = nodesInRect(layout, { left: 0, top: 0, width: 1_400, height: 900 });
    expect(found.length).toBeGreaterThan(5);
    expect(found.length).toBeLessThan(100);
  });

  it('finds nothing beyond the tree', () => {
    expect(nodesInRect(layout, { left: layout.width + 500, top: 0, width: 800, height: 800 })).toEqual([]);
    expect(nodesInRect(layout, { left: 0, top: layout.height + 500, width: 800, height: 800 })).toEqual([]);
  });
});
