import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { ReserveProof } from '../../src/api/contract/proofOfReserves';
import { DEMO_OPERATOR_PASSWORD, open, operatorSignsIn, snapshot, withKey } from './backOfficeWalk';
import { signInWithPin } from './tessera';

/** The standalone verifier, as a member or an auditor runs it: its exit code and what it says. */
function verifyReserves(file: string): { code: number; said: string } {
  try {
    const said = execFileSync('npx', ['tsx', 'server/cli/verifyReserves.ts', file], { encoding: 'utf8' });
    return { code: 0, said };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, said: failed.stdout };
  }
}

/**
 * The proof of reserves in the browser, against the server `npm start` runs: a finance operator takes a
 * snapshot, a second operator publishes it from Approvals, a visitor reads it on /reserves, and a member
 * verifies their balance in Account with the browser's own Web Crypto, downloads the proof, and sees both the
 * browser and the standalone verifier refuse it once it is altered by one cent.
 */
test('two operators publish a proof of reserves, a visitor reads it, and a member verifies their balance', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000);

  const finance = await operatorSignsIn(browser, 'demo_finance', DEMO_OPERATOR_PASSWORD);
  await open(finance, 'Proof of reserves');
  await finance.getByRole('button', { name: 'Take snapshot' }).click();
  const confirm = finance.getByRole('dialog', { name: 'Take a snapshot now?' });
  await confirm.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(finance.getByText(/^Waiting for a second operator\. Snapshot #\d+ is taken\./)).toBeVisible();
  const { data: snapshots } = await withKey<{
    data: { id: number; status: string; root_hash: string; approval_id: number | null }[];
  }>('proof-of-reserves');
  const taken = snapshots[0]!;
  expect(taken.status).toBe('pending');
  await snapshot(finance, 'proof-of-reserves-taken');

  // Nothing is public before the second operator approves it.
  await page.goto('/reserves');
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of reserves' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest snapshot' })).not.toContainText(taken.root_hash);

  const admin = await operatorSignsIn(browser, 'demo_admin2', DEMO_OPERATOR_PASSWORD);
  await admin.goto('/operator/money/approvals?kind=reserve_snapshot');
  const request = admin.getByRole('row').filter({ hasText: `Publish snapshot #${taken.id}` });
  await request.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(/^Approved: /)).toBeVisible();

  // A visitor, signed in to nothing, reads it.
  await page.goto('/reserves');
  const latest = page.getByRole('region', { name: 'Latest snapshot' });
  await expect(latest).toContainText(taken.root_hash);
  await expect(page.getByRole('region', { name: 'What this proves, and what it does not' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reserves.png'), fullPage: true });

  // A member verifies their balance in Account, with the browser's Web Crypto.
  await signInWithPin(page, 'demo');
  await page.goto('/user/account');
  const card = page.getByRole('region', { name: 'Verify my balance' });
  await expect(card).toContainText(taken.root_hash);
  await card.getByRole('button', { name: 'Verify my balance' }).click();
  // The demo member is owed something: a balance of nothing would prove little.
  await expect(card).toContainText(
    new RegExp(`Verified: your balance of [1-9][\\d.]* USDT is included in snapshot ${taken.id}`),
  );
  await page.screenshot({ path: testInfo.outputPath('verified.png'), fullPage: true });

  // The downloaded proof checks out without Tessera, and not once a cent is added.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download proof (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tessera-proof-of-reserves-${taken.id}.json`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const proof = JSON.parse(readFileSync(file, 'utf8')) as ReserveProof;
  expect(proof.root.hash).toBe(taken.root_hash);
  const genuine = verifyReserves(file);
  expect(genuine.code, genuine.said).toBe(0);
  expect(genuine.said).toMatch(new RegExp(`^VERIFIED: member ${proof.member_id}'s balance`));
  const altered = join(testInfo.outputDir, 'altered.json');
  writeFileSync(altered, JSON.stringify({ ...proof, balance: String(BigInt(proof.balance) + 10_000n) }));
  expect(verifyReserves(altered)).toEqual({
    code: 1,
    said: 'NOT VERIFIED: the path does not lead to the published root: the proof was changed.\n',
  });

  // A server that sent the member a proof one cent richer is caught by the browser too.
  await page.route('**/api/proof-of-reserves/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { proof: ReserveProof } };
    const richer = { ...body.data.proof, balance: String(BigInt(body.data.proof.balance) + 10_000n) };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, proof: richer } } });
  });
  await page.reload();
  await card.getByRole('button', { name: 'Verify my balance' }).click();
  await expect(card).toContainText(
    'Not verified: the path does not lead to the published root: the proof was changed.',
  );
  await page.screenshot({ path: testInfo.outputPath('not-verified.png'), fullPage: true });
});
