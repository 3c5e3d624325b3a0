import { expect, type Page, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { expectSignedInAt, latestMail, registerMember, signInFirstStep, tessera } from './tessera';

/**
 * Support and announcements walked by a new member in the browser while an operator works through the
 * operator API, against the server `npm start` runs: a ticket with two images, an internal note and a reply
 * that reaches the open chat live, the reply's e-mail, a close, a reopen and a new reply; then an
 * announcement that shows as unread in the header and on /user/message until it is read.
 */

const PASSWORD = 'Helpful-pass-42';
const PIN = '3816';

function picturePng(): Buffer {
  const png = new PNG({ width: 40, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, (i / 4) % 256, 160, 255], i);
  return PNG.sync.write(png);
}

function pictureJpeg(): Buffer {
  const width = 48;
  const height = 32;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([220, (i / 4) % 256, 40, 255], i);
  return jpeg.encode({ data, width, height }, 90).data;
}

async function operator(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${tessera.baseUrl}/api/operator/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tessera.operatorKey()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

async function signIn(page: Page, username: string) {
  await signInFirstStep(page, username, PASSWORD);
  await page.getByLabel('Security Pin').fill(PIN);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', username);
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('a member raises a ticket with images, gets a live reply and its e-mail, reopens a closed ticket, and reads an announcement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = `help${Date.now().toString(36)}`;
  await registerMember({ username, name: 'Hana Helpdesk', password: PASSWORD, pin: PIN });
  await signIn(page, username);

  // Raises a ticket with two images from the Support page.
  await page.goto('/user/support');
  await page.getByRole('button', { name: 'Raise Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise Ticket' });
  await dialog.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Withdrawal' });
  await dialog.getByLabel('Message').fill('My withdrawal was rejected. What should I change?');
  await dialog.getByLabel('Attach images').setInputFiles([
    { name: 'screen.png', mimeType: 'image/png', buffer: picturePng() },
    { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: pictureJpeg() },
  ]);
  await expect(dialog.getByRole('list', { name: 'Attached images' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(messages(page).getByText('My withdrawal was rejected. What should I change?')).toBeVisible();
  await expect(messages(page).getByRole('img')).toHaveCount(2);

  // The operator finds it, writes an internal note and replies.
  const queue = (await operator('GET', `tickets?status=0&username=${username}`)) as {
    data: { data: Array<{ id: number; subject: string }> };
  };
  expect(queue.data.data).toHaveLength(1);
  const ticketId = queue.data.data[0]!.id;
  expect(queue.data.data[0]!.subject).toBe('Withdrawal');
  const seen = (await operator('GET', `tickets/${ticketId}`)) as {
    data: { messages: Array<{ images: unknown[] }> };
  };
  expect(seen.data.messages[0]!.images).toHaveLength(2);
  await operator('POST', `tickets/${ticketId}/note`, { note: 'Address was on the wrong network.' });
  const repliedAt = new Date();
  await operator('POST', `tickets/${ticketId}/reply`, {
    message: 'Your address was on BEP20; save a TRC20 address in Withdraw Setting and ask again.',
    name: 'Maya',
  });

  // The reply reaches the open chat without a reload, within 2 seconds; the note never does.
  await expect(messages(page).getByText(/Your address was on BEP20/)).toBeVisible({ timeout: 2000 });
  await expect(messages(page).getByText('Maya')).toBeVisible();
  await expect(page.getByText('Address was on the wrong network.')).toHaveCount(0);
  const mail = await latestMail(username, 'support:reply', repliedAt);
  expect(mail.text).toContain(`#${ticketId}`);

  // Closed by the operator: the box and Send are disabled, Reopen is offered; the member reopens and replies.
  await operator('POST', `tickets/${ticketId}/close`);
  const box = page.getByRole('form', { name: 'Reply' });
  await expect(box.getByLabel('Message')).toBeDisabled({ timeout: 2000 });
  await expect(box.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reopen' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: /Reopen/ }).click();
  await expect(box.getByLabel('Message')).toBeEnabled();
  await box.getByLabel('Message').fill('Saved the TRC20 address, thank you.');
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(messages(page).getByText('Saved the TRC20 address, thank you.')).toBeVisible();
  const after = (await operator('GET', `tickets/${ticketId}`)) as {
    data: { ticket: { status: number }; messages: Array<{ message: string; internal: boolean }> };
  };
  expect(after.data.ticket.status).toBe(3);
  expect(after.data.messages.map((m) => m.message).at(-1)).toBe('Saved the TRC20 address, thank you.');

  // An announcement published now: unread in the header, then read on /user/message.
  const title = `Maintenance on ${username}`;
  await operator('POST', 'announcements', {
    title,
    body: 'Withdrawals pause for 30 minutes on Sunday at 02:00 UTC while the database is upgraded.',
  });
  const bell = page.getByRole('banner').getByRole('link', { name: /Announcements/ });
  // What a screen reader announces: 'N unread' (the badge's digits beside it are hidden from it). No badge: none unread.
  const unreadLabel = bell.getByText(/^[0-9]+ unread$/);
  // Read in one step: a badge that goes between counting it and reading it would leave the read waiting.
  const unreadCount = async () => {
    const [label] = await unreadLabel.allTextContents();
    return label === undefined ? 0 : Number.parseInt(label, 10);
  };
  await expect.poll(unreadCount, { timeout: 5000 }).toBeGreaterThan(0);
  await bell.click();
  await expect(page).toHaveURL(/\/user\/message$/);
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Unread')).toBeVisible();
  // Counted once the new announcement is in the list: the demo's own may be unread before it arrives.
  const before = await unreadCount();
  await item.getByRole('button', { name: new RegExp(title) }).click();
  await expect(item.getByText(/Withdrawals pause for 30 minutes/)).toBeVisible();
  await expect(item.getByText('Unread')).toHaveCount(0);
  await expect.poll(unreadCount).toBe(before - 1);
  if (before > 1) await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect.poll(unreadCount).toBe(0);
});
