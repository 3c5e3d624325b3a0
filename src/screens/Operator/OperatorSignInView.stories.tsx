import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enrolmentPart, OperatorSignInView } from './OperatorSignInView';
import { OPERATOR_SESSION_ENDED } from './shared/operatorSections';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const enrolment = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Tessera%20operators:new_admin?secret=${SECRET}&issuer=Tessera%20operators`,
};
const WRONG = 'Wrong username, password or code';
const LOCKED = 'Too many failed attempts: this operator account is locked for 30 minutes';

const meta = {
  title: 'Screens/Operator/SignIn',
  component: OperatorSignInView,
  parameters: { router: { initialEntries: ['/operator/sign-in'] } },
  args: { phase: 'credentials', busy: false, fieldErrors: {}, onSubmit: fn(), onCancelEnrolment: fn() },
  // The set-up's code loads on first use; here it is in before the page draws, as after the screen's preload.
  loaders: [() => enrolmentPart.preload()],
} satisfies Meta<typeof OperatorSignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Back office sign-in');
    await expect(canvas.getByRole('link', { name: 'member sign-in page' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Username'), 'demo_support');
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo-operator-2026');
    const code = canvas.getByLabelText('Authenticator code');
    await expect(code).toHaveAccessibleDescription(/Leave it empty the very first time/);
    await userEvent.type(code, '12 34-56 78');
    await expect(code).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'demo_support',
      password: 'Demo-operator-2026',
      code: '123456',
    });
  },
};

export const MissingDetails: Story = {
  args: { fieldErrors: { username: 'Username is required', password: 'Password is required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/Password is required/);
  },
};

export const Refused: Story = {
  args: { error: WRONG },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(WRONG);
  },
};

export const Locked: Story = {
  args: { error: LOCKED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('locked for 30 minutes');
  },
};

export const SessionEnded: Story = {
  args: { notice: OPERATOR_SESSION_ENDED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('session has ended');
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EnrollingWithSecret: Story = {
  args: { phase: 'enrolling', enrolment },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const setUp = canvas.getByRole('region', { name: 'Set up your authenticator' });
    await expect(within(setUp).getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(within(setUp).getByRole('definition')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await expect(within(setUp).getByRole('button', { name: 'Copy setup key' })).toBeEnabled();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('readonly');
    const code = canvas.getByLabelText('Authenticator code');
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(/code the app shows now/);
    await userEvent.type(code, '654321{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: '', password: '', code: '654321' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onCancelEnrolment).toHaveBeenCalledOnce();
  },
};

export const EnrollingWrongCode: Story = {
  args: { phase: 'enrolling', enrolment, error: WRONG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(WRONG);
    await expect(canvas.getByRole('region', { name: 'Set up your authenticator' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish set-up and sign in' })).toBeVisible();
  },
};

export const EnrollingRightToLeft: Story = {
  args: { phase: 'enrolling', enrolment },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The key reads left to right in groups, as the authenticator app shows it, whatever the page direction.
    const key = within(canvas.getByRole('definition')).getByText(/^JBSW/);
    await expect(getComputedStyle(key).direction).toBe('ltr');
    // Fields start at the right: a label sits at its field's right edge.
    const label = canvas.getByText('Username', { selector: 'label' }).getBoundingClientRect();
    const field = canvas.getByLabelText('Username').getBoundingClientRect();
    await expect(Math.abs(label.right - field.right)).toBeLessThan(24);
  },
};

export const EnrollingOnAPhone: Story = {
  args: { phase: 'enrolling', enrolment },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const frame = phone.getBoundingClientRect();
    for (const element of [
      canvas.getByRole('img', { name: /QR code/ }),
      canvas.getByRole('definition'),
      canvas.getByRole('button', { name: 'Finish set-up and sign in' }),
    ]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
    }
  },
};
