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

/** Four across where there is room, two in a column of a page, one above the other on a phone. */
export const ColumnsFollowTheRoom: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[900, 600, 358].map((width) => (
        <div key={width} style={{ inlineSize: width }} data-testid={`room-${width}`}>
          <SummaryRow {...args} label={`${args.label} in ${width} px`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rowsIn = (width: number) => {
      const boxes = within(within(canvasElement).getByTestId(`room-${width}`)).getAllByRole('listitem');
      return new Set(boxes.map((b) => Math.round(b.getBoundingClientRect().top))).size;
    };
    await expect(rowsIn(900)).toBe(1);
    await expect(rowsIn(600)).toBe(2);
    await expect(rowsIn(358)).toBe(4);
    // On a phone each amount keeps its figure whole on one line.
    const amount = within(within(canvasElement).getByTestId('room-358')).getAllByRole('listitem')[0]!;
    const figure = amount.querySelector('bdi')!.getBoundingClientRect();
    await expect(figure.height).toBeLessThan(40);
  },
};
