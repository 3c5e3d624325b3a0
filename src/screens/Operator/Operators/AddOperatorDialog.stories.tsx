import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddOperatorDialog } from './AddOperatorDialog';

const meta = {
  title: 'Screens/Operator/Operators/Add operator',
  component: AddOperatorDialog,
  args: { open: true, busy: false, fieldErrors: {}, error: null, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddOperatorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async () => within(await screen.findByRole('dialog', { name: 'Add operator' }));

export const FilledIn: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    // Nothing filled in: each field says what it needs, and nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Add operator' }));
    await expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(/Enter a username\./);
    await expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(
      /Use at least 12 characters\./,
    );
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Choose a role.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // 'Password' names the field alone: the button beside it is named apart.
    await expect(dialog.getAllByLabelText(/password/i)).toHaveLength(1);
    await userEvent.type(dialog.getByLabelText('Username'), 'new_op');
    await userEvent.type(dialog.getByLabelText('Password'), 'a long operator passphrase');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'finance');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      /Finance moves money/,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add operator' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'new_op',
      password: 'a long operator passphrase',
      role: 'finance',
    });
  },
};

export const UsernameTaken: Story = {
  args: { fieldErrors: { username: 'This operator username is taken' } },
  play: async () => {
    const dialog = await dialogOf();
    const username = dialog.getByLabelText('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/This operator username is taken/);
    // Changing the username takes the server's word away until it answers again.
    await userEvent.type(username, 'x');
    await expect(username).not.toHaveAttribute('aria-invalid');
  },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('button', { name: 'Add operator' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'The operator session has ended or the key was refused: sign in again' },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('alert')).toHaveTextContent('sign in again');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await dialogOf();
    // The labels start at the right; the dialog's buttons end at the left, Add operator last.
    const label = dialog.getByText('Username', { selector: 'label' }).getBoundingClientRect();
    const field = dialog.getByLabelText('Username').getBoundingClientRect();
    await expect(label.right).toBeGreaterThan(field.right - 40);
    const add = dialog.getByRole('button', { name: 'Add operator' }).getBoundingClientRect();
    const cancel = dialog.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(add.right).toBeLessThanOrEqual(cancel.left);
  },
};
