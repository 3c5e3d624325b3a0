import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { piecesFromLeft } from '../../ui/Numeric/readingOrder';
import type { MoneyVerification } from '../shared/MoneyVerification/MoneyVerificationDialog';
import { ExploreView } from './ExploreView';
import { emptyStakes, freePackage, level1Terms, packages, stakesPage } from './exploreFixtures';
import type { StakePurchase } from './StakePurchaseDialog';

const level1 = packages[0] as NonNullable<(typeof packages)[0]>;
const closed: StakePurchase = {
  step: 'closed',
  pkg: null,
  form: { amount: '', duration: '' },
  fieldErrors: {},
  terms: null,
  error: null,
};
const open = (extra: Partial<StakePurchase>): StakePurchase => ({
  ...closed,
  step: 'editing',
  pkg: level1,
  ...extra,
});
const reviewing = (extra: Partial<StakePurchase> = {}) =>
  open({ step: 'reviewing', form: { amount: '500', duration: '10' }, terms: level1Terms, ...extra });
const activeStake = stakesPage.data[0] as NonNullable<(typeof stakesPage.data)[0]>;
const entering = (extra: Partial<MoneyVerification> = {}): MoneyVerification => ({
  authType: 'mpin',
  code: '',
  codeLength: 4,
  codeError: null,
  phase: 'entering',
  error: null,
  confirming: 'the unstake of 100.00 USDT',
  ...extra,
});

const meta = {
  title: 'Screens/Explore',
  component: ExploreView,
  parameters: { router: { initialEntries: ['/user/explore'] } },
  args: {
    tab: 'stake',
    onTabChange: fn(),
    zone: 'executive',
    onZoneChange: fn(),
    packages,
    packagesError: null,
    onPackagesRetry: fn(),
    onStake: fn(),
    stakes: stakesPage,
    stakesLoading: false,
    stakesError: null,
    onStakesPageChange: fn(),
    onStakesRetry: fn(),
    onUnstake: fn(),
    purchase: closed,
    purchaseHandlers: {
      onChange: fn(),
      onNext: fn(),
      onBack: fn(),
      onConfirm: fn(),
      onRetry: fn(),
      onClose: fn(),
    },
    unstake: { stake: null, verification: null, refusal: null },
    unstakeHandlers: {
      onCodeChange: fn(),
      onCodeSubmit: fn(),
      onResend: fn(),
      onCancel: fn(),
      onRetry: fn(),
    },
  },
} satisfies Meta<typeof ExploreView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Packages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Stake' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Executive Zone' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(6);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading')).toHaveTextContent('Level 1');
    await expect(cards[0]).toHaveTextContent('100 - 1000 USDT');
    await expect(cards[0]).toHaveTextContent('0.50% daily');
    await expect(cards[0]).toHaveTextContent('10 - 30 days');
    await expect(cards[0]).toHaveTextContent('Early-exit charge2.00%');
    await userEvent.click(first.getByRole('button', { name: 'Stake Now in Level 1' }));
    await expect(args.onStake).toHaveBeenCalledWith(level1);
    canvas.getByRole('tab', { name: 'Free Zone' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onZoneChange).toHaveBeenCalledWith('free');
  },
};

export const FreeZone: Story = {
  args: { zone: 'free' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [card] = canvas.getAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(card).toHaveTextContent('Flexible, until you unstake');
    await expect(card).toHaveTextContent('0.20% daily');
    await userEvent.click(
      within(card as HTMLElement).getByRole('button', { name: 'Stake Now in Free Zone' }),
    );
    await expect(args.onStake).toHaveBeenCalledWith(freePackage);
  },
};

export const Loading: Story = {
  args: { packages: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoPackages: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Available')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { packages: undefined, packagesError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request failed please try again' })).toBeVisible();
    await expect(canvas.getByText('Network error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onPackagesRetry).toHaveBeenCalledOnce();
  },
};

export const PurchaseStep1: Story = {
  args: { purchase: open({}) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    await userEvent.type(dialog.getByLabelText('Amount (USDT)'), '5a');
    await expect(args.purchaseHandlers.onChange).toHaveBeenCalledWith('amount', '5');
    await expect(args.purchaseHandlers.onChange).not.toHaveBeenCalledWith('amount', '5a');
    await expect(dialog.getByLabelText('Duration (days)')).toBeVisible();
    await expect(dialog.getByText('Choose 10 - 30 days')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(args.purchaseHandlers.onNext).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.purchaseHandlers.onClose).toHaveBeenCalled();
  },
};

export const PurchaseFreeZoneHasNoDuration: Story = {
  args: { purchase: open({ pkg: freePackage }), zone: 'free' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Free Zone' }));
    await expect(dialog.queryByLabelText('Duration (days)')).toBeNull();
  },
};

export const PurchaseFieldErrors: Story = {
  args: {
    purchase: open({
      form: { amount: '120', duration: '' },
      fieldErrors: { amount: 'Please Enter amount multiple of 50', duration: 'Duration is required' },
    }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    await expect(dialog.getByText('Please Enter amount multiple of 50')).toBeVisible();
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Duration is required')).toBeVisible();
  },
};

export const PurchaseLoadingTerms: Story = {
  args: { purchase: open({ step: 'loadingTerms', form: { amount: '500', duration: '10' } }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    await expect(dialog.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PurchaseTerms: Story = {
  args: { purchase: reviewing() },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    const terms = dialog.getByLabelText('Stake terms');
    await expect(terms).toHaveTextContent('0.50% (2.50 USDT a day)');
    await expect(terms).toHaveTextContent('Yearly equivalent182.50% (simple, 365 days)');
    await expect(terms).toHaveTextContent('First earning day2026-11-23');
    await expect(terms).toHaveTextContent('Last earning day2026-12-02');
    await expect(terms).toHaveTextContent('Expected total return25.00 USDT');
    await expect(terms).toHaveTextContent('If you unstake today490.00 USDT back (charge 10.00 USDT)');
    await expect(dialog.getByText(/returned to your Out going wallet/)).toBeVisible();
    // What the yearly figure means, and who carries the risk, before anything is committed.
    await expect(
      dialog.getByText(/^The yearly equivalent is the daily rate added up over 365 days/),
    ).toBeVisible();
    await expect(
      dialog.getByText(/if the operator cannot pay, you may lose what you staked\.$/),
    ).toBeVisible();
    await expect(dialog.queryByText(/\b(AI|trading|guaranteed)\b/i)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.purchaseHandlers.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.purchaseHandlers.onBack).toHaveBeenCalledOnce();
  },
};

export const PurchaseSubmitting: Story = {
  args: { purchase: reviewing({ step: 'submitting' }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    await expect(dialog.getByRole('button', { name: /Confirm/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const PurchaseRefused: Story = {
  args: { purchase: open({ form: { amount: '500', duration: '10' }, error: 'Insufficient Balance' }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Insufficient Balance');
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveValue('500');
  },
};

export const PurchaseAnswerLost: Story = {
  args: { purchase: reviewing({ step: 'failed', error: 'Something Went Wrong Please Try Again....' }) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stake in Level 1' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Something Went Wrong Please Try Again....');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.purchaseHandlers.onRetry).toHaveBeenCalledOnce();
  },
};

export const AfterAStake: Story = {
  args: { tab: 'my-stake' },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const table = within(canvasElement).getByRole('table', { name: 'My Stake' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const MyStake: Story = {
  args: { tab: 'my-stake' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'My Stake' }));
    const [, free, executive, unstaked] = table.getAllByRole('row');
    await expect(free).toHaveTextContent('STK000003');
    await expect(free).toHaveTextContent('Free Zone');
    await expect(free).toHaveTextContent('0.60 USDT');
    await expect(free).toHaveTextContent('Active');
    await expect(executive).toHaveTextContent('Executive Zone');
    await expect(unstaked).toHaveTextContent('Unstaked');
    const dimmed = table.getByRole('button', { name: 'Unstake STK000001' });
    await expect(dimmed).toBeDisabled();
    await expect(getComputedStyle(dimmed).opacity).toBe('0.5');
    await userEvent.click(table.getByRole('button', { name: 'Unstake STK000003' }));
    await expect(args.onUnstake).toHaveBeenCalledWith(activeStake);
    await expect(canvas.getByText(/to your Out going wallet/)).toBeVisible();
  },
};

export const MyStakeEmpty: Story = {
  args: { tab: 'my-stake', stakes: emptyStakes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Available')).toBeVisible();
  },
};

export const VerifyYourAccount: Story = {
  args: { tab: 'my-stake', unstake: { stake: activeStake, verification: entering(), refusal: null } },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Verify Your Account' });
    await expect(modal).toHaveAccessibleDescription(
      'Enter your Security Pin to unstake STK000003 (100.00 USDT).',
    );
    const dialog = within(modal);
    const boxes = dialog.getAllByLabelText(/Digit \d of 4/);
    await userEvent.type(boxes[0] as HTMLElement, '7');
    await expect(args.unstakeHandlers.onCodeChange).toHaveBeenCalledWith('7');
    await userEvent.click(dialog.getByRole('button', { name: 'Request' }));
    await expect(args.unstakeHandlers.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.unstakeHandlers.onCancel).toHaveBeenCalled();
  },
};

export const VerifyWithEmailedCode: Story = {
  args: {
    tab: 'my-stake',
    unstake: {
      stake: activeStake,
      verification: entering({ authType: 'otp', codeLength: 4 }),
      refusal: 'Invalid verification code',
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Your Account' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Invalid verification code');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.unstakeHandlers.onResend).toHaveBeenCalledOnce();
  },
};

export const UnstakeSubmitting: Story = {
  args: {
    tab: 'my-stake',
    unstake: {
      stake: activeStake,
      verification: entering({ code: '1234', phase: 'submitting' }),
      refusal: null,
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Your Account' }));
    await expect(dialog.getByRole('button', { name: /Request/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const UnstakeAnswerLost: Story = {
  args: {
    tab: 'my-stake',
    unstake: {
      stake: activeStake,
      verification: entering({
        code: '1234',
        phase: 'failed',
        error: 'Something Went Wrong Please Try Again....',
      }),
      refusal: null,
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Your Account' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Something Went Wrong Please Try Again....');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.unstakeHandlers.onRetry).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards).toHaveLength(6);
    // Mirrored layout, unmirrored figures: the first card starts on the right; its range and term read as written.
    await expect(cards[0]!.getBoundingClientRect().right).toBeGreaterThan(
      cards[1]!.getBoundingClientRect().right,
    );
    const card = cards.find((article) => / - .* days/.test(article.textContent ?? ''))!;
    const [amount, , term] = Array.from(card.querySelectorAll('dd'));
    const [min, max] = amount!.textContent!.match(/\d+/g)!;
    await expect(piecesFromLeft(amount!, [min!, max!, 'USDT'])).toEqual([min, max, 'USDT']);
    const [shortest, longest] = term!.textContent!.match(/\d+/g)!;
    await expect(piecesFromLeft(term!, [shortest!, longest!, 'days'])).toEqual([shortest, longest, 'days']);
  },
};
