import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '../ToastHost/ToastHost';
import { CopyButton, copyMessages } from './CopyButton';

const written: string[] = [];

/** Replaces the clipboard for one story; the test browser has no clipboard permission to grant. */
const stubClipboard = (clipboard: unknown) => () => {
  written.length = 0;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
  return () => {
    // The own property shadowed the prototype's getter; removing it brings the real clipboard back.
    Reflect.deleteProperty(navigator, 'clipboard');
  };
};

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: 'jane_doe', message: copyMessages.username, label: 'Copy username', onCopied: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesAndConfirms: Story = {
  beforeEach: stubClipboard({ writeText: async (text: string) => void written.push(text) }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy username' }));
    await waitFor(() => expect(screen.getByText('Username copy to clipboard successfully.')).toBeVisible());
    await expect(written).toEqual(['jane_doe']);
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
};

export const FallsBackWithoutClipboardApi: Story = {
  args: {
    text: 'TQ9xv1Jk4Qf6b8YqL3xGm2Hn7Rp5Ws2Dz8',
    message: copyMessages.depositAddress,
    label: 'Copy address',
  },
  beforeEach: () => {
    const restoreClipboard = stubClipboard(undefined)();
    const exec = document.execCommand;
    document.execCommand = (command: string) => {
      const area = document.activeElement as HTMLTextAreaElement | null;
      if (command === 'copy' && area?.tagName === 'TEXTAREA') written.push(area.value);
      return command === 'copy';
    };
    return () => {
      document.execCommand = exec;
      restoreClipboard();
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy address' }));
    await waitFor(() =>
      expect(screen.getByText('Deposit Address copy to clipboard successfully.')).toBeVisible(),
    );
    await expect(written).toEqual(['TQ9xv1Jk4Qf6b8YqL3xGm2Hn7Rp5Ws2Dz8']);
    await expect(document.querySelector('body > textarea')).toBeNull();
  },
};

export const RefusedClipboardSaysSo: Story = {
  args: { text: 'https://tessera.example/r/jane', message: copyMessages.referralLink, label: 'Copy link' },
  beforeEach: () => {
    const restoreClipboard = stubClipboard({
      writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    })();
    const exec = document.execCommand;
    document.execCommand = () => false;
    return () => {
      document.execCommand = exec;
      restoreClipboard();
    };
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Could not copy to clipboard.')).toBeVisible());
    await waitFor(() => expect(screen.queryByText(copyMessages.referralLink)).toBeNull());
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};
