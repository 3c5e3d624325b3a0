import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemberGuards } from './MemberGuards';
import { memberFile } from './memberFixtures';

const closed = { guard: null, reason: '', reasonError: null, error: null, busy: false, outcome: null };
const frozenProfile = {
  ...memberFile.profile,
  withdrawals_frozen: {
    frozen_at: '2026-03-14T09:34:00.000Z',
    reason: 'Sign-in from a new country, then a new payout address',
    frozen_by: 'demo_finance',
  },
};

const meta = {
  title: 'Screens/Operator/Members/Guards',
  component: MemberGuards,
  args: {
    profile: memberFile.profile,
    canGuardMoney: true,
    canReset: true,
    state: closed,
    onOpen: fn(),
    onReasonChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MemberGuards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Withdrawals open: an admin may freeze them or ask for a reset',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Withdrawals are not frozen.')).toBeVisible();
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['Freeze withdrawals', 'Reset security PIN', 'Reset second factor']);
    const freeze = canvas.getByRole('button', { name: 'Freeze withdrawals' });
    freeze.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('freeze');
  },
};

export const Frozen: Story = {
  name: 'Frozen: since when, by whom and why; lifting it waits for a second person',
  args: { profile: frozenProfile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Withdrawals frozen since 14-03-2026 \d\d:\d\d by demo_finance: Sign-in from a new country, then a new payout address$/,
    );
    await expect(canvas.queryByRole('button', { name: 'Freeze withdrawals' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Lift freeze' }));
    await expect(args.onOpen).toHaveBeenCalledWith('unfreeze');
  },
};

export const SupportReadsOnly: Story = {
  args: { profile: frozenProfile, canGuardMoney: false, canReset: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Withdrawals frozen since');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FreezeAsksForAReason: Story = {
  args: { state: { ...closed, guard: 'freeze', reasonError: 'Give a reason.' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Freeze this member’s withdrawals?' });
    await expect(dialog).toHaveAccessibleDescription(/until a second person approves lifting the freeze/);
    const reason = within(dialog).getByLabelText('Reason');
    // The dialog takes focus once it has drawn, which a loaded machine may show a moment later.
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAccessibleDescription(/Give a reason/);
    await userEvent.type(reason, 'T');
    await expect(args.onReasonChange).toHaveBeenCalledWith('T');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ResetRefused: Story = {
  name: 'A refusal reads in the dialog',
  args: {
    state: {
      ...closed,
      guard: 'reset-2fa',
      reason: 'Lost phone, identity checked',
      error: 'A request to reset this member’s second factor is already waiting',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ask to reset the second factor?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('is already waiting');
  },
};

export const WaitsForASecondPerson: Story = {
  name: '202: the reset waits for a second person',
  args: {
    state: {
      ...closed,
      outcome: {
        message: "The security PIN reset for alice waits for a second person's approval (request #31).",
        waiting: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "waits for a second person's approval (request #31)",
    );
  },
};

export const RightToLeft: Story = {
  args: { profile: frozenProfile },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lift = canvas.getByRole('button', { name: 'Lift freeze' }).getBoundingClientRect();
    const pin = canvas.getByRole('button', { name: 'Reset security PIN' }).getBoundingClientRect();
    await expect(lift.left).toBeGreaterThan(pin.left);
  },
};
