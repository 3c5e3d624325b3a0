import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  codeIn,
  expectSignedInAt,
  latestMail,
  logOut,
  sessionToken,
  signInFirstStep,
  tessera,
  totpNow,
  userStatus,
} from './tessera';

test('a newcomer registers under a demo sponsor on the right, verifies, signs in with the PIN and logs out', async ({
  page,
}) => {
  const username = `newbie${Date.now().toString().slice(-6)}`;
  const password = 'Sturdy-pass-42';
  const pin = '2749';

  await page.goto('/register?u=demo&p=R');
  await expect(page.getByLabel('Sponsor')).toHaveValue('demo');
  await expect(page.getByLabel('Sponsor')).toHaveAttribute('readonly', '');
  await page.getByLabel('Name', { exact: true }).fill('Nia Newcomer');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email').click();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: /Germany/ }).click();
  await page.getByLabel('Phone').fill('15112345678');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Security Pin').fill(pin);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  // The box itself: the words 'Terms and Conditions' are a link to the terms.
  await page.getByLabel('I agree to the Terms and Conditions').check();
  const registeredAt = new Date();
  await signUp.click();

  await expect(page).toHaveURL(/\/verifyEmail$/);
  const code = codeIn(await latestMail(username, 'verify', registeredAt), 4);
  await page.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInFirstStep(page, username, password);
  await page.getByLabel('Security Pin').fill(pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);

  await page.reload();
  await expectSignedInAt(page, '/user/explore', username);

  const token = await sessionToken(page);
  expect(token).toBeTruthy();
  expect(await userStatus(token!)).toBe(200);

  await logOut(page);
  expect(await sessionToken(page)).toBeNull();
  expect(await userStatus(token!)).toBe(401);
});

test('a member whose second factor is an e-mailed code signs in with the code from the outbox', async ({
  page,
}) => {
  const member = tessera.demoSignIns().find((m) => m.authType === 'otp')!;
  const started = new Date();
  await signInFirstStep(page, member.username, member.password);
  const codeField = page.getByLabel('OTP', { exact: true });
  await expect(codeField).toBeVisible();
  const code = codeIn(await latestMail(member.username, 'login', started), 6);
  await codeField.fill(code);
  // Logging out at once, while the page's own reads are still on their way (a slow network holds them until
  // the logout has been answered, so they reach the server with the revoked token), lands on sign-in with its
  // message and never on Home with an expired session.
  let loggedOut: () => void = () => {};
  const logoutAnswered = new Promise<void>((resolve) => (loggedOut = resolve));
  page.on('response', (response) => {
    if (response.url().endsWith('/api/logout')) loggedOut();
  });
  const slowReads = /\/api\/(?!live)/;
  await page.route(slowReads, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await logoutAnswered;
    await route.continue().catch(() => {});
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', member.username);
  await logOut(page);
  await page.unroute(slowReads);
  await expect(page.getByText('Your Are Logout!!')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired please login again!')).toHaveCount(0);

  // Signing in again within the minute: the used code cannot serve and no new one is mailed yet. The screen
  // says so in the server's words and counts down from the server's seconds.
  await signInFirstStep(page, member.username, member.password);
  const wait = page.getByRole('alert').filter({ hasText: 'Your last code can no longer be used' });
  await expect(wait).toBeVisible();
  const said = Number((await wait.textContent())?.match(/sent in (\d+) second/)?.[1]);
  expect(said).toBeGreaterThan(0);
  expect(said).toBeLessThan(60);
  const shown = Number(
    (await page.getByText(/^Resend request after \d+ sec$/).textContent())?.match(/(\d+)/)?.[1],
  );
  expect(shown).toBeLessThanOrEqual(said);
  expect(shown).toBeGreaterThanOrEqual(said - 2);
});

test('a member with an authenticator app signs in with a TOTP code', async ({ page }) => {
  const member = tessera.demoSignIns().find((m) => m.authType === 'authenticator')!;
  await signInFirstStep(page, member.username, member.password);
  await page.getByLabel('Authenticator Code').fill(await totpNow(member.totpSecret!));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', member.username);
  await logOut(page);
});

test('a protected page sends a visitor to the sign-in page, and an unknown page says so', async ({
  page,
}) => {
  await page.goto('/user/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByText("Look like you're lost")).toBeVisible();
  await expect(page.getByText('the page you are looking for not avaible!')).toBeVisible();
});

test("an operator's sign-in link signs the member in once and leaves no token in the address bar", async ({
  page,
}) => {
  const printed = execFileSync('npx', ['tsx', 'server/cli/operator.ts', 'login-link', 'carol'], {
    env: { ...process.env, TESSERA_URL: tessera.baseUrl, DATA_DIR: tessera.dataDir },
    encoding: 'utf8',
  });
  const link = printed.match(/https?:\/\/\S+\/login\?\S+/)?.[0];
  expect(link, printed).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await page.goto(path);
  await expectSignedInAt(page, '/user/explore', 'carol');
  expect(page.url()).not.toContain('auth=');
  await logOut(page);

  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionToken(page)).toBeNull();
});

test('a session ended elsewhere is told so on the next page, signed out and sent home, not to sign-in', async ({
  page,
}) => {
  const demo = tessera.demoSignIns().find((m) => m.username === 'demo');
  await signInFirstStep(page, 'demo', demo!.password);
  await page.getByLabel('Security Pin').fill(demo!.pin!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', 'demo');
  const token = await sessionToken(page);
  const revoked = await fetch(`${tessera.baseUrl}/api/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status).toBe(200);

  await page.getByRole('navigation').getByRole('link', { name: 'Transfer' }).click();
  await expect(page.getByText('Your session has expired please login again!').first()).toBeVisible();
  await expect(page).toHaveURL(`${tessera.baseUrl}/`);
  expect(await sessionToken(page)).toBeNull();
});
