import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ReserveDashboardResponse, ReserveSubscription } from '../../src/api/contract/reserve';
import { expectSignedInAt, operatorCli, sessionToken, signInFirstStep, tessera } from './tessera';

/**
 * Reserve end to end in the browser against `npm start`: the member moves 150 to reserve, the operator lets
 * NFT Level 1 trade at once (plan data, no waiting), the member reserves, trades every item, sees each result
 * inside the range the plan card disclosed, claims, watches the polling end with paid, and checks every
 * result in the browser against the revealed seed. Balances on screen are compared with the ledger.
 */

const MEMBER = 'judy';
const NFT_LEVEL_1 = '1';

/** Decimal USDT string → micro-USDT, so amounts are compared without floats. */
const micros = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};
/** Micro-USDT → what the screen prints at `decimals` places, rounded half up. */
const shown = (value: bigint, decimals = 2): string => {
  const unit = 10n ** BigInt(6 - decimals);
  const rounded = (value + unit / 2n) / unit;
  const scale = 10n ** BigInt(decimals);
  return `${rounded / scale}.${(rounded % scale).toString().padStart(decimals, '0')} USDT`;
};

async function ledger(username: string) {
  const response = await fetch(`${tessera.baseUrl}/api/operator/balances?username=${username}`, {
    headers: { authorization: `Bearer ${tessera.operatorKey()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<'pay_in' | 'pay_out' | 'reserve' | 'reserved', string> })
    .data;
}

/** The member's own dashboard, read with the member's token as the page reads it. */
async function dashboard(page: Page): Promise<ReserveDashboardResponse['data']> {
  const token = await sessionToken(page);
  const response = await fetch(`${tessera.baseUrl}/api/reserve-dashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as ReserveDashboardResponse).data;
}

const summaryItem = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: 'Reserve summary' }).getByRole('listitem').filter({ hasText: title });

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(pin);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

test('a member reserves NFT Level 1, trades every item inside the disclosed range, claims, is paid and verifies every result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const member = tessera.demoSignIns().find((m) => m.username === MEMBER);
  if (!member?.pin) throw new Error(`${MEMBER} must be a demo member with a PIN`);

  // Money in: a deposit synced to the deposit wallet, then 150 moved to reserve.
  expect(operatorCli('deposit', MEMBER, '1', '200', randomBytes(32).toString('hex'))).toContain(
    'Recorded deposit',
  );
  await signInFirstStep(page, MEMBER, member.password);
  await page.getByLabel('Security Pin').fill(member.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', MEMBER);
  await page.goto('/user/wallet');
  await page.getByRole('button', { name: 'Sync Balance' }).click();
  await expect.poll(async () => (await ledger(MEMBER)).pay_in).toBe('200.000000');
  await page.goto('/user/transfer');
  await page.getByRole('button', { name: 'Click for transfer' }).click();
  const form = page.getByRole('dialog', { name: 'Transfer To' });
  await form.getByLabel('Wallet').selectOption('pay_in_to_reserve');
  await form.getByLabel('Amount').fill('150');
  await form.getByRole('button', { name: 'Next' }).click();
  await enterPin(page, member.pin);
  await expect.poll(async () => (await ledger(MEMBER)).reserve).toBe('150.000000');

  // The operator lets Level 1 trade at once: plan data, not waiting.
  expect(operatorCli('reserve-plan', NFT_LEVEL_1, '--min-trade-time', '0')).toContain('trade after 0 min');

  await page.goto('/user/reserve');
  await expect(page.getByRole('heading', { name: 'Reserve', level: 1 })).toBeVisible();
  await expect(summaryItem(page, 'Balance Reservation')).toContainText('150.00 USDT');
  const level = page.getByLabel('Level');
  await level.selectOption({
    label: (await level.locator('option', { hasText: /^Level 1 \(/ }).textContent()) ?? '',
  });
  const card = page.getByRole('region', { name: 'Level 1' });
  await expect(card).toContainText('You reserve150.00 USDT');
  const range = (await card.getByText(/% to .*% of the item's amount/).textContent()) ?? '';
  const [, lowPercent = '', highPercent = ''] = /^([\d.]+)% to ([\d.]+)%/.exec(range) ?? [];
  expect(lowPercent).not.toBe('');

  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Reserve' });
  await expect(confirm).toContainText(
    'Are you sure you want to Reserve 150.00 USDT? Once confirmed, the transaction will be processed and cannot be undone',
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toHaveCount(0);
  await expect.poll(async () => (await ledger(MEMBER)).reserved).toBe('150.000000');
  expect((await ledger(MEMBER)).reserve).toBe('0.000000');
  await expect(summaryItem(page, 'Balance Reservation')).toContainText('0.00 USDT');

  const reservation = (await dashboard(page)).reserve_history.find(
    (s) => s.type === 'nft' && s.is_claimed === 0,
  ) as ReserveSubscription;
  expect(reservation.reserve_logs.length).toBeGreaterThan(0);

  // Trade every item when the time comes; each return lies inside the range the plan card stated.
  await page.getByRole('tab', { name: "Today's Collection" }).click();
  for (const log of reservation.reserve_logs) {
    const trade = page.getByRole('button', { name: `Trade Now item ${log.id}` });
    // The carousel shows one or two items at a time; page on until this one is in view.
    const next = page.getByRole('button', { name: 'Next slides' });
    for (let i = 0; i < reservation.reserve_logs.length && !(await trade.isVisible()); i++) {
      if (await next.isEnabled()) await next.click();
      // The slides move for a moment; on as soon as this item is in view, or to the next page after it.
      await trade.waitFor({ state: 'visible', timeout: 800 }).catch(() => {});
    }
    await expect(trade).toBeEnabled();
    await trade.click();
    const result = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(result).toContainText('Your Trade Return');
    const after = (await dashboard(page)).reserve_history.find((s) => s.id === reservation.id);
    const profit = after?.reserve_logs.find((l) => l.id === log.id)?.profit ?? '';
    const amount = micros(log.amount);
    const low = (amount * micros(lowPercent)) / 100_000_000n;
    const high = (amount * micros(highPercent)) / 100_000_000n;
    expect(micros(profit)).toBeGreaterThanOrEqual(low);
    expect(micros(profit)).toBeLessThanOrEqual(high);
    await expect(result).toContainText(shown(micros(profit)));
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(result).toHaveCount(0);
  }

  // Claim: the polling ends with paid and the result shows to 4 decimals.
  const traded = (await dashboard(page)).reserve_history.find((s) => s.id === reservation.id);
  const profitTotal = (traded?.reserve_logs ?? []).reduce((sum, l) => sum + micros(l.profit ?? '0'), 0n);
  await page.getByRole('button', { name: 'Claim' }).click();
  const paid = page.getByRole('dialog', { name: 'Claim paid' });
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expect(paid).toContainText(shown(profitTotal, 4));
  await paid.getByRole('button', { name: 'Close' }).click();

  const end = await ledger(MEMBER);
  expect(end).toMatchObject({ reserve: '150.000000', reserved: '0.000000' });
  expect(micros(end.pay_out)).toBe(profitTotal);
  await expect(summaryItem(page, 'Balance Reservation')).toContainText(shown(micros(end.reserve)));
  // The summary arrives in whole micro-USDT: it is this claim's profit exactly.
  expect(micros((await dashboard(page)).total_reserve_income)).toBe(profitTotal);
  await expect(page.getByRole('button', { name: /Trade Now/ })).toHaveCount(0);

  // The same figure, rounded by one rule (two decimals, half up), on every screen that shows it: the
  // Reserve summary's Today Earning and Reserve Income, and Account's NFT Reserve Profit, daily and total.
  const cents = shown(profitTotal).replace(' USDT', '');
  const seen = [
    await summaryItem(page, 'Today Earning').textContent(),
    await summaryItem(page, 'Reserve Income').textContent(),
  ].map((text) => /([\d,]+\.\d{2}) USDT/.exec(text ?? '')?.[1]);
  await page.goto('/user/account');
  for (const panel of ['Daily', 'Total']) {
    const card = page.getByRole('region', { name: panel, exact: true });
    const figure = card
      .locator('dt', { hasText: /^NFT Reserve Profit$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(figure).toHaveText(/^\$[\d,]+\.\d{2}$/);
    seen.push(((await figure.textContent()) ?? '').replace('$', ''));
  }
  expect(seen).toEqual([cents, cents, cents, cents]);
  await page.goto('/user/reserve');

  // The revealed seed verifies every result, computed by the member's own browser.
  await page.getByRole('tab', { name: 'All Collections' }).click();
  const panel = page.getByRole('region', { name: `Check results of ${reservation.invoice_id}` });
  await panel.getByRole('button', { name: 'Check results' }).click();
  await expect(
    panel.getByText('The revealed seed matches the hash published when you reserved.'),
  ).toBeVisible();
  const results = panel.getByRole('list', { name: 'Checked results' }).getByRole('listitem');
  await expect(results).toHaveCount(reservation.reserve_logs.length);
  for (const log of reservation.reserve_logs) {
    await expect(results.filter({ hasText: `Item ${log.id}: Verified` })).toHaveCount(1);
  }
});
