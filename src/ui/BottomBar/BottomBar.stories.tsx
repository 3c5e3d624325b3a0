import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompassIcon, HomeIcon, LayersIcon, UserIcon } from '../icons';
import { BottomBar } from './BottomBar';

const items = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
];

const meta = {
  title: 'UI/BottomBar',
  component: BottomBar,
  args: { items },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/user/account'] } },
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourDestinations: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('nav[aria-label="Quick navigation"]')!;
    const links = within(bar).getAllByRole('link', { hidden: true });
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Explore', '/user/explore'],
      ['Account', '/user/account'],
      ['Reserve', '/user/reserve'],
    ]);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    // Shown only below 768 px; the test browser's default viewport is wider.
    const expected = window.innerWidth < 768 ? 'block' : 'none';
    await expect(getComputedStyle(bar).display).toBe(expected);
  },
};
