import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: {
    label: 'Two-factor authentication',
    description: 'Ask for a code from your authenticator app',
    checked: false,
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksButDoesNotChangeItself: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Two-factor authentication' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription('Ask for a code from your authenticator app');
    await expect(canvas.getByText('Off')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Controlled: nothing changes until the owner says so.
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByText('Two-factor authentication'));
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

function Owned() {
  const [on, setOn] = useState(false);
  return <Switch label="Two-factor authentication" checked={on} onCheckedChange={setOn} />;
}

export const KeyboardTurnsItOnAndOff: Story = {
  render: () => <Owned />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Two-factor authentication' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('On')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { checked: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: 'Choose another sign-in method first' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ThumbAtTheInlineEndInRtl: Story = {
  args: { checked: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    const thumb = toggle.firstElementChild as HTMLElement;
    await expect(document.documentElement.dir).toBe('rtl');
    const track = toggle.getBoundingClientRect();
    const knob = thumb.getBoundingClientRect();
    // On, in RTL, the thumb sits at the left: the inline end.
    await expect(knob.left - track.left).toBeLessThan(track.right - knob.right);
    const label = within(canvasElement).getByText('Two-factor authentication');
    await expect(label.getBoundingClientRect().right).toBeLessThan(track.left);
  },
};
