import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="%23888"/%3E%3C/svg%3E';

const meta = { title: 'UI/Avatar', component: Avatar, args: { name: 'Jane Doe' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Jane Doe' });
    await expect(avatar).toHaveTextContent('JD');
  },
};

export const Image: Story = {
  args: { src: pixel, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Jane Doe' });
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
    await expect(avatar).not.toHaveTextContent('JD');
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { name: 'tessera_member', src: '/missing-avatar.png', size: 'sm' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'tessera_member' });
    await waitFor(() => expect(avatar).toHaveTextContent('TM'));
    await expect(avatar.querySelector('img')).toBeNull();
  },
};
