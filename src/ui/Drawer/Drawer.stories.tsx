import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Drawer, DrawerClose } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: 'Theme settings',
    trigger: <Button variant="secondary">Open settings</Button>,
    children: <TextField label="Display name" />,
    footer: (
      <DrawerClose asChild>
        <Button>Done</Button>
      </DrawerClose>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open settings' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Theme settings' });
  return { trigger, drawer };
};

/** Waits for the slide-in to finish so positions are final. */
const settled = (el: HTMLElement) => Promise.all(el.getAnimations().map((a) => a.finished));

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, drawer } = await open(canvasElement);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EndSideSitsAtTheRight: Story = {
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement);
    await settled(drawer);
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
  },
};

export const StartSideMirrorsInRtl: Story = {
  args: { side: 'start' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement);
    await settled(drawer);
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const StartSideSitsAtTheLeftInLtr: Story = {
  args: { side: 'start' },
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement);
    await settled(drawer);
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0);
    await userEvent.keyboard('{Escape}');
  },
};
