import type { TreeLayout } from './layoutTree';

export type TreeKeyAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; index: number; expand: boolean }
  | { type: 'activate'; index: number }
  | { type: 'zoom'; step: 1 | -1 }
  | { type: 'dismiss' };

export type TreeKeyNode = { index: number; expandable: boolean; expanded: boolean };

/**
 * The WAI-ARIA tree pattern: Down and Up walk the shown nodes in reading order, the inward arrow opens a node
 * or enters it, the outward arrow closes it or climbs to its parent. Which arrow is inward follows the
 * writing direction, as the tree mirrors in right-to-left.
 */
export function treeKeyAction(
  layout: TreeLayout,
  node: TreeKeyNode,
  key: string,
  direction: 'ltr' | 'rtl',
): TreeKeyAction | null {
  const { index, expandable, expanded } = node;
  const last = layout.ids.length - 1;
  const inward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const outward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowDown':
      return index < last ? { type: 'focus', index: index + 1 } : null;
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', index: index - 1 } : null;
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: last };
    case inward: {
      if (expandable && !expanded) return { type: 'expand', index, expand: true };
      const first = layout.firstChild[index] ?? -1;
      return first === -1 ? null : { type: 'focus', index: first };
    }
    case outward: {
      if (expandable && expanded) return { type: 'expand', index, expand: false };
      const parent = layout.parent[index] ?? -1;
      return parent === -1 ? null : { type: 'focus', index: parent };
    }
    case 'Enter':
    case ' ':
      return { type: 'activate', index };
    case '+':
    case '=':
      return { type: 'zoom', step: 1 };
    case '-':
      return { type: 'zoom', step: -1 };
    case 'Escape':
      return { type: 'dismiss' };
    default:
      return null;
  }
}
