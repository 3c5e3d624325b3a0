import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'UI/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No Data Available');
  },
};

export const CustomTextAndAction: Story = {
  args: {
    title: 'No Data For Action',
    description: 'Payouts appear here once you earn.',
    action: <Button>Refresh</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data For Action')).toBeVisible();
    await expect(canvas.queryByText('No Data Available')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};
