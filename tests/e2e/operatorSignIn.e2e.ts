import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { tessera } from './tessera';

/**
 * An operator's first visit to the back office in the browser, against the server `npm start` runs with its
 * demo data: the sign-in sets up the authenticator from the secret on the page, the shell shows who is
 * signed in and only the sections the support role may open, and signing out ends the session.
 */

const OPERATOR = 'demo_support';
const PASSWORD = 'Demo-operator-2026';

/**
 * The app's code for now, or, within the last 5 s of its 30-second step, the next step's (the server takes a
 * code one step either side), so it is still current when it arrives.
 */
async function authenticatorCode(secret: string): Promise<string> {
  const step = Math.floor(Date.now() / 30_000) + (Date.now() % 30_000 > 25_000 ? 1 : 0);
  return generate({ secret, epoch: step * 30 });
}

const storedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
  );

test('a support operator sets up the authenticator at the first sign-in, sees only the sections of the role and signs out', async ({
  page,
}) => {
  // No session: the back office sends the operator to its own sign-in page.
  await page.goto('/operator');
  await expect(page).toHaveURL(/\/operator\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back office sign-in');

  await page.getByLabel('Username', { exact: true }).fill(OPERATOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  const setUp = page.getByRole('region', { name: 'Set up your authenticator' });
  await expect(setUp.getByRole('img', { name: /QR code/ })).toBeVisible();
  const grouped = (await setUp.getByRole('definition').textContent()) ?? '';
  expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = grouped.replace(/\s/g, '');

  await page.getByLabel('Authenticator code').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Finish set-up and sign in' }).click();

  await expect(page).toHaveURL(/\/operator$/);
  const header = page.locator('header').first();
  await expect(header.getByText(OPERATOR, { exact: true })).toBeVisible();
  await expect(header.getByText('support', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Signed in as ${OPERATOR}, role support.`);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Tickets' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Announcements' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Money' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  // Only the operator's token is kept, under its own key: no member session, no password.
  const stored = await storedKeys(page);
  expect(Object.keys(stored)).toEqual(['tessera.operatorToken']);
  expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  const token = stored['tessera.operatorToken'] ?? '';

  await menu.getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/operator\/sign-in$/);
  await expect(page.getByRole('status').filter({ hasText: 'signed out of the back office' })).toBeVisible();
  expect(await storedKeys(page)).toEqual({});
  const me = await fetch(`${tessera.baseUrl}/api/operator/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status).toBe(401);

  await page.goto('/operator/tickets');
  await expect(page).toHaveURL(/\/operator\/sign-in$/);
});
