import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const MenuTabOpensTheFullMenu: Story = {
  args: { menu: { onOpen: fn(), badge: { count: 3, label: '3 tickets with new replies' } } },
  play: async ({ canvasElement, args }) => {
    const bar = canvasElement.querySelector<HTMLElement>('nav[aria-label="Quick navigation"]')!;
    // The spec's four stay first; the fifth tab, at the inline end, opens every other screen.
    const tabs = Array.from(bar.querySelectorAll('li > *')).map((tab) => tab.childNodes[1]?.textContent);
    await expect(tabs).toEqual(['Home', 'Explore', 'Account', 'Reserve', 'Menu']);
    // Shown only below 768 px: drawn here at any width to measure where the tab sits.
    bar.style.display = 'block';
    const menu = within(bar).getByRole('button', { name: 'Menu 3 tickets with new replies' });
    const badge = within(menu).getByText('3');
    await expect(badge).toBeVisible();
    // The count sits on the icon's corner, above the word.
    const word = menu.getBoundingClientRect();
    await expect(badge.getBoundingClientRect().top).toBeLessThan(word.top + word.height / 2);
    const reserve = within(bar).getByRole('link', { name: 'Reserve' });
    await expect(menu.getBoundingClientRect().left).toBeGreaterThan(reserve.getBoundingClientRect().left);
    await userEvent.click(menu);
    await expect(args.menu?.onOpen).toHaveBeenCalledOnce();
  },
};
