import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { to: '/next', children: 'Go to Home' },
  render: (args) => (
    <Routes>
      <Route path="/" element={<ButtonLink {...args} />} />
      <Route path="/next" element={<h1>Next page</h1>} />
    </Routes>
  ),
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Go to Home' });
    await expect(link).toHaveAttribute('href', '/next');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Next page' })).toBeVisible();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Back' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toBeVisible();
  },
};
