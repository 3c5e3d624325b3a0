import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'UI/Header',
  component: Header,
  args: { productName: 'Tessera', member: null, onOpenMenu: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Tessera home' })).toHaveAttribute('href', '/');
    const signIn = canvas.getByRole('link', { name: /Welcome to Tessera/ });
    await expect(signIn).toHaveTextContent('Click to sign in');
    await expect(signIn).toHaveAttribute('href', '/login');
  },
};

export const SignedIn: Story = {
  args: { member: { username: 'alice01', refcode: 'TS100234' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('link', { name: /alice01/ });
    await expect(account).toHaveTextContent('UVID : TS100234');
    await expect(account).toHaveAttribute('href', '/user/account');
    await expect(canvas.queryByText('Click to sign in')).toBeNull();
  },
};

const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="%23888"/%3E%3C/svg%3E';

export const SignedInWithPicture: Story = {
  name: 'Signed in with an uploaded picture beside the name',
  args: { member: { username: 'alice01', refcode: 'TS100234', avatar: picture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('link', { name: 'alice01 UVID : TS100234' });
    const image = account.querySelector('img');
    await expect(image).toHaveAttribute('src', picture);
    // The picture comes first in the reading direction, beside the name.
    const name = canvas.getByText('alice01').getBoundingClientRect();
    const box = image!.getBoundingClientRect();
    const rtl = getComputedStyle(account).direction === 'rtl';
    await expect(rtl ? box.left > name.right - 1 : box.right <= name.left + 1).toBe(true);
  },
};

export const SignedInWithPictureRtl: Story = {
  ...SignedInWithPicture,
  name: 'Signed in with a picture, right to left',
  globals: { direction: 'rtl' },
};

export const MenuButtonWhereTheSidebarIsAnOverlay: Story = {
  play: async ({ canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
    // Below 768 px (or with the overlay style) the sidebar is a drawer; elsewhere it is docked.
    const overlay = window.innerWidth < 768 || document.documentElement.dataset.sidebar === 'overlay';
    await expect(getComputedStyle(button).display).toBe(overlay ? 'inline-flex' : 'none');
    if (overlay) await userEvent.click(button);
    else button.click();
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

export const ThemeSettingsButton: Story = {
  args: { onOpenSettings: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('link', { name: 'Tessera home' }).getBoundingClientRect();
    const member = canvas.getByRole('link', { name: /Welcome to Tessera/ }).getBoundingClientRect();
    await expect(logo.left).toBeGreaterThan(member.left);
  },
};

export const AnnouncementsCount: Story = {
  args: {
    member: { username: 'alice01', refcode: 'TS100234' },
    announcements: { to: '/user/message', unread: 3 },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Announcements 3 unread' });
    await expect(link).toHaveAttribute('href', '/user/message');
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

export const AnnouncementsAllRead: Story = {
  args: {
    member: { username: 'alice01', refcode: 'TS100234' },
    announcements: { to: '/user/message', unread: 0 },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Announcements' });
    await expect(link.querySelector('[data-count]')).toBeNull();
  },
};
