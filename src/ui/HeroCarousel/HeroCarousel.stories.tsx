import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';

const slides: HeroSlide[] = [
  { id: 'a', title: 'First slide', text: 'The first message.', cta: { label: 'Open first', href: '/a' } },
  { id: 'b', title: 'Second slide', text: 'The second message.', cta: { label: 'Open second', href: '/b' } },
  { id: 'c', title: 'Third slide', text: 'The third message.', cta: { label: 'Open third', href: '/c' } },
];

const meta = {
  title: 'UI/HeroCarousel',
  component: HeroCarousel,
  args: { slides },
} satisfies Meta<typeof HeroCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonsWrapAround: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Highlights' }));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toHaveTextContent('First slide');
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Third slide');
    await userEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toHaveTextContent('First slide');
    await expect(carousel.getByRole('link', { name: 'Open first' })).toHaveAttribute('href', '/a');
  },
};

export const DotsWorkFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Highlights' }));
    const second = carousel.getByRole('button', { name: 'Show slide 2: Second slide' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(second).toHaveFocus();
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Second slide');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Third slide');
    // Dots are 24 px targets even though the visible dot is smaller.
    const box = second.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const DoesNotAutoplay: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

export const SingleSlideHasNoControls: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    // Previous sits at the inline start, which is the right-hand side in RTL.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible();
  },
};
