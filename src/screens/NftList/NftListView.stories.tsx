import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NftListView } from './NftListView';

const meta = {
  title: 'Screens/NftList',
  component: NftListView,
  parameters: { router: { initialEntries: ['/user/nft-list'] } },
} satisfies Meta<typeof NftListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Collection stats' })).toHaveTextContent(
      'Floor price20.02 USDT',
    );
    const items = within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    for (const item of items) await expect(item).toHaveTextContent('Price 20.02 USDT');
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvas.getByText(/not for sale/)).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};
