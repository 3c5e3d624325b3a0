import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'UI/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-count]')!;
    await expect(badge).toHaveTextContent('33 unread');
    await expect(within(canvasElement).getByText('3 unread')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = {
  args: { count: 250, label: '250 unread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const NoneShowsNothing: Story = {
  args: { count: 0, label: 'none' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};
