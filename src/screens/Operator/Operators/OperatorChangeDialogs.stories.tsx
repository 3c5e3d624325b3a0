import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { OperatorsView } from './OperatorsView';
import { admin, finance, operators, support } from './operatorsFixtures';

const meta = {
  title: 'Screens/Operator/Operators/Changes',
  component: OperatorsView,
  args: {
    operators,
    loading: false,
    error: null,
    onRetry: fn(),
    canWrite: true,
    myId: 4,
    dialog: { kind: 'role', operator: support },
    onDialog: fn(),
    busy: false,
    dialogError: null,
    fieldErrors: {},
    onCreate: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof OperatorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeRole: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: "Change demo_support's role" }));
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveValue('support');
    // The same role again is no change.
    await userEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await expect(role).toHaveAccessibleDescription(/demo_support is support already/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(role, 'auditor');
    await expect(role).toHaveAccessibleDescription('An auditor reads everything and changes nothing.');
    await userEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await expect(args.onChange).toHaveBeenCalledWith(support, { role: 'auditor' });
  },
};

export const LastAdmin: Story = {
  args: {
    dialog: { kind: 'role', operator: admin },
    dialogError: 'This is the last admin; make another admin first',
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: "Change demo_admin's role" }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This is the last admin; make another admin first',
    );
  },
};

export const Disable: Story = {
  args: { dialog: { kind: 'disable', operator: support } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable demo_support?' }));
    await expect(dialog.getByText(/Their sessions end at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(args.onChange).toHaveBeenCalledWith(support, { disabled: true });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDialog).toHaveBeenCalledWith(null);
  },
};

export const Enable: Story = {
  args: { dialog: { kind: 'enable', operator: finance } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Enable demo_finance?' }));
    await expect(dialog.getByText(/A second admin must approve this/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ask to enable' }));
    await expect(args.onChange).toHaveBeenCalledWith(finance, { disabled: false });
  },
};

export const ResetAuthenticator: Story = {
  args: { dialog: { kind: 'reset', operator: support } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: "Reset demo_support's authenticator?" }));
    await expect(dialog.getByText(/set up a new authenticator when they next sign in/)).toBeVisible();
    await expect(dialog.getByText(/A second admin must approve this/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ask to reset' }));
    await expect(args.onChange).toHaveBeenCalledWith(support, { reset_authenticator: true });
  },
};

export const Changing: Story = {
  args: { dialog: { kind: 'disable', operator: support }, busy: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable demo_support?' }));
    await expect(dialog.getByRole('button', { name: 'Disable' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDialog).not.toHaveBeenCalled();
  },
};

export const OwnAccountRefused: Story = {
  args: {
    dialog: { kind: 'reset', operator: support },
    dialogError: 'Operators cannot change their own account; ask another admin',
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('ask another admin');
  },
};

export const RightToLeft: Story = {
  args: { dialog: { kind: 'disable', operator: support } },
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable demo_support?' }));
    const disable = dialog.getByRole('button', { name: 'Disable' }).getBoundingClientRect();
    const cancel = dialog.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(disable.right).toBeLessThanOrEqual(cancel.left);
  },
};
