import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Callout } from './Callout';

const meta = {
  title: 'UI/Callout',
  component: Callout,
  args: {
    title: 'Ready to start?',
    children: 'Pick a package and read its terms first.',
    action: <ButtonLink to="/user/explore">Join now</ButtonLink>,
  },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvitesOneAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Ready to start?' }));
    await expect(region.getByText('Pick a package and read its terms first.')).toBeVisible();
    await userEvent.tab();
    await expect(region.getByRole('link', { name: 'Join now' })).toHaveFocus();
    await expect(region.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/user/explore');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Ready to start?' }).getBoundingClientRect();
    const link = canvas.getByRole('link', { name: 'Join now' }).getBoundingClientRect();
    // Text at the inline start (right), the action at the inline end (left) on a wide screen.
    await expect(link.left).toBeLessThan(heading.left);
  },
};
