import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { site } from '../../content/site';
import { defaultThemeSettings } from '../../theme';
import { AppLayoutView } from './AppLayoutView';
import { publicMenuGroup, sideMenuGroups, sideMenuItems } from './navigation';

const meta = {
  title: 'Screens/Layout/AppLayout',
  component: AppLayoutView,
  args: {
    content: site,
    member: { username: 'alice01', refcode: 'TS100234' },
    onLogout: fn(),
    children: <h1>Page content</h1>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('UVID : TS100234');
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Tessera');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SignedOut: Story = {
  args: { member: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Click to sign in');
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

export const PublicPagesInTheVisitorsMenu: Story = {
  name: "A visitor's menu reaches Earn, the NFT collection, the fees and the proof of reserves",
  args: { member: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvasElement.querySelector('aside')!;
    // The docked menu where it shows, else the drawer the menu button opens.
    let nav: HTMLElement = aside;
    if (getComputedStyle(aside).display === 'none') {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      nav = await screen.findByRole('dialog', { name: 'Menu' });
    }
    for (const [name, to] of [
      ['Earn', '/earn'],
      ['NFT Collection', '/nft-list'],
      ['Fees and limits', '/fees'],
      ['Proof of reserves', '/reserves'],
    ] as const)
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', to);
    await expect(canvas.getByRole('contentinfo').querySelector('a[href="/fees"]')).toHaveTextContent(
      'Fees and limits',
    );
    await expect(canvas.getByRole('contentinfo').querySelector('a[href="/reserves"]')).toHaveTextContent(
      'Proof of reserves',
    );
  },
};

export const SkipLinkMovesToMainContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const DrawerMenuOnSmallScreens: Story = {
  play: async ({ canvasElement }) => {
    // The button is hidden from 992 px up; clicking it directly still proves it opens the drawer.
    canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!.click();
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Wallet' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const main = canvas.getByRole('main').getBoundingClientRect();
    const aside = canvasElement.querySelector('aside');
    if (aside && getComputedStyle(aside).display !== 'none') {
      await expect(aside.getBoundingClientRect().left).toBeGreaterThan(main.left);
    }
  },
};

const asideWidth = (canvasElement: HTMLElement) =>
  Math.round(canvasElement.querySelector('aside')!.getBoundingClientRect().width);

/** Every member screen, as the menu lists it: the spec's five, then each group's entries. */
const memberScreens = [
  ...sideMenuItems,
  ...[...sideMenuGroups, publicMenuGroup].flatMap((group) => group.items),
];

/**
 * Each screen's entry is one a person can click: scrolled into the menu's view, the point at its middle is
 * the entry itself, not something drawn over it or a clipped-off edge.
 */
async function expectEveryScreenClickable(nav: HTMLElement) {
  for (const { label, to } of memberScreens) {
    const link = within(nav).getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', to);
    link.scrollIntoView({ block: 'nearest' });
    const { left, top, width, height } = link.getBoundingClientRect();
    await expect(width * height).toBeGreaterThan(0);
    await expect(link.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
  }
}

/**
 * The chosen style applies from 1024 px; narrower viewports fall back to the mini rail or the drawer. In
 * every style the docked menu reaches each member screen.
 */
const sidebarStory = (style: string, width: number): Story => ({
  globals: { sidebarStyle: style },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-sidebar', style);
    if (window.innerWidth >= 1024) await expect(asideWidth(canvasElement)).toBe(width);
    const aside = canvasElement.querySelector('aside')!;
    if (getComputedStyle(aside).display !== 'none') await expectEveryScreenClickable(aside);
  },
});

export const SidebarFull = sidebarStory('full', 240);
export const SidebarCompact = sidebarStory('compact', 96);
export const SidebarMini = sidebarStory('mini', 72);
export const SidebarModern = sidebarStory('modern', 240);

export const SidebarIconHoverExpandsOnFocus: Story = {
  globals: { sidebarStyle: 'icon-hover' },
  play: async ({ canvasElement }) => {
    if (window.innerWidth < 1024) return;
    await expect(asideWidth(canvasElement)).toBe(72);
    const wallet = within(canvasElement.querySelector('aside')!).getByRole('link', { name: 'Wallet' });
    wallet.focus();
    await waitFor(() =>
      expect(
        Math.round(canvasElement.querySelector('aside > div')!.getBoundingClientRect().width),
      ).toBeGreaterThan(200),
    );
    // Expanding overlays the page instead of pushing it aside.
    await expect(asideWidth(canvasElement)).toBe(72);
    await expectEveryScreenClickable(canvasElement.querySelector('aside')!);
  },
};

export const SidebarOverlayOpensFromTheMenuButton: Story = {
  globals: { sidebarStyle: 'overlay' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('aside')!).display).toBe('none');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expectEveryScreenClickable(drawer);
    await userEvent.keyboard('{Escape}');
  },
};

export const SignedOutMenuKeepsTheSpecsFive: Story = {
  args: { member: null },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement.querySelector('aside')!);
    // The spec's five first, then the public pages, then Login.
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...sideMenuItems.map((item) => item.label),
      ...publicMenuGroup.items.map((item) => item.label),
      'Login',
    ]);
  },
};

export const CountsOnTheMenuEntries: Story = {
  args: { counts: { tickets: 2, announcements: 1 } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement.querySelector('aside')!);
    await expect(nav.getByRole('link', { name: 'Support 2 tickets with new replies' })).toBeInTheDocument();
    const announcements = nav.getByRole('link', { name: 'Announcements 1 unread announcement' });
    const [icon, label] = Array.from(announcements.children);
    // The count sits on the icon's corner, so the longest label still shows in full beside it.
    if (window.innerWidth >= 1024) await expect(label!.scrollWidth).toBeLessThanOrEqual(label!.clientWidth);
    const corner = within(announcements).getByText('1').getBoundingClientRect();
    const drawn = icon!.getBoundingClientRect();
    await expect(corner.left < drawn.right && corner.right > drawn.left).toBe(true);
    await expect(corner.top).toBeLessThan(drawn.top + drawn.height / 2);
    const bar = within(canvasElement.querySelector<HTMLElement>('nav[aria-label="Quick navigation"]')!);
    await expect(
      bar.getByRole('button', { name: 'Menu 2 tickets with new replies', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const OpensThemeSettings: Story = {
  args: {
    theme: { settings: defaultThemeSettings, onChange: fn(), onReset: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme settings' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Theme settings' }));
    await userEvent.click(panel.getByRole('radio', { name: 'Horizontal' }));
    await expect(args.theme?.onChange).toHaveBeenCalledWith({
      ...defaultThemeSettings,
      layout: 'horizontal',
    });
    await userEvent.click(panel.getByRole('button', { name: 'Reset' }));
    await expect(args.theme?.onReset).toHaveBeenCalledTimes(1);
  },
};

/** On a laptop's short screen the member's whole menu does not fit: its entries scroll, Logout stays in view. */
export const LogoutInViewOnAShortScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvasElement.querySelector('aside')!;
    if (getComputedStyle(aside).display === 'none') return;
    const logout = canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
    await expect(logout.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(logout.top).toBeGreaterThan(canvas.getByRole('banner').getBoundingClientRect().bottom);
    // The last entry is below the fold of the entries, reached by scrolling them, not the page.
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    const last = within(menu).getByRole('link', { name: 'Proof of reserves' });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(logout.top);
    last.scrollIntoView();
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(logout.top));
    await expect(canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect().top).toBe(logout.top);
  },
};
