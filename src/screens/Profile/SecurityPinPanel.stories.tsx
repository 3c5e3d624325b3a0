import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noErrors, REQUIRED } from './formErrors';
import { SecurityPinPanel } from './SecurityPinPanel';
import { PIN_MISMATCH } from './securityForms';

const meta = {
  title: 'Screens/Profile/Security Pin',
  component: SecurityPinPanel,
  args: { errors: noErrors(), saving: false, onFieldEdit: fn(), onSubmit: fn() },
} satisfies Meta<typeof SecurityPinPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: 'Form',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Account Password'), 'my secret 1');
    const pin = canvas.getByLabelText('New Security Pin');
    await expect(pin).toHaveAttribute('maxlength', '4');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('type', 'password');
    await userEvent.type(pin, '4a8-3917');
    await expect(pin).toHaveValue('4839');
    await userEvent.click(canvas.getByRole('button', { name: 'Show new Security Pin' }));
    await expect(pin).toHaveAttribute('type', 'text');
    await userEvent.type(canvas.getByLabelText('Confirm Security Pin'), '4839');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'my secret 1',
      spassword: '4839',
      spassword_confirmation: '4839',
    });
  },
};

export const Mismatch: Story = {
  name: 'New and confirm differ',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Security Pin'), '4839');
    const confirm = canvas.getByLabelText('Confirm Security Pin');
    await userEvent.type(confirm, '4838');
    await expect(confirm).toHaveAccessibleDescription(PIN_MISMATCH);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '4839');
    await expect(canvas.queryByText(PIN_MISMATCH)).toBeNull();
  },
};

export const Required: Story = {
  name: 'Empty fields after submit',
  args: {
    errors: {
      fields: { old_password: REQUIRED, spassword: REQUIRED, spassword_confirmation: REQUIRED },
      general: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Account Password')).toHaveAccessibleDescription(
      `${REQUIRED} The password you sign in with.`,
    );
    await expect(canvas.getByLabelText('Confirm Security Pin')).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(3);
  },
};

export const TrivialPinRefused: Story = {
  name: 'Server error: a trivial PIN, and every other message',
  args: {
    errors: {
      fields: { spassword: 'Choose a Security Pin that is harder to guess than 1234.' },
      general: ['The password is incorrect.', 'Please try again.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New Security Pin')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a Security Pin that is harder to guess than 1234.'),
    );
    await expect(canvas.getByText('The password is incorrect.')).toBeVisible();
    await expect(canvas.getByText('Please try again.')).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change Security Pin' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
