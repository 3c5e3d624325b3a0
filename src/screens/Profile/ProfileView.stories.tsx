import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ProfileTab, ProfileView, profileTabs } from './ProfileView';

/** Each tab's panel says which tab it belongs to, so a story can tell which one is shown. */
const panels = Object.fromEntries(
  profileTabs.map(({ value, label }) => [value, <p key={value}>The {label} panel</p>]),
) as Record<ProfileTab, ReactNode>;

const meta = {
  title: 'Screens/Profile',
  component: ProfileView,
  parameters: { router: { initialEntries: ['/user/profile?tab=basic'] } },
  args: { tab: 'basic', onTabChange: fn(), panels },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TabsInOrder: Story = {
  name: 'The seven tabs, keyboard between them',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'Basic Info',
      '2FA Setting',
      'Password',
      'Security Pin',
      'Authentication',
      'Withdraw Setting',
      'Logs',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Basic Info' })).toHaveTextContent(
      'The Basic Info panel',
    );
    // Only the selected panel is in the page, so the others' requests wait until they are opened.
    await expect(canvas.queryByText('The Logs panel')).toBeNull();
    canvas.getByRole('tab', { name: 'Basic Info' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('logs');
  },
};

export const SelectedTab: Story = {
  name: 'A tab chosen by the address',
  args: { tab: 'withdraw' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Withdraw Setting' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The Withdraw Setting panel');
    await userEvent.click(canvas.getByRole('tab', { name: 'Security Pin' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pin');
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: the next tab lies to the left',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Basic Info' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('2fa');
  },
};
