import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { PNG } from 'pngjs';
import { expectSignedInAt, latestMail, logOut, registerMember, signInFirstStep, userStatus } from './tessera';

/**
 * The security centre walked by a new member in the browser, against the server `npm start` runs: turn on the
 * authenticator from the key on the page, keep the recovery codes, sign in with the app and with a recovery
 * code (once), change the password (another session ends), the PIN and the profile, upload a picture, and
 * find every one of these in Logs.
 */

const PASSWORD = 'Sturdy-pass-42';
const NEW_PASSWORD = 'Sturdier-pass-43';
const PIN = '2749';
const NEW_PIN = '8351';

/**
 * Authenticator codes are single use: each use must come from a later 30-second step than the last one
 * the server accepted. The server accepts one step either side of now, so the next step is used at once
 * when possible, otherwise the test waits for the clock.
 */
class Authenticator {
  private lastStep = -1;
  constructor(readonly secret: string) {}
  async code(): Promise<string> {
    for (;;) {
      const nowStep = Math.floor(Date.now() / 30_000);
      // Two seconds of margin keep the code inside the server's window when it arrives.
      const inWindow = Date.now() % 30_000 < 28_000 ? nowStep + 1 : nowStep;
      const step = Math.max(this.lastStep + 1, nowStep);
      if (step <= inWindow) {
        this.lastStep = step;
        return generate({ secret: this.secret, epoch: step * 30 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function typeCode(page: Page, label: RegExp, code: string) {
  await page.getByLabel(label).first().focus();
  await page.keyboard.insertText(code);
}

function smallPng(): Buffer {
  const png = new PNG({ width: 32, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 200;
    png.data[i + 1] = (i / 4) % 256;
    png.data[i + 2] = 90;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

test('a new member secures the account: authenticator, recovery codes, password, PIN, profile, picture and Logs', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const username = `paula${Date.now().toString().slice(-6)}`;
  await registerMember({ username, name: 'Paula Profile', password: PASSWORD, pin: PIN });

  // Signs in with the PIN and turns on the authenticator from the key shown on the page.
  await signInFirstStep(page, username, PASSWORD);
  await page.getByLabel('Security Pin').fill(PIN);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);

  await page.goto('/user/profile?tab=2fa');
  const toggle = page.getByRole('switch', { name: 'Two-factor authentication (2FA)' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const app = new Authenticator(secret);
  await page.getByLabel('2FA Code').fill(await app.code());
  await page.getByRole('button', { name: 'Turn on 2FA' }).click();
  const codeList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codeList.getByRole('listitem').allTextContents()).map((c) => c.trim());
  // The codes survive a look at another tab before they are saved.
  await openTab(page, 'Logs');
  await openTab(page, '2FA Setting');
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  await page.getByText('I have saved these recovery codes').click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // Sign-in moves to the authenticator, confirmed with the PIN in use until now.
  await openTab(page, 'Authentication');
  await page.getByLabel('Authenticator', { exact: true }).check();
  await typeCode(page, /Digit 1 of 4/, PIN);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('auth_type'))).toBe('authenticator');
  await logOut(page);

  // Signs in with a code from the app.
  await signInFirstStep(page, username, PASSWORD);
  await page.getByLabel('Authenticator Code').fill(await app.code());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);
  await logOut(page);

  // Then with a recovery code, which works once.
  const [firstCode, secondCode] = recoveryCodes;
  await signInFirstStep(page, username, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery Code').fill(firstCode!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);
  await logOut(page);
  await signInFirstStep(page, username, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery Code').fill(firstCode!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/already used/i).first()).toBeVisible();
  await page.getByLabel('Recovery Code').fill(secondCode!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);

  // Another session, in another browser, signed in with the app.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInFirstStep(otherPage, username, PASSWORD);
  await otherPage.getByLabel('Authenticator Code').fill(await app.code());
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(otherPage, '/user/explore', username);
  const otherToken = await otherPage.evaluate(() => sessionStorage.getItem('token'));
  expect(await userStatus(otherToken!)).toBe(200);

  // Changes the password: the other session ends, this one stays.
  await page.goto('/user/profile?tab=password');
  await page.getByRole('textbox', { name: 'Current Password' }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText('Password not matching with new password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD);
  await page
    .getByLabel(/Authenticator/)
    .last()
    .fill(await app.code());
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/^Password changed\./).first()).toBeVisible();
  expect(await userStatus(otherToken!)).toBe(401);
  await other.close();

  // Changes the Security Pin with the new password.
  await openTab(page, 'Security Pin');
  await page.getByRole('textbox', { name: 'Account Password' }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'New Security Pin' }).fill(NEW_PIN);
  await page.getByRole('textbox', { name: 'Confirm Security Pin' }).fill('1111');
  await expect(page.getByText('Secutity Pin not matching with new Pin')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Security Pin' }).fill(NEW_PIN);
  await page.getByRole('button', { name: 'Change Security Pin' }).click();
  await expect(page.getByText(/Security Pin (changed|updated)/i).first()).toBeVisible();

  // Edits Basic Info and uploads a picture.
  await openTab(page, 'Basic Info');
  await page.getByLabel('Address Line 1').fill('12 Harbour Road');
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('State').fill('Lisboa');
  await page.getByLabel('Pincode').fill('1100148');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of Birth').fill('1990-04-12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/profile (updated|saved)/i).first()).toBeVisible();
  await page.getByLabel('Change picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  await expect(page.getByText('Picture updated').first()).toBeVisible();
  // The picture shown is the one the server re-encoded and serves back, decoded by the browser.
  const shown = page.getByRole('img', { name: 'Paula Profile' }).locator('img[src^="blob:"]');
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  // Withdrawals wait after the password change, and the Withdraw screen says until when.
  await page.goto('/user/withdraw');
  await expect(page.getByText(/Withdrawals reopen at \d{2}-\d{2}-\d{4} \d{2}:\d{2}/)).toBeVisible();

  // Logs lists every one of these events, newest first, over as many pages as it takes.
  await page.goto('/user/profile?tab=logs');
  const log = page.getByRole('table', { name: 'Security log' });
  await expect(log.getByText('Picture changed', { exact: true })).toBeVisible();
  const seen: string[] = [];
  for (;;) {
    seen.push(...(await log.getByRole('row').allTextContents()));
    const next = page.getByRole('button', { name: 'Next page' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    const first = await log.getByRole('row').nth(1).textContent();
    await next.click();
    await expect(log.getByRole('row').nth(1)).not.toHaveText(first ?? '');
  }
  const logged = seen.join('\n');
  for (const event of [
    'Signed in',
    '2FA turned on',
    'Authentication changed',
    'Recovery code used',
    'Wrong verification code',
    'Password changed',
    'Security Pin changed',
    'Profile updated',
    'Picture changed',
  ]) {
    expect(logged, event).toContain(event);
  }

  // The new password and the app sign in; the old password no longer does.
  await logOut(page);
  await signInFirstStep(page, username, PASSWORD);
  await expect(page.getByText('Invalid username or password').first()).toBeVisible();
  await signInFirstStep(page, username, NEW_PASSWORD);
  await page.getByLabel('Authenticator Code').fill(await app.code());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);

  // The member was told by e-mail.
  const notice = await latestMail(username, 'security:password_changed');
  expect(notice.text).toMatch(/password/i);
});
