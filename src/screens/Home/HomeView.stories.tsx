import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { home } from '../../content/home';
import { HomeView } from './HomeView';

const meta = {
  title: 'Screens/Home/HomeView',
  component: HomeView,
  args: { content: home },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShortcutsPointToMemberScreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = within(canvas.getByRole('region', { name: 'Quick links' }));
    await expect(quick.getByRole('link', { name: /Stake/ })).toHaveAttribute('href', '/user/explore');
    await expect(quick.getByRole('link', { name: /Account/ })).toHaveAttribute('href', '/user/account');
    await expect(quick.getByRole('link', { name: /Reserve/ })).toHaveAttribute('href', '/user/reserve');
    await expect(quick.getByRole('link', { name: /Wallet/ })).toHaveAttribute('href', '/user/wallet');
    await expect(quick.getByRole('link', { name: /Payouts/ })).toHaveAttribute('href', '/user/payouts');
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/user/explore');
  },
};

export const CarouselMovesWithButtonsAndDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = within(canvas.getByRole('region', { name: 'Highlights' }));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toHaveTextContent(home.slides[0]!.title);
    await userEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toHaveTextContent(home.slides[1]!.title);
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toHaveTextContent(home.slides[2]!.title);
    const firstDot = carousel.getByRole('button', { name: /Show slide 1/ });
    firstDot.focus();
    await userEvent.keyboard('{Enter}');
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
    await expect(firstDot).toHaveFocus();
  },
};

export const ShowcaseIsLabelledAsSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const discover = within(canvas.getByRole('region', { name: 'Discover Collection' }));
    await expect(discover.getByText(/Sample content for illustration only/)).toBeVisible();
    const cards = discover.getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(cards[0]).toHaveTextContent('100-2000 USDT');
    await expect(cards[0]).toHaveTextContent('1.3% daily');
    await expect(cards[0]).toHaveTextContent('0% fees');
    await expect(cards[0]).toHaveTextContent('10 day');
    await expect(cards[0]).toHaveTextContent('Lv1');
    await expect(cards[5]).toHaveTextContent('Lv6');
    for (const card of cards) await expect(within(card).getByText('Sample')).toBeVisible();
  },
};

export const CopyMakesNoPromises: Story = {
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('Returns depend on the plan terms shown before you commit.');
    await expect(text).not.toMatch(/\bAI\b|guarantee|risk-free|trading algorithm/i);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};
