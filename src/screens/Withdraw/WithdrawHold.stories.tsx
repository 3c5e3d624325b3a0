import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WithdrawView } from './WithdrawView';
import { history, info } from './withdrawFixtures';

const holdUntil = '2026-03-15T09:05:00.000Z';

/** The member's local DD-MM-YYYY HH:mm, worked out apart from the screen's own formatter. */
function localTime(iso: string) {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

const meta = {
  title: 'Screens/Withdraw/Held',
  component: WithdrawView,
  parameters: { router: { initialEntries: ['/user/withdraw'] } },
  args: {
    info: { ...info, holdUntil },
    loading: false,
    loadError: null,
    onReload: fn(),
    form: { wallet: '', amount: '' },
    fieldErrors: {},
    submitError: null,
    onFieldChange: fn(),
    onNext: fn(),
    verification: null,
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onCancel: fn(),
    onRetry: fn(),
    history: { page: history, loading: false, error: null, onPageChange: fn(), onRetry: fn() },
  },
} satisfies Meta<typeof WithdrawView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeldAfterASecurityChange: Story = {
  name: 'Held: when withdrawals reopen, and why, before the form',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: `Withdrawals reopen at ${localTime(holdUntil)}` });
    await expect(notice).toHaveTextContent(/password, Security Pin or 2FA is changed/);
    await expect(notice).toHaveTextContent(/a sign-in with a recovery code/);
    await expect(notice).toHaveTextContent(/a withdrawal address is saved or chosen/);
    // Stated first: above the terms and the form, so it is read before anything is filled in.
    const terms = canvas.getByRole('list', { name: 'Withdrawal terms' });
    await expect(notice.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByLabelText('Amount').getBoundingClientRect().top,
    );

    await expect(canvas.getByLabelText('Wallet')).toBeDisabled();
    await expect(canvas.getByLabelText('Amount')).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onNext).not.toHaveBeenCalled();
    // The history stays readable while withdrawals are held.
    await expect(canvas.getByRole('table', { name: 'Withdraw History' })).toBeVisible();
  },
};

export const Open: Story = {
  name: 'Not held: no notice, the form is open',
  args: { info },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: /Withdrawals reopen/ })).toBeNull();
    await expect(canvas.getByLabelText('Amount')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const HeldRightToLeft: Story = {
  name: 'Held, right to left',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    const heading = canvas.getByRole('heading', { name: /Withdrawals reopen at/ });
    const notice = canvas.getByRole('region', { name: /Withdrawals reopen at/ });
    // The heading starts at the inline start: the right edge in RTL.
    await expect(
      Math.abs(notice.getBoundingClientRect().right - heading.getBoundingClientRect().right),
    ).toBeLessThan(parseFloat(getComputedStyle(notice).paddingInlineStart) + 2);
    await expect(canvas.getByLabelText('Amount')).toBeDisabled();
  },
};
