import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { tessera } from './tessera';

/** What the back office's browser walks share: signing operators in, the menu, screenshots. */

export const DEMO_OPERATOR_PASSWORD = 'Demo-operator-2026';

interface Enrolled {
  secret: string;
  /** The last authenticator step used: a code is good once. */
  step: number;
}

// The authenticators set up so far, kept beside the server's data so every walk of this run can sign the
// same demo operator in again (the first sign-in sets the authenticator up; later ones need its code).
const enrolledFile = () => join(tessera.dataDir, 'e2e-operator-authenticators.json');
const enrolled = (): Record<string, Enrolled> =>
  existsSync(enrolledFile()) ? JSON.parse(readFileSync(enrolledFile(), 'utf8')) : {};
function remember(username: string, entry: Enrolled) {
  writeFileSync(enrolledFile(), JSON.stringify({ ...enrolled(), [username]: entry }));
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code of a step not used yet that is still good when it arrives: the current step's, or, when that one was
 * used or ends within 5 s, the next step's, which the server takes as from an authenticator a step ahead
 * (RFC 6238's one step either side). Only a third sign-in within one step waits for the step to pass.
 */
async function freshCode(username: string, secret: string): Promise<string> {
  const last = enrolled()[username]?.step ?? -1;
  for (;;) {
    const now = stepNow();
    const step = last < now && Date.now() % 30_000 <= 25_000 ? now : Math.max(last + 1, now + 1);
    if (step <= now + 1) {
      remember(username, { secret, step });
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  }
}

/**
 * An operator signs in in a tab of their own: the first time, the authenticator is set up from the secret
 * on the page; later, with a code from it.
 */
export async function operatorSignsIn(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto('/operator/sign-in');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const known = enrolled()[username];
  if (known) {
    await page.getByLabel('Authenticator code').fill(await freshCode(username, known.secret));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const setUp = page.getByRole('region', { name: 'Set up your authenticator' });
    const secret = ((await setUp.getByRole('definition').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Authenticator code').fill(await freshCode(username, secret));
    await page.getByRole('button', { name: 'Finish set-up and sign in' }).click();
  }
  await expect(page.getByRole('main')).toContainText(`Signed in as ${username}`);
  return page;
}

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
export const open = (page: Page, section: string) => menu(page).getByRole('link', { name: section }).click();

/** A screenshot of the whole page, to look at after the run: test-results/back-office/<name>.png. */
export async function snapshot(page: Page, name: string): Promise<string> {
  const dir = join(process.cwd(), 'test-results', 'back-office');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A GET of the operator API with the operator key, as the command line makes it. */
export async function withKey<T>(path: string): Promise<T> {
  const response = await fetch(`${tessera.baseUrl}/api/operator/${path}`, {
    headers: { authorization: `Bearer ${tessera.operatorKey()}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A POST of the operator API with the operator key. */
export async function postWithKey(path: string, body: unknown) {
  const response = await fetch(`${tessera.baseUrl}/api/operator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tessera.operatorKey()}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
