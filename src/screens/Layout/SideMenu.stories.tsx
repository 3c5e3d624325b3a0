import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Screens/Layout/SideMenu',
  component: SideMenu,
  args: { signedIn: true, onLogout: fn() },
  parameters: { router: { initialEntries: ['/user/reserve'] } },
} satisfies Meta<typeof SideMenu>;
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
