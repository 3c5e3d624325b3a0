import { describe, expect, it } from 'vitest';
import { layoutTree } from './layoutTree';
import { treeKeyAction } from './treeKeys';

const layout = layoutTree('me', (id) => ({ me: ['a', 'b'], a: ['a1'] })[id]);
const i = (id: string) => layout.indexOf.get(id) as number;
const leaf = (id: string) => ({ index: i(id), expandable: false, expanded: false });
const open = (id: string) => ({ index: i(id), expandable: true, expanded: true });
const closed = (id: string) => ({ index: i(id), expandable: true, expanded: false });

describe('tree keyboard', () => {
  it('walks the shown nodes in reading order with Down, Up, Home and End', () => {
    expect(treeKeyAction(layout, open('me'), 'ArrowDown', 'ltr')).toEqual({ type: 'focus', index: i('a') });
    expect(treeKeyAction(layout, leaf('a1'), 'ArrowDown', 'ltr')).toEqual({ type: 'focus', index: i('b') });
    expect(treeKeyAction(layout, leaf('b'), 'ArrowDown', 'ltr')).toBeNull();
    expect(treeKeyAction(layout, open('me'), 'ArrowUp', 'ltr')).toBeNull();
    expect(treeKeyAction(layout, leaf('b'), 'Home', 'ltr')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction(layout, open('me'), 'End', 'ltr')).toEqual({ type: 'focus', index: i('b') });
  });

  it('opens a closed node, then enters it, with the inward arrow', () => {
    expect(treeKeyAction(layout, closed('b'), 'ArrowRight', 'ltr')).toEqual({
      type: 'expand',
      index: i('b'),
      expand: true,
    });
    expect(treeKeyAction(layout, open('a'), 'ArrowRight', 'ltr')).toEqual({ type: 'focus', index: i('a1') });
    expect(treeKeyAction(layout, leaf('a1'), 'ArrowRight', 'ltr')).toBeNull();
  });

  it('closes an open node, then climbs to its parent, with the outward arrow', () => {
    expect(treeKeyAction(layout, open('a'), 'ArrowLeft', 'ltr')).toEqual({
      type: 'expand',
      index: i('a'),
      expand: false,
    });
    expect(treeKeyAction(layout, leaf('a1'), 'ArrowLeft', 'ltr')).toEqual({ type: 'focus', index: i('a') });
    expect(treeKeyAction(layout, open('me'), 'ArrowLeft', 'rtl')).toEqual({ type: 'focus', index: i('a') });
  });

  it('mirrors the arrows in right-to-left', () => {
    expect(treeKeyAction(layout, leaf('a1'), 'ArrowRight', 'rtl')).toEqual({ type: 'focus', index: i('a') });
    expect(treeKeyAction(layout, closed('b'), 'ArrowLeft', 'rtl')).toMatchObject({ type: 'expand' });
  });

  it('activates with Enter and Space, zooms with plus and minus, dismisses with Escape', () => {
    expect(treeKeyAction(layout, leaf('b'), 'Enter', 'ltr')).toEqual({ type: 'activate', index: i('b') });
    expect(treeKeyAction(layout, leaf('b'), ' ', 'ltr')).toEqual({ type: 'activate', index: i('b') });
    expect(treeKeyAction(layout, leaf('b'), '+', 'ltr')).toEqual({ type: 'zoom', step: 1 });
    expect(treeKeyAction(layout, leaf('b'), '-', 'ltr')).toEqual({ type: 'zoom', step: -1 });
    expect(treeKeyAction(layout, leaf('b'), 'Escape', 'ltr')).toEqual({ type: 'dismiss' });
    expect(treeKeyAction(layout, leaf('b'), 'a', 'ltr')).toBeNull();
  });
});
