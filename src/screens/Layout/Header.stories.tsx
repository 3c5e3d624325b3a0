import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'Screens/Layout/Header',
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

export const MenuButtonOnlyBelowLargeScreens: Story = {
  play: async ({ canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
    // From 992 px the side menu is always visible, so the drawer button steps aside.
    const expected = window.innerWidth < 992 ? 'inline-flex' : 'none';
    await expect(getComputedStyle(button).display).toBe(expected);
    if (expected === 'none') button.click();
    else await userEvent.click(button);
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
  },
};
