import { expect, type Page, test } from '@playwright/test';
import { expectSignedInAt, tessera } from './tessera';

/**
 * On a slow phone the sign-in and sign-up pages show their forms seconds before the app's code has run, and a
 * member starts typing at once. What they typed, where the focus and the caret were, stays when the app takes
 * the page over, and it is what the form sends. The phone is a CPU six times slower than this machine, and the
 * page's scripts are held back until the typing is done, so the typing always comes before the app.
 */

/** Holds back every script the page asks for until the answered function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** Types as a person does, key by key, into the field. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click();
  await page.keyboard.type(text, { delay: 40 });
}

test.describe('typing into a drawn form before the app runs', () => {
  test('what a member typed into the sign-in form stays, caret and all, when the app takes over, and signs them in', async ({
    page,
  }) => {
    const member = tessera.demoSignIns().find((m) => m.authType === 'mpin' && m.pin)!;
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });

    const username = page.getByLabel('Username', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const verify = page.getByRole('button', { name: 'Verify' });
    // The drawn form takes typing at once, and sends nothing before the app runs it.
    await expect(username).toBeEditable();
    await expect(verify).toBeDisabled();
    await typeInto(page, username, member.username);
    // The last key of the password comes once the app runs, where the caret was left.
    await typeInto(page, password, member.password.slice(0, -1));
    await expect(username).toHaveValue(member.username);
    await expect(password).toHaveValue(member.password.slice(0, -1));

    release();
    await expect(verify).toBeEnabled({ timeout: 30_000 });
    await expect(username).toHaveValue(member.username);
    await expect(password).toHaveValue(member.password.slice(0, -1));
    await expect(password).toBeFocused();
    expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(
      member.password.length - 1,
    );
    await page.keyboard.type(member.password.slice(-1));
    await expect(password).toHaveValue(member.password);

    await verify.click();
    await page.getByLabel('Security Pin').fill(member.pin!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedInAt(page, '/user/explore', member.username);
  });

  test('what a newcomer typed and ticked on the sign-up form stays when the app takes over, and is checked', async ({
    page,
  }) => {
    const wanted = `early${Date.now().toString().slice(-6)}`;
    await slowPhone(page);
    const release = await holdTheApp(page);
    await page.goto('/register', { waitUntil: 'commit' });

    const name = page.getByLabel('Name', { exact: true });
    const username = page.getByLabel('Username', { exact: true });
    const agree = page.getByLabel('I agree to the Terms and Conditions');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await expect(name).toBeEditable();
    await expect(signUp).toBeDisabled();
    await typeInto(page, name, 'Nia Early');
    await agree.check();
    await typeInto(page, username, wanted);

    release();
    // The country list comes with the registration settings, once the app runs the page.
    await expect(page.getByLabel('Country')).toBeEnabled({ timeout: 30_000 });
    await expect(name).toHaveValue('Nia Early');
    await expect(username).toHaveValue(wanted);
    await expect(username).toBeFocused();
    await expect(agree).toBeChecked();
    // The form holds what the page shows: the box counts as ticked, and leaving the username checks it.
    await expect(signUp).toBeEnabled();
    await page.getByLabel('Email').click();
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
  });
});
