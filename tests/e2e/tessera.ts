import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { dataDirVariable, portOf, workerSlot } from './servers';

/** What the global set-up learnt about the Tessera it started for this worker. */
export const tessera = {
  get baseUrl() {
    return `http://127.0.0.1:${portOf(workerSlot())}`;
  },
  get dataDir() {
    const dir = process.env[dataDirVariable(workerSlot())];
    if (!dir)
      throw new Error(`${dataDirVariable(workerSlot())} is not set: run through playwright.config.ts`);
    return dir;
  },
  operatorKey() {
    return readFileSync(join(this.dataDir, 'operator.key'), 'utf8').trim();
  },
  demoSignIns(): Array<{
    username: string;
    password: string;
    pin?: string;
    authType: string;
    totpSecret?: string;
  }> {
    return JSON.parse(readFileSync(join(this.dataDir, 'demo-sign-ins.json'), 'utf8'));
  },
};

interface Mail {
  to: string;
  subject: string;
  text: string;
  purpose: string | null;
  created_at: string;
}

/**
 * The newest mail of a member, read through the operator API as an operator would: `purpose` names a code's
 * purpose ('verify') or a whole mail purpose ('security:password_changed').
 */
export async function latestMail(username: string, purpose: string, after?: Date): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${tessera.baseUrl}/api/operator/mail?username=${username}&limit=5`, {
      headers: { authorization: `Bearer ${tessera.operatorKey()}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Mail[] };
    const mail = body.data.find(
      (m) =>
        m.purpose === (purpose.includes(':') ? purpose : `code:${purpose}`) &&
        (!after || new Date(m.created_at).getTime() >= after.getTime() - 1000),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${purpose} mail arrived for ${username}`);
}

/**
 * The code in a mail: the digits after 'code is', else the first run of exactly `length` digits (a username in
 * the greeting may hold digits too, so the phrase comes first).
 */
export function codeIn(mail: Mail, length: number): string {
  const stated = mail.text.match(new RegExp(`code is ([0-9]{${length}})(?![0-9])`));
  if (stated?.[1]) return stated[1];
  const match = mail.text.match(new RegExp(`(?<![0-9])[0-9]{${length}}(?![0-9])`));
  if (!match) throw new Error(`No ${length}-digit code in: ${mail.text}`);
  return match[0];
}

export async function totpNow(secret: string): Promise<string> {
  return generate({ secret });
}

export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/** Calls GET /api/user with a token, as any client could. */
export async function userStatus(token: string): Promise<number> {
  const response = await fetch(`${tessera.baseUrl}/api/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

export async function signInFirstStep(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function expectSignedInAt(page: Page, path: string, username: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
}

/**
 * Signs out through the menu as the member sees it: the docked sidebar's Logout where it is in view, the
 * drawer's where the sidebar is an overlay (a phone, or the overlay style).
 */
export async function logOut(page: Page) {
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(page.getByRole('button', { name: 'Open menu' }).or(logout).first()).toBeVisible();
  if (!(await logout.isVisible())) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  }
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs a demo member with a Security Pin in through the two sign-in steps; returns the session token. */
export async function signInWithPin(page: Page, username: string): Promise<string> {
  const member = tessera.demoSignIns().find((m) => m.username === username);
  if (!member?.pin) throw new Error(`${username} must be a demo member with a PIN`);
  await signInFirstStep(page, username, member.password);
  await page.getByLabel('Security Pin').fill(member.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);
  const token = await sessionToken(page);
  if (!token) throw new Error('No session token after signing in');
  return token;
}

/** A POST to the API with a JSON body, as any client could. */
export async function postJson(path: string, body: unknown, token?: string) {
  const response = await fetch(`${tessera.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Registers and verifies a member under demo through the API, as the registration flow (tested elsewhere) would. */
export async function registerMember(member: {
  username: string;
  name: string;
  password: string;
  pin: string;
}) {
  const registered = await postJson('register', {
    name: member.name,
    username: member.username,
    email: `${member.username}@example.com`,
    phone: '15112345678',
    country: 46,
    password: member.password,
    spassword: member.pin,
    sponsor: 'demo',
    position: 'L',
    is_checked: 1,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const code = codeIn(await latestMail(member.username, 'verify'), 4);
  expect((await postJson('verify-email', { username: member.username, otp: code })).status).toBe(200);
}

/** The operators' command line (`npm run operator -- …`) against the walks' Tessera; answers what it printed. */
export function operatorCli(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'server/cli/operator.ts', ...args], {
    env: { ...process.env, TESSERA_URL: tessera.baseUrl, DATA_DIR: tessera.dataDir },
    encoding: 'utf8',
  });
}

/**
 * A member's call of the API as their own app makes it: GET without a body, else a POST with an idempotency
 * key. Expects 200 and answers the body.
 */
export async function memberApi(path: string, token: string, body?: unknown) {
  const response = await fetch(`${tessera.baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as Record<string, unknown> & { data: Record<string, unknown> };
}

/**
 * Pays a Processing withdrawal on the development chain, as the platform's hot wallet would, and marks it paid
 * with that transaction: Tessera checks it on the chain and completes the withdrawal once it is final. Answers
 * the hash as the operator typed it.
 */
export async function payOnChain(withdrawalId: number | string): Promise<string> {
  const hash = await sendPayout(withdrawalId);
  operatorCli('withdrawal', 'paid', String(withdrawalId), '--tx', hash);
  return hash;
}

/** The hot wallet's payment of a Processing withdrawal on the development chain, once it is in a block. */
export async function sendPayout(withdrawalId: number | string): Promise<string> {
  const sent = operatorCli('faucet-payout', String(withdrawalId));
  const hash = /\(tx (0x[0-9a-f]{64})\)/.exec(sent)?.[1];
  if (!hash) throw new Error(`no transaction in: ${sent}`);
  await untilMined(hash);
  return hash;
}

/** The development chain `npm start` runs beside the walks' Tessera (DEV_CHAIN_PORT's default, PORT + 5545). */
const devChainUrl = () => `http://127.0.0.1:${Number(new URL(tessera.baseUrl).port) + 5545}`;

/** Waits until the development chain has mined the transaction (a block a second). */
async function untilMined(hash: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(devChainUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_getTransactionReceipt',
            params: [hash],
          }),
        });
        const { result } = (await response.json()) as { result: { blockNumber?: string } | null };
        return result?.blockNumber !== undefined;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(true);
}

/** Waits until the withdrawal is Completed (its payout final on the chain), as the operator's list says. */
export async function untilCompleted(withdrawalId: number | string, username: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${tessera.baseUrl}/api/operator/withdrawals?status=1&username=${encodeURIComponent(username)}`,
          { headers: { authorization: `Bearer ${tessera.operatorKey()}` } },
        );
        const { data } = (await response.json()) as { data: Array<{ id: number }> };
        return data.some((w) => String(w.id) === String(withdrawalId));
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}
