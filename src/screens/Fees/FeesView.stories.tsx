import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeesView } from './FeesView';

const meta = {
  title: 'Screens/Fees',
  component: FeesView,
  parameters: { router: { initialEntries: ['/fees'] } },
} satisfies Meta<typeof FeesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure listed for `term` under `heading`. */
const figure = (canvasElement: HTMLElement, heading: string, term: string) => {
  const section = within(canvasElement).getByRole('region', { name: heading });
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

export const EveryFeeAndLimit: Story = {
  name: 'Every fee, limit, minimum and crediting time',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fees and limits' })).toBeVisible();
    for (const heading of ['Deposits', 'Withdrawals', 'Transfers between your wallets', 'Staking', 'Reserve'])
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(figure(canvasElement, 'Withdrawals', 'Minimum')).toHaveTextContent('10.00 USDT');
    await expect(figure(canvasElement, 'Withdrawals', 'Fee')).toHaveTextContent(/^1\.00 USDT per withdrawal/);
    await expect(figure(canvasElement, 'Withdrawals', 'Daily limit')).toHaveTextContent(
      '5000.00 USDT per 24 hours',
    );
    await expect(figure(canvasElement, 'Deposits', 'Confirmations')).toBeVisible();
    await expect(figure(canvasElement, 'Deposits', 'Crediting')).toHaveTextContent(/Sync Balance/);
    await expect(figure(canvasElement, 'Transfers between your wallets', 'Fee')).toHaveTextContent(/^None/);
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (390 px): each figure under its term, nothing wider than the screen',
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const term = within(canvasElement)
      .getAllByText('Minimum', { selector: 'dt' })[0]!
      .getBoundingClientRect();
    const value = figure(canvasElement, 'Withdrawals', 'Minimum').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(term.bottom - 1);
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: the term at the start edge, its figure after it',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const dt = within(within(canvasElement).getByRole('region', { name: 'Withdrawals' })).getByText(
      'Minimum',
      {
        selector: 'dt',
      },
    );
    const term = dt.getBoundingClientRect();
    const value = (dt.nextElementSibling as HTMLElement).getBoundingClientRect();
    await expect(value.right).toBeLessThanOrEqual(term.left + 1);
  },
};
