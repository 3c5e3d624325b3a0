import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlansView } from './PlansView';
import { plansFixture, withIncomeScheduled } from './plansFixtures';
import { PlansHarness, type StoryAnswer } from './plansStoryHarness';

const meta = {
  title: 'Screens/Operator/Plans',
  component: PlansView,
  parameters: { router: { initialEntries: ['/operator/plans'] } },
  args: {
    plans: plansFixture,
    loading: false,
    error: null,
    onRetry: fn(),
    canChange: true,
    saved: null,
    editing: null,
    busy: false,
    errors: {},
    onEdit: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  render: (args, { parameters }) => (
    <PlansHarness {...args} answer={parameters.answer as ((c: unknown) => StoryAnswer) | undefined} />
  ),
} satisfies Meta<typeof PlansView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowOf = (canvas: HTMLElement, text: string | RegExp) =>
  within(canvas)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByText(text).length > 0);

export const Loading: Story = {
  args: { plans: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Loading plans' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { plans: null, error: 'The plans could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The plans could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const StakingPackages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Staking packages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [gold, goldLater] = rowOf(canvasElement, 'Gold (Executive)');
    await expect(within(gold!).getByText(/In force since/)).toBeVisible();
    await expect(within(gold!).getByText('0.50 %')).toBeVisible();
    await expect(within(gold!).getByText('30 days to 365 days')).toBeVisible();
    // The scheduled version is its own row, marked with the time it takes effect and its new terms.
    await expect(within(goldLater!).getByText(/^Scheduled from \d\d\/12\/2026/)).toBeVisible();
    await expect(within(goldLater!).getByText('0.60 %')).toBeVisible();
    await expect(within(goldLater!).queryByRole('button')).toBeNull();
    const [starter] = rowOf(canvasElement, 'Starter (Free)');
    await expect(within(starter!).getByText('Until unstaked')).toBeVisible();
    await expect(within(starter!).getByText('100.00 USDT')).toBeVisible();
  },
};

export const ReservePlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Staking packages' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reserve plans' })).toHaveAttribute('aria-selected', 'true');
    const [nft] = rowOf(canvasElement, 'NFT Level 1');
    await expect(within(nft!).getByText('1.50 % to 2.50 %')).toBeVisible();
    await expect(within(nft!).getByText('30 minutes')).toBeVisible();
    await expect(within(nft!).getByText('50.00 USDT')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change terms of Crypto Level 1' })).toBeVisible();
  },
};

export const IncomePlanWithScheduledVersion: Story = {
  args: { plans: withIncomeScheduled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Income plan' }));
    const now = canvas.getByRole('region', { name: 'Version 1, in force' });
    await expect(within(now).getByText(/Qualifying stake: 100.00 USDT/)).toBeVisible();
    await expect(within(now).getAllByText('10.00 %')).toHaveLength(2);
    const later = canvas.getByRole('region', { name: 'Version 2, scheduled' });
    await expect(within(later).getByText(/^Scheduled from /)).toBeVisible();
    await expect(within(later).getByText(/Qualifying stake: 150.00 USDT/)).toBeVisible();
  },
};

export const ChangeFormWithSummary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change terms of Gold' }));
    const dialog = await body().findByRole('dialog', { name: 'Change terms: Gold' });
    const form = within(dialog);
    await expect(form.getByText(/stakes and reservations already made keep the terms/i)).toBeVisible();
    // Gold has version 3 scheduled: the form starts from it, since a change carries its terms over.
    await expect(form.getByText(/Prefilled with version 3/)).toBeVisible();
    const roi = form.getByLabelText('Daily return');
    await expect(roi).toHaveValue('0.60');
    await expect(form.getByRole('button', { name: 'Save as version 4' })).toBeDisabled();
    await userEvent.clear(roi);
    await userEvent.type(roi, '0.70');
    const summary = form.getByRole('region', { name: 'What changes' });
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Daily return: from 0.60 % to 0.70 %']);
    await userEvent.click(form.getByRole('radio', { name: 'From a later time' }));
    await userEvent.click(form.getByRole('button', { name: 'Save as version 4' }));
    await expect(await form.findByText('Choose when the new terms take effect')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText('Effective from'), { target: { value: '2027-02-01T09:00' } });
    await userEvent.click(form.getByRole('button', { name: 'Save as version 4' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'staking',
      id: 2,
      body: { roi_percentage: '0.70', effective_from: new Date('2027-02-01T09:00').toISOString() },
    });
  },
};

export const RefusedChange: Story = {
  parameters: {
    answer: (): StoryAnswer => ({
      errors: { minimum_price: ['minimum_price must be at most maximum_price'] },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change terms of Starter' }));
    const form = within(await body().findByRole('dialog', { name: 'Change terms: Starter' }));
    const minimum = form.getByLabelText('Minimum stake');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '5000');
    await userEvent.click(form.getByRole('button', { name: 'Save as version 2' }));
    await waitFor(() =>
      expect(minimum).toHaveAccessibleDescription('minimum_price must be at most maximum_price'),
    );
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText('Maximum stake')).not.toHaveAttribute('aria-invalid');
    await expect(minimum).toHaveValue('5000');
  },
};

export const Saved: Story = {
  parameters: { answer: (): StoryAnswer => ({ message: 'Crypto Level 1: version 2 is in force now' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Reserve plans' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change terms of Crypto Level 1' }));
    const form = within(await body().findByRole('dialog'));
    const wait = form.getByLabelText('Wait before trading');
    await userEvent.clear(wait);
    await userEvent.type(wait, '0');
    await userEvent.click(form.getByRole('switch', { name: 'On sale' }));
    await userEvent.click(form.getByRole('button', { name: 'Save as version 2' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'reserve',
      id: 7,
      body: { min_trade_time: 0, active: false },
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Crypto Level 1: version 2 is in force now');
  },
};
