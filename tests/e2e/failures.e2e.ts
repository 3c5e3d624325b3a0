import { expect, type Page, test } from '@playwright/test';
import { signInWithPin } from './tessera';

const MEMBER = 'mallory';
const MODAL = "It's us, not you";

/** Every "It's us, not you" on the page, modal or not: there must only ever be one. */
const errorTitles = (page: Page) => page.getByText(MODAL, { exact: true });

test("a page whose code cannot load, with the server out of reach, shows one It's us, not you with Try again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page signed in to (Explore) reads its plans and stakes after the member's header: the network goes
  // only once the page has what it needs, so the failure is the next page's alone.
  const explored = Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/packages'),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscriptions'),
  ]);
  await signInWithPin(page, MEMBER);
  await explored;

  // The network goes: neither the next page's code nor the API can be reached.
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.locator('aside').getByRole('link', { name: 'Level Details' }).click();

  const modal = page.getByRole('dialog', { name: MODAL });
  await expect(modal).toBeVisible();
  await expect(page.getByText('This page could not be shown.')).toBeVisible();
  // Give any second failure (the stream, the counts) time to stack another one on top.
  await page.waitForTimeout(1500);
  await expect(errorTitles(page)).toHaveCount(1);
  await page.screenshot({ path: 'test-results/e2e/failure-offline.png' });

  // Back online, Try again brings the page.
  await page.unrouteAll();
  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Level Details' })).toBeVisible();
  await expect(errorTitles(page)).toHaveCount(0);
});

test('a list the server fails to send raises one modal, and the Wallet balance says it is missing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPin(page, MEMBER);

  await page.route('**/api/balance-sync*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"status":false,"msg":"Server Error","request_id":"5c0ffee0-7a3d-4b59-9c1e-5d2a7b6e4f10"}',
    }),
  );
  await page.locator('aside').getByRole('link', { name: 'Wallet' }).click();
  const modal = page.getByRole('dialog', { name: MODAL });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The failed request's id, which support finds in the server's log.
  await expect(modal).toContainText(
    'If you contact support, give them this reference: 5c0ffee0-7a3d-4b59-9c1e-5d2a7b6e4f10',
  );
  await expect(errorTitles(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText('Not loaded');

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText('USDT');
  await expect(errorTitles(page)).toHaveCount(0);
});
