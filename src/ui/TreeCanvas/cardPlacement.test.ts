import { describe, expect, it } from 'vitest';
import { cardPlacement } from './cardPlacement';
import { defaultGeometry, layoutTree } from './layoutTree';

const layout = layoutTree('me', (id) => (id === 'me' ? ['a', 'b', 'c', 'd', 'e', 'f'] : []));
const view = { inline: 0, block: 0, width: 600, height: 400 };

describe('card placement', () => {
  it('opens under a node high in the view, aligned with its start edge', () => {
    const place = cardPlacement(layout, 1, 1, view);
    const g = defaultGeometry;
    const nodeBottom = g.padding + (g.nodeHeight + g.rowGap) + g.nodeHeight;
    expect(place.insetBlockStart).toBe(nodeBottom + 8);
    expect(place.insetInlineStart).toBe(defaultGeometry.padding);
  });

  it('opens over a node low in the view', () => {
    const place = cardPlacement(layout, 1, 1, { ...view, block: 60, height: 160 });
    expect(place.insetBlockStart).toBeUndefined();
    expect(place.insetBlockEnd).toBeGreaterThan(0);
  });

  it('never runs past the inline end of the view', () => {
    const last = layout.indexOf.get('f') as number;
    const place = cardPlacement(layout, last, 1, view);
    expect((place.insetInlineStart as number) + place.inlineSize).toBeLessThanOrEqual(view.width - 8);
  });
});
