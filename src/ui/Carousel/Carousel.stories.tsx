import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatCard } from '../StatCard/StatCard';
import { Carousel } from './Carousel';

const cards = ['Lv1', 'Lv2', 'Lv3', 'Lv4', 'Lv5'].map((level) => (
  <StatCard key={level} title={`Collection ${level}`} value="1.3% daily" />
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { items: cards, label: 'Collection' },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const visibleTitles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('aria-hidden'))
    .map((slide) => slide.querySelector('h3')?.textContent);

/** Where a slide sits relative to the visible window, once the slide animation has finished. */
const offset = async (root: HTMLElement, name: string) => {
  const viewport = root.querySelector<HTMLElement>('[tabindex="0"]')!;
  const slide = within(root).getByRole('group', { name, hidden: true });
  await waitFor(() => expect(slide.parentElement!.getAnimations()).toHaveLength(0));
  const a = slide.getBoundingClientRect();
  const v = viewport.getBoundingClientRect();
  return { left: Math.round(a.left - v.left), right: Math.round(v.right - a.right) };
};

export const TwoCardsAPageNoLoop: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Collection' });
    const carousel = within(root);
    await expect(root).toHaveAttribute('data-per-view', '2');
    await expect(visibleTitles(root)).toEqual(['Collection Lv1', 'Collection Lv2']);
    const dots = carousel.getAllByRole('button', { name: /^Go to page/ });
    await expect(dots).toHaveLength(3);
    const prev = carousel.getByRole('button', { name: 'Previous slides' });
    const next = carousel.getByRole('button', { name: 'Next slides' });
    await expect(prev).toBeDisabled();
    const track = root.querySelector<HTMLElement>('[role="group"]')!.parentElement!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(track).transitionDuration).toBe(reduced ? '0s' : '0.5s');

    await userEvent.click(next);
    await expect(visibleTitles(root)).toEqual(['Collection Lv3', 'Collection Lv4']);
    await expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await expect((await offset(root, '3 of 5')).left).toBe(0);

    await userEvent.click(next);
    await expect(visibleTitles(root)).toEqual(['Collection Lv5']);
    await expect(next).toBeDisabled();
    await userEvent.click(dots[0]!);
    await expect(visibleTitles(root)).toEqual(['Collection Lv1', 'Collection Lv2']);
  },
};

export const KeyboardMovesByAPage: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Collection' });
    await userEvent.tab();
    await expect(root.querySelector('[tabindex="0"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleTitles(root)).toEqual(['Collection Lv3', 'Collection Lv4']);
    await userEvent.keyboard('{End}');
    await expect(visibleTitles(root)).toEqual(['Collection Lv5']);
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleTitles(root)).toEqual(['Collection Lv5']);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(visibleTitles(root)).toEqual(['Collection Lv1', 'Collection Lv2']);
  },
};

export const OneCardWhenNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Collection' });
    await waitFor(() => expect(root).toHaveAttribute('data-per-view', '1'));
    await expect(within(root).getAllByRole('button', { name: /^Go to page/ })).toHaveLength(5);
    await userEvent.click(within(root).getByRole('button', { name: 'Next slides' }));
    await expect(visibleTitles(root)).toEqual(['Collection Lv2']);
  },
};

export const MirroredInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Collection' });
    await expect((await offset(root, '1 of 5')).right).toBe(0);
    root.querySelector<HTMLElement>('[tabindex="0"]')!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleTitles(root)).toEqual(['Collection Lv3', 'Collection Lv4']);
    await expect((await offset(root, '3 of 5')).right).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleTitles(root)).toEqual(['Collection Lv1', 'Collection Lv2']);
  },
};
