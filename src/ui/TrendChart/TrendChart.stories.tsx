import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendChart } from './TrendChart';

const meta = {
  title: 'UI/TrendChart',
  component: TrendChart,
  args: {
    points: [
      { owed: '7000', held: '7400' },
      { owed: '7300', held: '7100' },
      { owed: '7600', held: '7700' },
      { owed: '8120.5', held: '8400' },
    ],
    from: '2026-03-11',
    to: '2026-03-14',
    text: {
      label: 'Owed and held per day from 2026-03-11 to 2026-03-14; the table below gives every figure.',
      owed: 'Owed',
      held: 'Held (dashed)',
      between: 'to',
    },
  },
} satisfies Meta<typeof TrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where a line's points stand on the screen, in drawing order (oldest first), as a person sees them. */
function pointsOf(chart: Element, series: 'owed' | 'held') {
  const svg = chart as SVGSVGElement;
  const line = svg.querySelector<SVGPolylineElement>(`[data-series="${series}"]`)!;
  const matrix = svg.getScreenCTM()!;
  return Array.from({ length: line.points.numberOfItems }, (_, index) => {
    const point = line.points.getItem(index);
    return new DOMPoint(point.x, point.y).matrixTransform(matrix);
  });
}

export const OwedAndHeld: Story = {
  name: 'Owed and held as two lines, named for a screen reader, with a legend in words',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: args.text.label });
    await expect(chart).toBeVisible();
    for (const series of ['owed', 'held'] as const) {
      const line = chart.querySelector(`[data-series="${series}"]`)!;
      await expect(line.getBoundingClientRect().width).toBeGreaterThan(0);
      await expect(pointsOf(chart, series)).toHaveLength(4);
    }
    // Time runs from the left; the owed line rises; on the second day less was held than owed.
    const owed = pointsOf(chart, 'owed');
    const held = pointsOf(chart, 'held');
    await expect(owed[0]!.x).toBeLessThan(owed[3]!.x);
    await expect(owed[3]!.y).toBeLessThan(owed[0]!.y);
    await expect(held[1]!.y).toBeGreaterThan(owed[1]!.y);
    const legend = canvasElement.querySelector('figcaption')!;
    await expect(within(legend).getByText('Owed')).toBeVisible();
    await expect(within(legend).getByText('Held (dashed)')).toBeVisible();
    await expect(legend).toHaveTextContent('OwedHeld (dashed)2026-03-11 to 2026-03-14');
    // The keys only repeat the words beside them.
    for (const key of legend.querySelectorAll('span > span'))
      await expect(key).toHaveAttribute('aria-hidden', 'true');
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: time runs from the right, the dates still read left to right',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const chart = within(canvasElement).getByRole('img', { name: args.text.label });
    const owed = pointsOf(chart, 'owed');
    await expect(owed[0]!.x).toBeGreaterThan(owed[3]!.x);
    const legend = within(canvasElement.querySelector('figcaption')!);
    // The legend starts at the right, and the range under the chart reads from its right: the oldest first.
    const owedKey = legend.getByText('Owed').getBoundingClientRect();
    const heldKey = legend.getByText('Held (dashed)').getBoundingClientRect();
    await expect(owedKey.left).toBeGreaterThan(heldKey.left);
    const oldest = legend.getByText('2026-03-11').getBoundingClientRect();
    const newest = legend.getByText('2026-03-14').getBoundingClientRect();
    await expect(oldest.left).toBeGreaterThan(newest.left);
    await expect(legend.getByText('2026-03-11')).toHaveAttribute('dir', 'ltr');
  },
};

export const NothingToDraw: Story = {
  name: 'Nothing to draw: no picture at all',
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('figure')).toBeNull();
  },
};
