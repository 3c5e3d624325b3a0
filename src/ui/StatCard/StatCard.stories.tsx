import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WalletIcon } from '../icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { title: 'Total Team', value: '128' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndValue: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Total Team' });
    await expect(card).toHaveTextContent('128');
  },
};

export const WithIconAndTrend: Story = {
  args: {
    title: 'Wallet Balance',
    value: '1,250.00 USDT',
    icon: <WalletIcon />,
    trend: { direction: 'up', label: 'Up 4% this week' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Wallet Balance' });
    await expect(within(card).getByText('Up 4% this week')).toBeVisible();
    await expect(card.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};
