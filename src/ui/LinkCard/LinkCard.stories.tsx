import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'UI/LinkCard',
  component: LinkCard,
  args: { to: '/user/wallet', title: 'Wallet', description: 'Deposit and withdraw USDT' },
  render: (args) => (
    <Routes>
      <Route path="/" element={<LinkCard {...args} />} />
      <Route path="/user/wallet" element={<h1>Wallet page</h1>} />
    </Routes>
  ),
} satisfies Meta<typeof LinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamedByTitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Wallet/ });
    await expect(link).toHaveAttribute('href', '/user/wallet');
    await expect(link).toHaveTextContent('Deposit and withdraw USDT');
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Wallet/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Wallet page' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Wallet' })).toBeVisible();
  },
};
