import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EarnView } from './EarnView';

const meta = {
  title: 'Screens/Earn',
  component: EarnView,
  parameters: { router: { initialEntries: ['/user/earn'] } },
} satisfies Meta<typeof EarnView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UsdtEarn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'USDT Earn' })).toHaveAttribute('aria-selected', 'true');
    const card = canvas.getByRole('link', { name: /YieldCanvas USDT 100-2000 USDT/ });
    await expect(card).toHaveAttribute('href', '/user/earn-details');
    await expect(canvas.getByText(/Sample products for illustration/)).toBeVisible();
  },
};

export const TuftEarnAndRecord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'USDT Earn' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'TUFT Earn' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /YieldCanvas TUFT/ })).toHaveAttribute(
      'href',
      '/user/earn-details',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No Data Available')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const PublicEarn: Story = {
  name: 'Opened by a visitor at /earn: the cards lead to the public details page',
  parameters: { router: { initialEntries: ['/earn'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link', { name: /YieldCanvas USDT 100-2000 USDT/ });
    await expect(card).toHaveAttribute('href', '/earn-details');
  },
};
