import { expect, type Page, test } from '@playwright/test';
import { presets } from '../../src/theme/presets';

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

const sidebarWidth = (page: Page) =>
  page.locator('aside').evaluate((el) => Math.round(el.getBoundingClientRect().width));

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  return page.getByRole('dialog', { name: 'Theme settings' });
}

test('the settings panel repaints the running app without a reload, persists, and resets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // A marker on window dies with any reload, so it proves every change below was applied in place.
  await page.evaluate(() => {
    (window as unknown as { themeMarker: string }).themeMarker = 'alive';
  });

  const headerBefore = await css(page, 'header', 'background-color');
  const bodyBefore = await css(page, 'body', 'background-color');
  const accentBefore = await css(page, 'html', '--tsr-color-accent');
  const fullWidth = await sidebarWidth(page);
  expect(fullWidth).toBe(240);

  const panel = await openSettings(page);
  await panel.getByRole('radio', { name: 'Ocean' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-preset', 'ocean');
  expect(await css(page, 'html', '--tsr-color-accent')).not.toBe(accentBefore);

  await panel.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  expect(await css(page, 'header', 'background-color')).not.toBe(headerBefore);
  expect(await css(page, 'body', 'background-color')).not.toBe(bodyBefore);
  expect(await css(page, 'html', 'color-scheme')).toBe('dark');

  await panel.getByRole('radio', { name: 'Mini' }).check();
  await expect.poll(() => sidebarWidth(page)).toBe(72);

  await panel.getByRole('radio', { name: 'RTL' }).check();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  // The mirrored layout puts the sidebar on the right-hand edge.
  const aside = await page.locator('aside').boundingBox();
  expect(aside!.x).toBeGreaterThan(600);

  expect(await page.evaluate(() => (window as unknown as { themeMarker?: string }).themeMarker)).toBe(
    'alive',
  );
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { themeMarker?: string }).themeMarker),
  ).toBeUndefined();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-preset', 'ocean');
  await expect(html).toHaveAttribute('data-mode', 'dark');
  await expect(html).toHaveAttribute('data-sidebar', 'mini');
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await sidebarWidth(page)).toBe(72);
  expect(await css(page, 'header', 'background-color')).not.toBe(headerBefore);

  const again = await openSettings(page);
  await again.getByRole('button', { name: 'Reset' }).click();
  await expect(html).toHaveAttribute('data-preset', 'tessera');
  await expect(html).toHaveAttribute('data-mode', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => sidebarWidth(page)).toBe(fullWidth);
  expect(await css(page, 'header', 'background-color')).toBe(headerBefore);
  expect(await css(page, 'body', 'background-color')).toBe(bodyBefore);
  expect(await page.evaluate(() => localStorage.getItem('tessera.theme'))).toBeNull();
});

test('the saved theme is on <html> before the app script runs', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'tessera.theme',
      JSON.stringify({ preset: 'forest', mode: 'dark', direction: 'rtl' }),
    ),
  );
  // Blocking the app bundle leaves only the boot script, which must paint the saved theme on its own.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/tsr-theme-forest-dark/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  // The page behind everything in Forest's dark greys, as the preset defines it.
  const sunken = presets.forest.dark.surfaceSunken;
  const rgb = [1, 3, 5].map((i) => Number.parseInt(sunken.slice(i, i + 2), 16)).join(', ');
  expect(await css(page, 'body', 'background-color')).toBe(`rgb(${rgb})`);
});
