import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clampZoom } from '../ZoomControl/ZoomControl';
import { layoutTree } from './layoutTree';
import { TreeCanvas } from './TreeCanvas';
import type { TreeNodeInfo } from './TreeNodeItem';

/** Node n's children are 4n+1 … 4n+4, up to `count` nodes. */
const childrenOf = (count: number) => (id: string) => {
  const n = Number(id);
  const kids: string[] = [];
  for (let c = 4 * n + 1; c <= 4 * n + 4 && c < count; c++) kids.push(String(c));
  return kids;
};

type DemoProps = { count: number; onActivate: (id: string) => void };

function Demo({ count, onActivate }: DemoProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [zoom, setZoom] = useState(0.7);
  const kids = useMemo(() => childrenOf(count), [count]);
  const layout = useMemo(
    () => layoutTree('0', (id) => (collapsed.has(id) ? [] : kids(id))),
    [kids, collapsed],
  );
  const setOpen = useCallback((id: string, open: boolean) => {
    setCollapsed((now) => {
      const next = new Set(now);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const describe = useCallback(
    (id: string): TreeNodeInfo => {
      const expandable = kids(id).length > 0;
      return {
        tone: Number(id) % 3 === 0 ? 'positive' : Number(id) % 3 === 1 ? 'critical' : 'info',
        expandable,
        expanded: expandable && !collapsed.has(id),
        hasCard: true,
      };
    },
    [kids, collapsed],
  );
  const render = useCallback((id: string) => <span>Member {id}</span>, []);
  return (
    <>
      <output data-testid="zoom">{zoom}</output>
      <TreeCanvas
        label="Demo team"
        layout={layout}
        zoom={zoom}
        describeNode={describe}
        renderNode={render}
        onActivate={(id) => {
          onActivate(id);
          setOpen(id, collapsed.has(id));
        }}
        onExpand={setOpen}
        onZoomStep={(step) => setZoom((z) => clampZoom(z + step / 10, { min: 0.1, max: 1, step: 0.1 }))}
        renderCard={(id) => <p>Details of member {id}</p>}
        cardLabel={(id) => `Member ${id} details`}
      />
    </>
  );
}

const meta = {
  title: 'UI/TreeCanvas',
  component: Demo,
  args: { count: 40, onActivate: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('treeitem');
const scrollerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tree', { name: 'Demo team' });

export const KeyboardWalksTheTree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('treeitem', { name: 'Member 0' });
    await expect(root).toHaveAttribute('aria-level', '1');
    await expect(root).toHaveAttribute('aria-expanded', 'true');
    await expect(root).toHaveAttribute('tabindex', '0');
    root.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 1' })).toHaveFocus();
    await expect(canvas.getByRole('treeitem', { name: 'Member 1' })).toHaveAttribute('aria-posinset', '1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 5' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('treeitem', { name: 'Member 21' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 1' })).toHaveFocus();
    const before = canvas.getByRole('treeitem', { name: 'Member 1' }).getBoundingClientRect();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The tree closes up around the focused node, which stays where the member was looking.
    const after = canvas.getByRole('treeitem', { name: 'Member 1' }).getBoundingClientRect();
    await expect(Math.abs(after.left - before.left)).toBeLessThan(2);
    await expect(canvas.queryByRole('treeitem', { name: 'Member 5' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 1' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('treeitem', { name: 'Member 0' })).toHaveFocus();
    await userEvent.keyboard('{-}{-}');
    await expect(canvas.getByTestId('zoom')).toHaveTextContent('0.5');
  },
};

export const CardFollowsFocusAndHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('treeitem', { name: 'Member 0' }).focus();
    await expect(await canvas.findByRole('region', { name: 'Member 0 details' })).toHaveTextContent(
      'Details of member 0',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Member 0 details' })).toBeNull();
    await userEvent.hover(canvas.getByRole('treeitem', { name: 'Member 2' }));
    await expect(await canvas.findByRole('region', { name: 'Member 2 details' })).toBeVisible();
  },
};

export const TenThousandNodes: Story = {
  args: { count: 10_000 },
  play: async ({ canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(5));
    const first = items(canvasElement).length;
    await expect(first).toBeLessThan(400);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(2_000);

    // The far end of the tree is reachable and drawn when scrolled to, with the start no longer drawn.
    scroller.scrollLeft = scroller.scrollWidth;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(within(scroller).queryByRole('treeitem', { name: 'Member 5460' })).not.toBeNull(),
    );
    await expect(items(canvasElement).length).toBeLessThan(400);
    await expect(within(scroller).queryByRole('treeitem', { name: 'Member 1' })).toBeNull();

    // Zoomed out to 10% the view holds ten times more of the tree and still draws only a few hundred nodes.
    const wide = scroller.scrollWidth;
    within(scroller).getByRole('treeitem', { name: 'Member 0' }).focus();
    for (let step = 0; step < 6; step++) await userEvent.keyboard('{-}');
    await expect(within(canvasElement).getByTestId('zoom')).toHaveTextContent('0.1');
    await expect(scroller.scrollWidth).toBeLessThan(wide / 5);
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(first));
    await expect(items(canvasElement).length).toBeLessThan(600);
  },
};
