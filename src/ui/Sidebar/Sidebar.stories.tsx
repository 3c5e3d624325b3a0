import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ArrowOutIcon,
  BellIcon,
  ChatIcon,
  CoinsIcon,
  CompassIcon,
  IdCardIcon,
  LayersIcon,
  ListIcon,
  SwapIcon,
  UserIcon,
  WalletIcon,
} from '../icons';
import { Sidebar, type SidebarGroup } from './Sidebar';

const items = [
  { label: 'Wallet', to: '/user/wallet', icon: <WalletIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Transfer', to: '/user/transfer', icon: <SwapIcon /> },
];

const groups: SidebarGroup[] = [
  {
    label: 'Money',
    items: [
      { label: 'Withdraw', to: '/user/withdraw', icon: <ArrowOutIcon /> },
      { label: 'My Transactions', to: '/user/transaction', icon: <ListIcon /> },
      { label: 'Payouts', to: '/user/payouts', icon: <CoinsIcon /> },
    ],
  },
  {
    label: 'Settings and help',
    items: [
      { label: 'Profile', to: '/user/profile', icon: <IdCardIcon /> },
      {
        label: 'Support',
        to: '/user/support',
        icon: <ChatIcon />,
        badge: { count: 2, label: '2 tickets with new replies' },
      },
      { label: 'Announcements', to: '/user/message', icon: <BellIcon /> },
    ],
  },
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

const box = (element: Element) => element.getBoundingClientRect();

export const GroupsUnderHeadings: Story = {
  args: { groups },
  parameters: { router: { initialEntries: ['/user/payouts'] } },
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    // The spec's five come first, then each group as a list named by its heading, in order down the menu.
    const [main, money, help] = menu.getAllByRole('list');
    await expect(names(main!)).toEqual(['Wallet', 'Explore', 'Reserve', 'Account', 'Transfer']);
    await expect(menu.getByRole('list', { name: 'Money' })).toBe(money);
    await expect(names(money!)).toEqual(['Withdraw', 'My Transactions', 'Payouts']);
    await expect(menu.getByRole('list', { name: 'Settings and help' })).toBe(help);
    const heading = menu.getByText('Money');
    await expect(heading).toBeVisible();
    await expect(box(heading).top).toBeGreaterThanOrEqual(
      box(menu.getByRole('link', { name: 'Transfer' })).bottom,
    );
    await expect(box(heading).bottom).toBeLessThanOrEqual(
      box(menu.getByRole('link', { name: 'Withdraw' })).top,
    );
    await expect(menu.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Support 2 tickets with new replies' })).toBeVisible();
  },
};

export const GroupsOnTheMiniRailAreRules: Story = {
  args: { groups, variant: 'rail' },
  globals: { sidebarStyle: 'mini' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    const heading = menu.getByText('Money');
    if (window.innerWidth >= 768) {
      // No room for words on an icon rail: the heading becomes a thin line between the groups' icons.
      await expect(Math.round(box(heading).height)).toBe(1);
      await expect(getComputedStyle(heading).color).toBe('rgba(0, 0, 0, 0)');
    }
    for (const name of ['Withdraw', 'My Transactions', 'Payouts', 'Profile', 'Announcements']) {
      const link = menu.getByRole('link', { name });
      await expect(link).toHaveAttribute('title', name);
      await expect(box(link.firstElementChild!).width).toBeGreaterThan(0);
    }
    await expect(menu.getByRole('list', { name: 'Money' })).toBeInTheDocument();
  },
};

const barGroup = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });

export const BarOpensAGroupBelowItsButton: Story = {
  args: { groups, variant: 'bar' },
  parameters: { router: { initialEntries: ['/user/transaction'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const money = barGroup(canvasElement, /^Money/);
    await expect(money).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    // The group holding the page the member is on is marked like a current entry.
    const wallet = canvas.getByRole('link', { name: 'Wallet' });
    await expect(getComputedStyle(money).backgroundColor).not.toBe(getComputedStyle(wallet).backgroundColor);
    await userEvent.click(money);
    await expect(money).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Money' });
    await expect(box(list).top).toBeGreaterThanOrEqual(box(money).bottom);
    await expect(within(list).getByRole('link', { name: 'My Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.keyboard('{Escape}');
    await expect(money).toHaveAttribute('aria-expanded', 'false');
    await expect(money).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(
      within(canvas.getByRole('list', { name: 'Money' })).getByRole('link', { name: 'Withdraw' }),
    ).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Withdraw' }));
    await waitFor(() => expect(money).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(money);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(money).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const BarCountsWhatWaitsInAGroup: Story = {
  args: { groups, variant: 'bar' },
  play: async ({ canvasElement }) => {
    const help = barGroup(canvasElement, /^Settings and help/);
    await expect(help).toHaveAccessibleName('Settings and help 2 tickets with new replies');
    await expect(within(help).getByText('2')).toBeVisible();
  },
};
