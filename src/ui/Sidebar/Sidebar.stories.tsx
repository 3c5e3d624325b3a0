import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatIcon, CompassIcon, LayersIcon, SwapIcon, UserIcon, WalletIcon } from '../icons';
import { Sidebar } from './Sidebar';

const items = [
  { label: 'Wallet', to: '/user/wallet', icon: <WalletIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Transfer', to: '/user/transfer', icon: <SwapIcon /> },
];

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  args: { items, signedIn: true, onLogout: fn() },
  parameters: { router: { initialEntries: ['/user/reserve'] } },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInWithLogout: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    await expect(labels).toEqual(['Wallet', 'Explore', 'Reserve', 'Account', 'Transfer']);
    await expect(menu.getByRole('link', { name: 'Reserve' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(menu.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const SignedOutShowsLogin: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

export const LoggingOutIsBusy: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, args }) => {
    const logout = within(canvasElement).getByRole('button', { name: 'Logout' });
    await expect(logout).toBeDisabled();
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(logout, { pointerEventsCheck: 0 });
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const KeyboardReachesEveryItem: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    for (const name of ['Wallet', 'Explore', 'Reserve', 'Account', 'Transfer']) {
      await userEvent.tab();
      await expect(menu.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(menu.getByRole('button', { name: 'Logout' })).toHaveFocus();
  },
};

export const RailRightToLeft: Story = {
  args: { variant: 'rail' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wallet' });
    const [icon, label] = Array.from(link.children).map((el) => el.getBoundingClientRect());
    // Icons lead the line, so in RTL they sit to the right of their label.
    if (label!.width > 1) await expect(icon!.left).toBeGreaterThan(label!.left);
    await expect(link).toHaveAttribute('title', 'Wallet');
  },
};

export const RailMiniShowsIconsOnly: Story = {
  args: { variant: 'rail' },
  globals: { sidebarStyle: 'mini' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wallet' });
    const label = link.lastElementChild!;
    // The label leaves the screen wherever the rail is narrow, yet still names the link.
    if (window.innerWidth >= 768) await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(link).toHaveAttribute('title', 'Wallet');
  },
};

export const RailCompactStacksLabels: Story = {
  args: { variant: 'rail' },
  globals: { sidebarStyle: 'compact' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Reserve' });
    const expected = window.innerWidth >= 1024 ? 'column' : 'row';
    await expect(getComputedStyle(link).flexDirection).toBe(expected);
  },
};

export const BarLaysItemsInARow: Story = {
  args: { variant: 'bar' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(getComputedStyle(menu).flexDirection).toBe('row');
    await expect(menu.querySelector('hr')).toBeNull();
  },
};

const withSupport = [
  ...items,
  {
    label: 'Support',
    to: '/user/support',
    icon: <ChatIcon />,
    badge: { count: 2, label: '2 tickets with new replies' },
  },
];

export const CountOnAnItem: Story = {
  args: { items: withSupport },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Support 2 tickets with new replies' });
    await expect(within(link).getByText('2')).toBeVisible();
    // Keyboard users reach it like any other item.
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const CountOnTheMiniRail: Story = {
  args: { items: withSupport, variant: 'rail' },
  globals: { sidebarStyle: 'mini' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Support/ });
    const badge = within(link).getByText('2');
    await expect(badge).toBeVisible();
    const box = link.getBoundingClientRect();
    const mark = badge.getBoundingClientRect();
    await expect(mark.right).toBeLessThanOrEqual(box.right + 1);
  },
};
