import { expect, test } from '@playwright/test';
import { WALK_CONFIRMATIONS } from './servers';
import { expectSignedInAt, operatorCli, registerMember, signInFirstStep, tessera } from './tessera';

/**
 * A deposit from the chain, as a newcomer makes one: the operator's faucet sends test USDT from the
 * development chain `npm start` runs to a new member's BEP20 deposit address; the Deposit page shows it on its
 * way with its confirmations rising, then in the wallet, credited once.
 */
test('test USDT from the faucet shows its confirmations rising on the Deposit page and is credited once', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = {
    username: `chain${Date.now().toString(36)}`,
    name: 'Chain Depositor',
    password: 'Chain-pass-2026',
    pin: '5177',
  };
  await registerMember(member);

  await signInFirstStep(page, member.username, member.password);
  await page.getByLabel('Security Pin').fill(member.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', member.username);

  await page.goto('/user/wallet');
  await page.getByRole('tab', { name: 'USDT BEP20' }).click();
  const address = (await page.locator('code').first().textContent())?.trim();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  const sent = operatorCli('faucet', member.username, '42.5');
  expect(sent).toContain(`Sent 42.500000 test USDT to ${member.username}'s deposit address ${address}`);

  await page.getByRole('button', { name: 'Sync Balance' }).click();
  const onItsWay = page.getByRole('region', { name: 'On its way' });
  const seen = onItsWay.getByText(new RegExp(`^Seen, \\d+ of ${WALK_CONFIRMATIONS} confirmations`));
  await expect(seen).toBeVisible({ timeout: 15_000 });
  const first = Number(/Seen, (\d+)/.exec((await seen.textContent()) ?? '')?.[1]);
  await page.screenshot({ path: testInfo.outputPath('deposit-on-its-way.png'), fullPage: true });
  // The page looks again by itself while the deposit waits: the count rises without a press.
  await expect
    .poll(
      async () => Number(/Seen, (\d+)/.exec((await seen.textContent().catch(() => '')) ?? '')?.[1] ?? 0),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(first);

  const balance = page.getByRole('region', { name: 'Wallet Balance' });
  await expect(balance).toContainText('42.50 USDT', { timeout: 30_000 });
  await expect(onItsWay).toHaveCount(0);
  const rows = page.getByRole('table', { name: 'Recent USDT BEP20 deposits' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('42.50 USDT');
  await page.screenshot({ path: testInfo.outputPath('deposit-credited.png'), fullPage: true });

  // Credited once: another sync finds nothing new, and the ledger holds exactly the deposit.
  await page.getByRole('button', { name: 'Sync Balance' }).click();
  await expect(page.getByText('Last sync: No new deposits')).toBeVisible();
  const ledger = await fetch(`${tessera.baseUrl}/api/operator/balances?username=${member.username}`, {
    headers: { authorization: `Bearer ${tessera.operatorKey()}` },
  });
  const { data } = (await ledger.json()) as { data: { pay_in: string } };
  expect(data.pay_in).toBe('42.500000');
});
