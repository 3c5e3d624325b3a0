import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../shared/wiredStory';
import { LINK_COPIED, SignInLinkDialog } from './SignInLinkDialog';

const url = 'https://tessera.example/login?user=alice&auth=3f9c1e7a5b2d4c6e8f0a1b2c3d4e5f60';

const meta = {
  title: 'Screens/Operator/Members/Sign-in link',
  component: SignInLinkDialog,
  decorators: [withToasts],
  args: {
    username: 'alice',
    state: { kind: 'ready', url, expiresAt: '2026-03-05T09:15:00.000Z' },
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SignInLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign-in link for alice' }));
    // The warning comes first and says what the link does.
    await expect(dialog.getByText(/Anyone who opens this link is signed in as alice/)).toBeVisible();
    await expect(dialog.getByText(url)).toBeVisible();
    await expect(dialog.getByText(/Works once, until/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText(LINK_COPIED)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { state: { kind: 'creating' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign-in link for alice' }));
    await expect(dialog.getByRole('status', { name: 'Creating the sign-in link' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    // It cannot be dismissed halfway: Escape leaves it open.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { state: { kind: 'failed', message: 'No member has the username alice' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('No member has the username alice');
    await expect(dialog.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { state: { kind: 'idle' } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // The link itself still reads left to right, starting with https.
    const link = within(dialog).getByText(url);
    await expect(getComputedStyle(link).direction).toBe('ltr');
    const title = within(dialog)
      .getByRole('heading', { name: 'Sign-in link for alice' })
      .getBoundingClientRect();
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.right).toBeLessThan(title.left + 1);
  },
};
