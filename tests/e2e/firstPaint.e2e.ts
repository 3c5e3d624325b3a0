import { expect, test } from '@playwright/test';
import { expectSignedInAt, signInFirstStep, tessera } from './tessera';

/**
 * The public pages arrive drawn: the HTML itself shows the page, styled and themed, before any script runs,
 * and the app then takes it over in place with no warning in the console, working as before. A member's page
 * arrives as its shell (header, menu and the page's skeleton), and its first request starts before the
 * page's code has arrived.
 */

/** `running`: what the running app shows there instead, when it knows more than the drawing (no code waits). */
const pages: readonly { path: string; shows: string; running?: string; notFound?: true }[] = [
  { path: '/', shows: 'Quick links' },
  { path: '/login', shows: 'Sign In' },
  { path: '/register', shows: 'Sign Up' },
  { path: '/terms', shows: 'Terms of Service' },
  { path: '/privacy', shows: 'Privacy Policy' },
  { path: '/fees', shows: 'Fees and limits' },
  { path: '/reserves', shows: 'Proof of reserves' },
  { path: '/nft-list', shows: 'Tessera Collection' },
  { path: '/verifyEmail', shows: 'Verify your e-mail', running: 'Sign In' },
  { path: '/no-such-page', shows: "Look like you're lost", notFound: true },
];

test.describe('public pages drawn before any script runs', () => {
  for (const { path, shows, running = shows, notFound } of pages) {
    test(`${path} is drawn by its HTML alone and taken over without a console warning`, async ({
      browser,
    }) => {
      // Without JavaScript: what the HTML alone paints.
      const still = await browser.newContext({ javaScriptEnabled: false });
      const bare = await still.newPage();
      await bare.goto(path);
      await expect(bare.getByRole('heading', { name: shows }).first()).toBeVisible();
      // Styled by the page itself: the heading is not in the browser's default serif type.
      const font = await bare
        .getByRole('heading', { name: shows })
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily);
      expect(font).not.toMatch(/^(serif|"?Times)/i);
      await still.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      const complaints: string[] = [];
      page.on('console', (message) => {
        // The browser reports the page's own 404, which is the answer a path the app does not know gets.
        if (notFound && message.text().includes('status of 404')) return;
        if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
      });
      page.on('pageerror', (error) => complaints.push(error.message));
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: running }).first()).toBeVisible();
      expect(complaints).toEqual([]);
      await context.close();
    });
  }

  test('a path the app has no page for answers 404 with the not-found page', async ({ page }) => {
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    expect((await page.goto('/user/no-such-page'))?.status()).toBe(200);
  });

  test('the drawn sign-in form takes typing but sends nothing until the app has taken it over, then signs the member in', async ({
    browser,
    page,
  }) => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const bare = await still.newPage();
    await bare.goto('/login');
    const posted: string[] = [];
    bare.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await bare.getByLabel('Username', { exact: true }).fill('demo');
    await bare.getByLabel('Password', { exact: true }).fill('a password');
    await expect(bare.getByRole('button', { name: 'Verify' })).toBeDisabled();
    // Enter in a form whose default button is disabled sends nothing: the password never leaves the page.
    await bare.getByLabel('Password', { exact: true }).press('Enter');
    await bare.waitForTimeout(500);
    expect(posted).toEqual([]);
    await expect(bare.getByLabel('Password', { exact: true })).toHaveValue('a password');
    await still.close();

    const member = tessera.demoSignIns().find((m) => m.authType === 'mpin' && m.pin)!;
    await signInFirstStep(page, member.username, member.password);
    await page.getByLabel('Security Pin').fill(member.pin!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedInAt(page, '/user/explore', member.username);
  });

  test("a sponsor's link draws the sign-up form with the sponsor filled in and fixed", async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    await page.goto('/register?u=demo&p=R');
    await expect(page.getByLabel('Sponsor')).toHaveValue('demo');
    await expect(page.getByLabel('Sponsor')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Name', { exact: true })).toBeEnabled();
    expect(complaints).toEqual([]);
  });

  test('the drawn sign-up form keeps its fields tied to what they name once the app has taken it over', async ({
    page,
  }) => {
    await page.goto('/register', { waitUntil: 'networkidle' });
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.click();
    // A screen reader follows the field to its list by id: the drawn field and the app's list must agree.
    const list = page.getByRole('listbox', { name: 'Countries' });
    await expect(list).toBeVisible();
    expect(await country.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    await country.fill('Germ');
    const option = list.getByRole('option', { name: /Germany/ });
    await expect(country).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  });

  test('the drawn home page works once the app has taken it over', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const highlights = page.getByRole('region', { name: 'Highlights' });
    await expect(highlights.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await highlights.getByRole('button', { name: 'Next slide' }).click();
    await expect(highlights.getByRole('group', { name: '2 of 3' })).toBeVisible();
  });

  test('a signed-in member opening a public page sees it as a member, without a console warning', async ({
    page,
  }) => {
    const member = tessera.demoSignIns().find((m) => m.authType === 'mpin' && m.pin)!;
    await signInFirstStep(page, member.username, member.password);
    await page.getByLabel('Security Pin').fill(member.pin!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedInAt(page, '/user/explore', member.username);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    // A member's page keeps its live-updates stream open, so the network never falls idle.
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(member.username, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    expect(complaints).toEqual([]);
  });
});

test.describe("a member's page drawn as its shell", () => {
  const signIn = async (page: import('@playwright/test').Page) => {
    const member = tessera.demoSignIns().find((m) => m.authType === 'mpin' && m.pin)!;
    await signInFirstStep(page, member.username, member.password);
    await page.getByLabel('Security Pin').fill(member.pin!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedInAt(page, '/user/explore', member.username);
    return member;
  };

  test('the HTML alone shows the header, the menu and the page held in place, naming no one', async ({
    browser,
  }) => {
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const bare = await still.newPage();
    await bare.goto('/user/account');
    await expect(bare.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    await expect(bare.getByRole('status', { name: 'Loading your account' })).toBeVisible();
    await expect(bare.getByRole('navigation').getByRole('link', { name: 'Account' }).first()).toBeVisible();
    const banner = bare.getByRole('banner');
    await expect(banner).not.toContainText('Click to sign in');
    await expect(banner).not.toContainText('UVID');
    // The cards' places are held, so the footer is below the first screen and stays there when they come.
    const placeholder = await bare.locator('[data-skeleton]').first().boundingBox();
    expect(placeholder?.height).toBeGreaterThan(500);
    const footer = await bare.getByRole('contentinfo').boundingBox();
    expect(footer?.y).toBeGreaterThan(823);
    // Until the app draws the member's own page over it, the shell takes no key or tap, so none is lost:
    // Tab reaches none of its links, and a tap on the bottom bar's Explore stays on Account.
    await bare.keyboard.press('Tab');
    expect(await bare.evaluate(() => document.activeElement === document.body)).toBe(true);
    await bare
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Explore' })
      .click({ force: true });
    await expect(bare).toHaveURL(/\/user\/account$/);
    await still.close();
  });

  test("a member sees their own page, read with one request started by the app's entry", async ({ page }) => {
    const member = await signIn(page);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    const dashboardReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') dashboardReads.push(request.url());
    });
    await page.goto('/user/account');
    await expect(page.getByRole('banner').getByText(member.username, { exact: true })).toBeVisible();
    await expect(page.getByText('Wallet Balance')).toBeVisible();
    expect(dashboardReads).toHaveLength(1);
    expect(complaints).toEqual([]);
  });

  test('a visitor who is not signed in is taken from the shell to sign in', async ({ page }) => {
    await page.goto('/user/account');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
  });
});
