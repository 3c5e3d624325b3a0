import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { latestMail, operatorCli, signInWithPin, tessera } from './tessera';

/**
 * Withdrawals a member controls, at 1280 px: an amount below the minimum is refused in the form, the code step
 * restates the amount, fee, net amount and whole address, a Pending withdrawal is cancelled and its amount is
 * back at once, and a new payout address waits 24 hours while the mailed link cancels it.
 */

const MEMBER = 'carol';
// A well-formed TRON address (base58check), used only as a destination string.
const NEW_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test.use({ viewport: { width: 1280, height: 800 } });

/** 50 USDT in the member's reserve wallet, moved there through the API as the Transfer screen would. */
async function fundReserve(token: string, pin: string) {
  expect(operatorCli('deposit', MEMBER, '1', '60', randomBytes(32).toString('hex'))).toContain(
    'Recorded deposit',
  );
  const auth = { authorization: `Bearer ${token}` };
  expect(
    (await fetch(`${tessera.baseUrl}/api/balance-sync?payment_method_id=1`, { headers: auth })).status,
  ).toBe(200);
  const moved = await fetch(`${tessera.baseUrl}/api/transfer/amount`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/json',
      'idempotency-key': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify({ wallet: 'pay_in_to_reserve', transfer_amount: '50', payee: MEMBER, mpin: pin }),
  });
  expect(moved.status, await moved.text()).toBe(200);
}

/** At 1280 px beside the full sidebar every column of a history table fits its card: none is cut off. */
async function expectWholeTable(page: Page, name: string) {
  // The table's own scroll frame (its card), inside the section of the same name.
  const region = page.getByRole('table', { name }).locator('xpath=..');
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  const { scroll, client } = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll, `${name} is ${scroll}px wide in a ${client}px card`).toBeLessThanOrEqual(client);
  const last = region.getByRole('columnheader').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
}

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog', { name: 'Verification' });
  await dialog.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(pin);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

test('a member is refused below the minimum in the form, confirms the terms, cancels a Pending withdrawal and a new address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = tessera.demoSignIns().find((m) => m.username === MEMBER);
  if (!member?.pin) throw new Error(`${MEMBER} must be a demo member with a PIN`);
  const token = await signInWithPin(page, MEMBER);
  await fundReserve(token, member.pin);

  await page.goto('/user/withdraw');
  const reserve = page
    .getByRole('list', { name: 'Balances' })
    .getByRole('listitem')
    .filter({ hasText: 'Reserve' });
  await expect(reserve).toContainText('50.00 USDT');
  const address =
    (await page
      .getByRole('definition')
      .filter({ hasText: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ })
      .textContent()) ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

  // Below the minimum: the form says what the server would, and no code is asked for.
  await page.getByLabel('Wallet').selectOption('reserve');
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The minimum withdrawal is 10.00 USDT')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The code step restates what is about to happen, the whole address included.
  await page.getByLabel('Amount').fill('20');
  await page.getByRole('button', { name: 'Next' }).click();
  const terms = page.getByRole('dialog', { name: 'Verification' }).getByLabel('You are confirming');
  await expect(terms).toContainText('Amount20.00 USDT');
  await expect(terms).toContainText('Fee1.00 USDT');
  await expect(terms).toContainText('You receive19.00 USDT');
  await expect(terms).toContainText(`${address} (USDT TRC20)`);
  await enterPin(page, member.pin);

  const history = page.getByRole('table', { name: 'Withdraw History' });
  const pending = history.getByRole('row').nth(1);
  await expect(pending).toContainText('Pending');
  await expect(reserve).toContainText('30.00 USDT');
  await expectWholeTable(page, 'Withdraw History');

  // Cancelled: the amount is back at once, and the row says who cancelled it.
  await pending.getByRole('button', { name: /^Cancel withdrawal WD/ }).click();
  await expect(page.getByText(/cancelled: 20\.00 USDT is back in your Reserve Wallet/)).toBeVisible();
  await expect(pending).toContainText('Rejected');
  await expect(pending).toContainText('Cancelled by the member');
  await expect(pending.getByRole('button')).toHaveCount(0);
  await expect(reserve).toContainText('50.00 USDT');

  await page.goto('/user/transfer');
  await expectWholeTable(page, 'Transfer History');

  // A new address waits out its 24 hours; the link in the mail cancels it, once.
  await page.goto('/user/profile?tab=withdraw');
  await expect(page.getByText('Your withdrawal address is saved and locked.')).toBeVisible();
  await page.getByRole('button', { name: 'Change address' }).click();
  await page.getByLabel('New Receiving Address').fill(NEW_ADDRESS);
  await page.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(member.pin);
  const savedAt = new Date();
  await page.getByRole('button', { name: 'Update' }).click();
  const waiting = page.getByRole('region', { name: 'New address waiting' });
  await expect(waiting.getByLabel('New Receiving Address')).toHaveValue(NEW_ADDRESS);
  await expect(waiting).toContainText(/replaces the saved one on \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(page.getByLabel('Receiving Address', { exact: true })).toHaveValue(address);

  const mail = await latestMail(MEMBER, 'security:withdraw_address_change_requested', savedAt);
  const link = mail.text.match(/https?:\/\/\S+\/withdraw-address\/cancel\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const onThisServer = new URL(link!);
  await page.goto(`${onThisServer.pathname}${onThisServer.search}`);
  await expect(page).not.toHaveURL(/token=/);
  await page.getByRole('button', { name: 'Cancel the new address' }).click();
  await expect(page.getByRole('heading', { name: 'New withdrawal address cancelled' })).toBeVisible();

  await page.goto('/user/profile?tab=withdraw');
  await expect(page.getByLabel('Receiving Address', { exact: true })).toHaveValue(address);
  await expect(page.getByRole('region', { name: 'New address waiting' })).toHaveCount(0);
  expect(operatorCli('ledger', 'check')).toContain('The ledger is sound.');
});
