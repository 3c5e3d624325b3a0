import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Reserve type',
    onValueChange: fn(),
    items: [
      { value: 'nft', label: 'NFT Trade', content: <p>NFT plans</p> },
      { value: 'crypto', label: 'Crypto Trade', content: <p>Crypto plans</p> },
      { value: 'soon', label: 'Later', content: <p>Not yet</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysSwitchTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('NFT plans');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'NFT Trade' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Crypto Trade' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Crypto plans');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('crypto');
  },
};

export const DisabledTabIsSkipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Crypto Trade' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'NFT Trade' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Later' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('tab', { name: 'Later' })).toHaveAttribute('aria-selected', 'false');
  },
};

export const ArrowKeysFollowDirectionInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nft = canvas.getByRole('tab', { name: 'NFT Trade' });
    const crypto = canvas.getByRole('tab', { name: 'Crypto Trade' });
    await expect(nft.getBoundingClientRect().left).toBeGreaterThan(crypto.getBoundingClientRect().left);
    await userEvent.tab();
    await expect(nft).toHaveFocus();
    // In rtl the next tab lies to the left, so ArrowLeft moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(crypto).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('crypto');
    await userEvent.keyboard('{ArrowRight}');
    await expect(nft).toHaveAttribute('aria-selected', 'true');
  },
};

function Draft() {
  return <TextField label="Draft" />;
}

export const KeptPanelKeepsWhatWasTyped: Story = {
  args: {
    items: [
      { value: 'nft', label: 'NFT Trade', content: <Draft />, keepMounted: true },
      { value: 'crypto', label: 'Crypto Trade', content: <p>Crypto plans</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Draft'), 'half-written');
    await userEvent.click(canvas.getByRole('tab', { name: 'Crypto Trade' }));
    // Only the shown panel is seen and read; the kept one is out of sight and out of the accessibility tree.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Crypto plans');
    await expect(canvas.getByLabelText('Draft')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'NFT Trade' }));
    await expect(canvas.getByLabelText('Draft')).toHaveValue('half-written');
  },
};

const manyTabs = [
  'Basic Info',
  '2FA Setting',
  'Password',
  'Security Pin',
  'Authentication',
  'Withdraw',
  'Logs',
].map((label) => ({ value: label.toLowerCase().replace(/\W+/g, '-'), label, content: <p>{label} panel</p> }));

export const NarrowListShowsTheOpenTab: Story = {
  name: 'A list wider than its place scrolls the open tab into sight, and follows the keyboard',
  args: { items: manyTabs, defaultValue: 'logs', label: 'Settings' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    const inSight = (name: string) => {
      const box = canvas.getByRole('tab', { name }).getBoundingClientRect();
      return box.left >= list.left - 1 && box.right <= list.right + 1;
    };
    // Waited for: the tabs' widths change once the story's fonts arrive, and the list follows them.
    await waitFor(() => expect(inSight('Logs')).toBe(true));
    await expect(inSight('Basic Info')).toBe(false);
    canvas.getByRole('tab', { name: 'Logs' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inSight('Basic Info')).toBe(true));
  },
};
