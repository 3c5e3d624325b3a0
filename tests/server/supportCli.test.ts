import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { describeEngines, get, json } from './harness';
import { png } from './imageFixtures';
import { operatorCli, routeFetchTo } from './operatorCli';
import { KEY, raiseTicket, supportMember, supportRows } from './supportFixtures';

/** The CLI's fetch, answered by the test's app: JSON and multipart bodies alike. */

afterEach(() => {
  vi.unstubAllGlobals();
});

describeEngines('the operator support commands', (ctx) => {
  it('lists, shows, replies with an image, notes, closes and reopens tickets, auditing each', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token, 'Where is my deposit?');
    routeFetchTo(c);
    const { cli, lines, errors } = operatorCli(KEY);
    const image = join(mkdtempSync(join(tmpdir(), 'tessera-cli-')), 'where.png');
    writeFileSync(image, png(20, 20));

    expect(await cli(['tickets', '--status', '0'])).toBe(0);
    expect(lines.join('\n')).toContain(`#${id}  New  ${m.username}  Deposit`);
    expect(
      await cli(['reply', String(id), '--message', 'Credited now', '--name', 'Maria', '--image', image]),
    ).toBe(0);
    expect(lines.at(-1)).toContain('as Maria');
    expect(lines.at(-1)).toContain('1 image(s)');
    expect(await cli(['note', String(id), '--note', 'Checked on chain'])).toBe(0);
    lines.length = 0;
    expect(await cli(['ticket', String(id)])).toBe(0);
    const shown = lines.join('\n');
    expect(shown).toContain('Open');
    expect(shown).toContain('note by Support');
    expect(shown).toMatch(/image 20×20: \/api\/operator\/ticket-image\/\d+/);
    expect(await cli(['close', String(id)])).toBe(0);
    expect(lines.at(-1)).toContain('Close');
    expect(await cli(['close', String(id)])).toBe(1);
    expect(errors.at(-1)).toBe('This ticket is already closed');
    expect(await cli(['reopen', String(id)])).toBe(0);
    expect(lines.at(-1)).toContain('Reopen');
    expect(await cli(['reply', String(id)])).toBe(1);
    expect(await cli(['tickets', '--status', '7'])).toBe(1);
    expect(await supportRows(c)).toEqual({ tickets: 1, messages: 3, images: 1 });
    const details = json<{ data: { messages: Array<{ admin_username: string | null }> } }>(
      await get(c.app, `/api/ticket/${id}/details`, m.token),
    );
    expect(details.data.messages.map((x) => x.admin_username)).toEqual([null, 'Maria']);
    const actions = (await c.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual([
      'ticket.list',
      'ticket.reply',
      'ticket.note',
      'ticket.read',
      'ticket.close',
      'ticket.close',
      'ticket.reopen',
    ]);
  });

  it('announces, lists and withdraws announcements', async () => {
    const c = ctx();
    routeFetchTo(c);
    const { cli, lines } = operatorCli(KEY);
    expect(await cli(['announce', '--title', 'Maintenance', '--body', 'Sunday 02:00 UTC', '--pinned'])).toBe(
      0,
    );
    expect(lines.at(-1)).toMatch(/^#1 {2}showing, pinned {2}Maintenance/);
    const later = new Date(c.clock.now().getTime() + 86_400_000).toISOString();
    expect(await cli(['announce', '--title', 'Later', '--body', 'Soon', '--publish-at', later])).toBe(0);
    expect(lines.at(-1)).toContain('scheduled');
    expect(await cli(['withdraw-announcement', '1'])).toBe(0);
    lines.length = 0;
    expect(await cli(['announcements'])).toBe(0);
    expect(lines.map((l) => l.split('  ')[1])).toEqual(['scheduled', 'withdrawn, pinned']);
    expect(await cli(['announce', '--title', 'No body'])).toBe(1);
    lines.length = 0;
    expect(await cli(['help'])).toBe(0);
    for (const name of [
      'tickets',
      'ticket',
      'reply',
      'note',
      'close',
      'reopen',
      'announce',
      'announcements',
      'withdraw-announcement',
    ]) {
      expect(lines.some((l) => l.trimStart().startsWith(`${name} `) || l.trim() === name)).toBe(true);
    }
  });
});
