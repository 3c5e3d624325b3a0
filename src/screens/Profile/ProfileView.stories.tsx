import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** The page as wide as a phone's screen (390 px), whatever the preview's width. */
const onAPhone = (Story: () => ReactNode) => (
  <div style={{ inlineSize: 390 }}>
    <Story />
  </div>
);

/** Whether the tab is wholly inside the visible part of the tab list. */
const inSight = (tab: HTMLElement) => {
  const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  return box.left >= list.left - 1 && box.right <= list.right + 1;
};

export const PhoneShowsTheOpenTab: Story = {
  name: 'On a phone, a tab opened by the address is scrolled into sight',
  args: { tab: 'logs' },
  decorators: [onAPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Profile settings' });
    // The seven tabs do not fit 390 px: the list scrolls sideways.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Scrolled into sight once the tab is drawn, which a busy machine may take a moment to do.
    await waitFor(() => expect(inSight(canvas.getByRole('tab', { name: 'Logs' }))).toBe(true));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The Logs panel');
  },
};

export const PhoneShowsTheOpenTabRtl: Story = {
  ...PhoneShowsTheOpenTab,
  name: 'On a phone, right to left, the open tab is in sight',
  globals: { direction: 'rtl' },
};

export const PhoneFollowsTheChosenTab: Story = {
  name: 'On a phone, a tab chosen later comes into sight too',
  args: { tab: 'basic' },
  decorators: [onAPhone],
  render: function Render(args) {
    const [tab, setTab] = useState<ProfileTab>(args.tab);
    return (
      <>
        <button type="button" onClick={() => setTab('withdraw')}>
          Open Withdraw Setting
        </button>
        <ProfileView {...args} tab={tab} onTabChange={setTab} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(inSight(canvas.getByRole('tab', { name: 'Basic Info' }))).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Open Withdraw Setting' }));
    await waitFor(() => expect(inSight(canvas.getByRole('tab', { name: 'Withdraw Setting' }))).toBe(true));
  },
};
