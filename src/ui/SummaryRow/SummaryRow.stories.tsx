import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SummaryRow } from './SummaryRow';

const meta = {
  title: 'UI/SummaryRow',
  component: SummaryRow,
  args: {
    label: 'Reserve summary',
    items: [
      { title: 'Balance Reservation', amount: '12.5' },
      { title: 'Today Earning', amount: '1.005' },
      { title: 'Reserve Income', amount: '9.995' },
      { title: 'Team Benifits', amount: '0' },
    ],
  },
} satisfies Meta<typeof SummaryRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourBoxesInUsdtToTwoDecimals: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Reserve summary' });
    const boxes = within(list).getAllByRole('listitem');
    await expect(boxes.map((b) => b.textContent)).toEqual([
      'Balance Reservation12.50 USDT',
      'Today Earning1.01 USDT',
      'Reserve Income10.00 USDT',
      'Team Benifits0.00 USDT',
    ]);
  },
};

export const ColumnsFollowTheWidth: Story = {
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('listitem');
    const wide = window.innerWidth >= 992;
    const tops = new Set(boxes.map((b) => Math.round(b.getBoundingClientRect().top)));
    // Four across on a desktop-sized frame; stacked rows otherwise.
    await expect(tops.size).toBe(wide ? 1 : window.innerWidth >= 576 ? 2 : 4);
  },
};
