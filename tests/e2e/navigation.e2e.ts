import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPin } from './tessera';

const MEMBER = 'ivan';

type Screen = { entry: string; path: string; heading: string; group?: string };

/** Every member screen by the name of its menu entry (and group), with the heading the member lands on. */
const SCREENS: readonly Screen[] = [
  { entry: 'Wallet', path: '/user/wallet', heading: 'Deposit' },
  { entry: 'Explore', path: '/user/explore', heading: 'Explore' },
  { entry: 'Reserve', path: '/user/reserve', heading: 'Reserve' },
  { entry: 'Account', path: '/user/account', heading: 'Account' },
  { entry: 'Transfer', path: '/user/transfer', heading: 'Transfer' },
  { entry: 'Withdraw', path: '/user/withdraw', heading: 'Manual Withdraw', group: 'Money' },
  { entry: 'My Transactions', path: '/user/transaction', heading: 'My Transactions', group: 'Money' },
  { entry: 'Payouts', path: '/user/payouts', heading: 'Payouts', group: 'Money' },
  { entry: 'Direct Tree', path: '/user/team', heading: 'Direct Tree', group: 'Team' },
  { entry: 'Level Details', path: '/user/levelDetails', heading: 'Level Details', group: 'Team' },
  { entry: 'Profile', path: '/user/profile', heading: 'Profile', group: 'Settings and help' },
  { entry: 'Support', path: '/user/support', heading: 'Support', group: 'Settings and help' },
  { entry: 'Announcements', path: '/user/message', heading: 'Announcements', group: 'Settings and help' },
  { entry: 'Earn', path: '/earn', heading: 'Earn', group: 'Discover' },
  { entry: 'NFT Collection', path: '/nft-list', heading: 'Tessera Collection', group: 'Discover' },
  { entry: 'Fees and limits', path: '/fees', heading: 'Fees and limits', group: 'Discover' },
  { entry: 'Proof of reserves', path: '/reserves', heading: 'Proof of reserves', group: 'Discover' },
];

/** Follows one menu entry and checks the member arrived on its screen. */
async function follow(page: Page, menu: Locator, screen: Screen) {
  // An entry's name may end with its count ('Announcements 3 unread announcements').
  await menu.getByRole('link', { name: new RegExp(`^${screen.entry}( \\d|$)`) }).click();
  await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
}

test('a member reaches every screen of theirs from the menu, at 1280 px in both layouts and at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPin(page, MEMBER);

  // The docked sidebar lists every screen.
  const sidebar = page.locator('aside').getByRole('navigation', { name: 'Main menu' });
  for (const screen of SCREENS) await follow(page, sidebar, screen);
  await page.screenshot({ path: 'test-results/e2e/navigation-1280.png' });

  // The horizontal layout's top bar: the spec's five in a row, every other screen under its group's button.
  await page.getByRole('button', { name: 'Theme settings' }).click();
  await page
    .getByRole('dialog', { name: 'Theme settings' })
    .getByRole('radio', { name: 'Horizontal' })
    .check();
  await page.keyboard.press('Escape');
  const topBar = page.locator('header + div').getByRole('navigation', { name: 'Main menu' });
  await expect(topBar).toBeVisible();
  await expect(sidebar).toBeHidden();
  for (const screen of SCREENS) {
    if (screen.group) {
      const button = topBar.getByRole('button', { name: new RegExp(`^${screen.group}( \\d|$)`) });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await follow(page, topBar, screen);
  }
  await topBar.getByRole('button', { name: 'Money' }).click();
  await page.screenshot({ path: 'test-results/e2e/navigation-1280-horizontal.png' });
  await page.keyboard.press('Escape');

  // On a phone the bottom bar keeps the spec's four and opens the full menu from its Menu tab.
  await page.setViewportSize({ width: 390, height: 844 });
  const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(sidebar).toBeHidden();
  for (const screen of SCREENS) {
    await bottomBar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await follow(page, drawer, screen);
    await expect(drawer).toBeHidden();
  }
  await bottomBar.getByRole('button', { name: 'Menu' }).click();
  await page.screenshot({ path: 'test-results/e2e/navigation-390.png' });
});

test('a visitor reaches Earn, the NFT collection, the fees and the proof of reserves from the menu; a signed-in member opening sign-in or sign-up lands on Explore', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const sidebar = page.locator('aside').getByRole('navigation', { name: 'Main menu' });
  for (const screen of SCREENS.filter((s) => s.group === 'Discover')) await follow(page, sidebar, screen);
  // The fees and the proof of reserves are also footer links, beside the policies.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fees and limits' }).click();
  await expect(page).toHaveURL(/\/fees$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Proof of reserves' }).click();
  await expect(page).toHaveURL(/\/reserves$/);

  await signInWithPin(page, MEMBER);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user\/explore$/);
  await page.goto('/register?u=demo&p=R');
  await expect(page).toHaveURL(/\/user\/explore$/);
});
