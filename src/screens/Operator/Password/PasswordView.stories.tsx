import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordView, type PasswordViewProps } from './PasswordView';
import { draftErrors, emptyDraft, type PasswordDraft } from './passwordForm';

const meta = {
  title: 'Screens/Operator/Password',
  component: PasswordView,
  args: {
    draft: emptyDraft,
    onDraftChange: fn(),
    errors: {},
    failure: null,
    done: null,
    busy: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the screen holds it: what is typed shows, and Change password checks it first. */
function Typing(props: PasswordViewProps) {
  const [draft, setDraft] = useState<PasswordDraft>(props.draft);
  const [errors, setErrors] = useState(props.errors);
  return (
    <PasswordView
      {...props}
      draft={draft}
      errors={errors}
      onDraftChange={setDraft}
      onSubmit={() => {
        const found = draftErrors(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) props.onSubmit();
      }}
    />
  );
}

export const ByKeyboard: Story = {
  name: 'Typed by keyboard: checked before it is sent',
  render: (args) => <Typing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
    await userEvent.keyboard('old passphrase here');
    await userEvent.tab();
    // The show-password toggle sits between the fields.
    if (document.activeElement?.tagName === 'BUTTON') await userEvent.tab();
    await expect(canvas.getByLabelText('Authenticator code')).toHaveFocus();
    await userEvent.keyboard('12ab34');
    await expect(canvas.getByLabelText('Authenticator code')).toHaveValue('1234');
    await userEvent.type(canvas.getByLabelText('New password'), 'too short');
    await userEvent.type(canvas.getByLabelText('New password again'), 'too short!{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Authenticator code')).toHaveAccessibleDescription(/6 digits/);
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/at least 12 characters/);
    await expect(canvas.getByLabelText('New password again')).toHaveAccessibleDescription(/differ/);
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '56');
    await userEvent.type(canvas.getByLabelText('New password'), ' and more');
    await userEvent.clear(canvas.getByLabelText('New password again'));
    await userEvent.type(canvas.getByLabelText('New password again'), 'too short and more');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  name: 'Refused: a wrong current password or code',
  args: {
    draft: {
      current_password: 'not it',
      code: '123456',
      new_password: 'a new passphrase',
      repeat: 'a new passphrase',
    },
    errors: { current_password: 'The current password or the authenticator code is wrong' },
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Current password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/is wrong/);
  },
};

export const Locked: Story = {
  args: { failure: 'Too many failed attempts: this operator account is locked for 30 minutes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('locked for 30 minutes');
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Change password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Changed: Story = {
  args: { done: 'Password changed; 2 other sessions ended' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password changed; 2 other sessions ended',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Change password' }).getBoundingClientRect();
    const form = canvas.getByRole('form', { name: 'Change your password' }).getBoundingClientRect();
    // The button sits at the inline start of the form: the right in rtl.
    await expect(form.right - button.right).toBeLessThan(button.left - form.left);
  },
};
