import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from './ComingSoon';

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoon,
  args: { screen: 'Explore' },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesTheScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Explore — coming soon');
    await expect(canvas.getByText(/The Explore screen is not available yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const Wallet: Story = {
  args: { screen: 'Wallet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Wallet — coming soon',
    );
  },
};
