import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EarnDetailsView } from './EarnDetailsView';

const meta = {
  title: 'Screens/EarnDetails',
  component: EarnDetailsView,
  parameters: { router: { initialEntries: ['/user/earn-details'] } },
} satisfies Meta<typeof EarnDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YieldCanvasUsdt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('YieldCanvas USDT');
    const amount = canvas.getByLabelText('Amount (USDT)');
    await userEvent.type(amount, '15x0');
    await expect(amount).toHaveValue('150');
    await userEvent.click(canvas.getByRole('button', { name: 'MAX' }));
    await expect(amount).toHaveValue('2000');
    for (const figure of ['100-2000', '1.3%', '0%', 'Lv 1 to Lv 6']) {
      await expect(canvas.getByText(figure)).toBeVisible();
    }
    const stake = canvas.getByText('Stake', { selector: 'a' });
    await expect(stake).toHaveAttribute('aria-disabled', 'true');
    await expect(stake).not.toHaveAttribute('href');
  },
};

export const RulesStateBothFigures: Story = {
  play: async ({ canvasElement }) => {
    const rules = within(canvasElement).getByRole('region', { name: 'Rules' });
    await expect(rules).toHaveTextContent('A minimum investment of US$200');
    await expect(rules).toHaveTextContent('100-2000 USDT');
    await expect(rules).toHaveTextContent('no compounding');
    await expect(rules).toHaveTextContent('VIP1 to VIP6');
    await expect(rules).toHaveTextContent('cannot be used for reservation or pledge');
  },
};

export const Rtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'MAX' })).toBeVisible();
  },
};
