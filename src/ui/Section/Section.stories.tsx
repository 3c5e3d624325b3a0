import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScrollRow, Section } from './Section';

const tiles = Array.from({ length: 8 }, (_, i) => ({
  key: `t${i}`,
  content: <a href={`#tile-${i}`}>Tile {i + 1}</a>,
}));

const meta = {
  title: 'UI/Section',
  component: Section,
  args: {
    title: 'Trending',
    note: 'Sample content for illustration only.',
    children: <ScrollRow items={tiles} />,
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamedRegionWithNote: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Trending' }));
    await expect(region.getByText('Sample content for illustration only.')).toBeVisible();
    await expect(region.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const RowScrollsToFocusedTile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    const last = canvas.getByRole('link', { name: 'Tile 8' });
    await expect(last).toHaveFocus();
    const list = canvas.getByRole('list').getBoundingClientRect();
    const tile = last.getBoundingClientRect();
    await expect(tile.right).toBeLessThanOrEqual(list.right + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const items = within(canvasElement).getAllByRole('listitem');
    // The first tile starts at the inline start, the right-hand side in RTL.
    await expect(items[0]!.getBoundingClientRect().left).toBeGreaterThan(
      items[1]!.getBoundingClientRect().left,
    );
  },
};
