import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { site } from '../../content/site';
import { defaultThemeSettings } from '../../theme';
import { AppLayoutView } from './AppLayoutView';

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

/** The chosen style applies from 1024 px; narrower viewports fall back to the mini rail or the drawer. */
const sidebarStory = (style: string, width: number): Story => ({
  globals: { sidebarStyle: style },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-sidebar', style);
    if (window.innerWidth >= 1024) await expect(asideWidth(canvasElement)).toBe(width);
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
  },
};

export const SidebarOverlayOpensFromTheMenuButton: Story = {
  globals: { sidebarStyle: 'overlay' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('aside')!).display).toBe('none');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Wallet' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
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
