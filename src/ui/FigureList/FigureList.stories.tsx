import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Numeric } from '../Numeric/Numeric';
import { FigureList, FigureRow } from './FigureList';

const HASH = '7754aadd1d2114a61050ccb7ed9d1094d94e8bdad8525e9e5d5187241d56f386';

function Sample({ wrap }: { wrap?: boolean }) {
  return (
    <div style={{ inlineSize: 360 }}>
      <FigureList wrap={wrap}>
        <FigureRow label="Members counted">1284</FigureRow>
        <FigureRow label="Owed to members">
          {/* A figure with its unit keeps its order in an rtl page only when isolated. */}
          <Numeric>3218.260000 USDT</Numeric>
        </FigureRow>
        <FigureRow label="Root hash" mono>
          {HASH}
        </FigureRow>
      </FigureList>
    </div>
  );
}

const meta = {
  title: 'UI/FigureList',
  component: Sample,
  args: { wrap: false },
} satisfies Meta<typeof Sample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelsAndFigures: Story = {
  name: 'Label at the start, figure at the end of each line; a long hash wraps beside its label',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A screen reader hears each label as a term and its figure as the term's definition.
    const texts = (role: string) => canvas.getAllByRole(role).map((element) => element.textContent);
    await expect(texts('term')).toEqual(['Members counted', 'Owed to members', 'Root hash']);
    await expect(texts('definition')).toEqual(['1284', '3218.260000 USDT', HASH]);
    const label = canvas.getByText('Members counted').getBoundingClientRect();
    const value = canvas.getByText('1284').getBoundingClientRect();
    await expect(label.left).toBeLessThan(value.left);
    await expect(value.top).toBeCloseTo(label.top, -1);
    // Without wrap the hash stays on its label's line, broken over several lines of its own.
    const hashLabel = canvas.getByText('Root hash').getBoundingClientRect();
    const hash = canvas.getByText(HASH);
    await expect(hash.getBoundingClientRect().left).toBeGreaterThan(hashLabel.right);
    await expect(hash).toHaveAttribute('dir', 'ltr');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wrapping: Story = {
  name: 'Wrapping: a value too long for the line moves under its label',
  args: { wrap: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hashLabel = canvas.getByText('Root hash').getBoundingClientRect();
    const hash = canvas.getByText(HASH).getBoundingClientRect();
    await expect(hash.top).toBeGreaterThanOrEqual(hashLabel.bottom);
    // A short figure still sits beside its label.
    const label = canvas.getByText('Members counted').getBoundingClientRect();
    const value = canvas.getByText('1284').getBoundingClientRect();
    await expect(value.top).toBeLessThan(label.bottom);
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: the label at the right, the figure at the left, the hash still left to right',
  args: { wrap: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Members counted').getBoundingClientRect();
    const value = canvas.getByText('1284').getBoundingClientRect();
    await expect(label.right).toBeGreaterThan(value.right);
    const amount = canvas.getByText('3218.260000 USDT').getBoundingClientRect();
    await expect(amount.right).toBeLessThan(canvas.getByText('Owed to members').getBoundingClientRect().left);
    // The hash keeps its left-to-right order; it starts at the left edge of its line.
    const hash = canvas.getByText(HASH);
    await expect(hash).toHaveAttribute('dir', 'ltr');
    await expect(hash.getBoundingClientRect().left).toBeLessThan(label.left);
  },
};
