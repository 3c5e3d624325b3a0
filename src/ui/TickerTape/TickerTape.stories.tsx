import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TickerTape } from './TickerTape';

const meta = {
  title: 'UI/TickerTape',
  component: TickerTape,
  args: {
    label: 'Market ticker',
    items: [
      { id: 'n1', label: 'NFT Level 1', value: '1.00%-1.50% · 24h avg 1.24% · 12 trades' },
      { id: 'n2', label: 'NFT Level 2', value: '1.50%-2.00% · no trades in 24h' },
      { id: 'c1', label: 'Crypto Level 1', value: '1.00%-1.50% · 24h avg 1.31% · 4 trades' },
    ],
  },
} satisfies Meta<typeof TickerTape>;
export default meta;
type Story = StoryObj<typeof meta>;

const trackOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Market ticker' }).firstElementChild as HTMLElement;

export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tape = canvas.getByRole('region', { name: 'Market ticker' });
    // The seamless copy is hidden from assistive technology, so each entry is read once.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvas.getByRole('list')).getByText('NFT Level 2')).toBeVisible();
    const track = trackOf(canvasElement);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(getComputedStyle(track).animationPlayState).toBe('running');
    }
    await userEvent.tab();
    await expect(tape).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(track).animationPlayState).toBe('paused'));
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getByText('Crypto Level 1')).toBeVisible();
  },
};

export const NothingToShow: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
