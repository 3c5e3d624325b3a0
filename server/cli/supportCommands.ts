import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  type OperatorAnnouncement,
  type OperatorAnnouncementResponse,
  type OperatorAnnouncementsResponse,
  type OperatorReplyResponse,
  type OperatorTicket,
  type OperatorTicketResponse,
  type OperatorTicketStatusResponse,
  type OperatorTicketsResponse,
  ticketStatusLabels,
} from '../../src/api/contract';
import { errorMessage } from '../errors';
import { CliError, type Command, call, takeFlag, takeOption, takeOptions } from './cliShared';

/** Operator commands for support tickets and announcements; each is an audited call to the operator API. */

const usageError = (usage: string) => new CliError(`Usage: npm run operator -- ${usage}`);

function oneId(args: string[], usage: string, what = 'ticket'): string {
  if (args.length !== 1 || !args[0]) throw usageError(usage);
  if (!/^[1-9][0-9]{0,9}$/.test(args[0]))
    throw new CliError(`The ${what} id must be a positive whole number`);
  return args[0];
}

const describeTicket = (t: OperatorTicket) =>
  `#${t.id}  ${ticketStatusLabels[t.status]}  ${t.username}  ${t.subject}  ${t.messages} message(s), last ${t.last_reply_date}${t.awaiting_reply ? '  awaiting reply' : ''}`;

const describeAnnouncement = (a: OperatorAnnouncement) =>
  `#${a.id}  ${a.state}${a.pinned ? ', pinned' : ''}  ${a.title}  from ${a.publish_at}${a.expires_at ? ` until ${a.expires_at}` : ''}  read by ${a.reads}`;

function imageForm(message: string, name: string | undefined, files: string[]): FormData {
  const form = new FormData();
  form.append('message', message);
  if (name) form.append('name', name);
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${errorMessage(error)}`);
    }
    form.append('images[]', new Blob([new Uint8Array(bytes)]), basename(file));
  }
  return form;
}

export const supportCommands: Record<string, Command> = {
  tickets: {
    usage: 'tickets [--status S] [--username U] [--page N]',
    summary: 'list support tickets, newest activity first (S: 0 New, 1 Open, 2 Close, 3 Reopen)',
    async run(args, ctx) {
      const status = takeOption(args, '--status');
      const username = takeOption(status.rest, '--username');
      const page = takeOption(username.rest, '--page');
      if (page.rest.length > 0) throw usageError(this.usage);
      if (status.value !== undefined && !/^[0-3]$/.test(status.value)) {
        throw new CliError('--status must be 0 (New), 1 (Open), 2 (Close) or 3 (Reopen)');
      }
      const query = new URLSearchParams({
        ...(status.value ? { status: status.value } : {}),
        ...(username.value ? { username: username.value } : {}),
        ...(page.value ? { page: page.value } : {}),
      });
      const { data } = await call<OperatorTicketsResponse>(ctx, 'GET', `tickets?${query.toString()}`);
      if (data.data.length === 0) {
        ctx.out('No tickets.');
        return;
      }
      for (const ticket of data.data) ctx.out(describeTicket(ticket));
      if (data.last_page > 1)
        ctx.out(`(page ${data.current_page} of ${data.last_page}, ${data.total} tickets)`);
    },
  },
  ticket: {
    usage: 'ticket <id>',
    summary: 'show a ticket with every message, internal notes and image paths included',
    async run(args, ctx) {
      const id = oneId(args, this.usage);
      const { data } = await call<OperatorTicketResponse>(ctx, 'GET', `tickets/${id}`);
      ctx.out(describeTicket(data.ticket));
      for (const m of data.messages) {
        const who = m.internal ? `note by ${m.admin_username}` : (m.admin_username ?? data.ticket.username);
        ctx.out('');
        ctx.out(`── ${m.message_time}  ${who}`);
        ctx.out(m.message.trimEnd());
        for (const image of m.images)
          ctx.out(`   [image ${image.width}×${image.height}: /api/${image.image}]`);
      }
    },
  },
  reply: {
    usage: 'reply <id> --message <text> [--name <sender>] [--image <file>]...',
    summary: 'reply to a ticket (opens it); the member is told live and by e-mail',
    async run(args, ctx) {
      const message = takeOption(args, '--message');
      const name = takeOption(message.rest, '--name');
      const images = takeOptions(name.rest, '--image');
      const id = oneId(images.rest, this.usage);
      if (!message.value) throw usageError(this.usage);
      const body =
        images.values.length > 0
          ? imageForm(message.value, name.value, images.values)
          : { message: message.value, ...(name.value ? { name: name.value } : {}) };
      const { data } = await call<OperatorReplyResponse>(ctx, 'POST', `tickets/${id}/reply`, body);
      ctx.out(
        `Replied on ticket #${id} as ${data.admin_username} (message #${data.id}, ${data.images.length} image(s)).`,
      );
    },
  },
  note: {
    usage: 'note <id> --note <text>',
    summary: 'add an internal note to a ticket; the member never sees it',
    async run(args, ctx) {
      const note = takeOption(args, '--note');
      const id = oneId(note.rest, this.usage);
      if (!note.value) throw usageError(this.usage);
      const { data } = await call<OperatorReplyResponse>(ctx, 'POST', `tickets/${id}/note`, {
        note: note.value,
      });
      ctx.out(`Note #${data.id} added to ticket #${id}.`);
    },
  },
  close: {
    usage: 'close <id>',
    summary: 'close a ticket',
    async run(args, ctx) {
      const id = oneId(args, this.usage);
      const { data } = await call<OperatorTicketStatusResponse>(ctx, 'POST', `tickets/${id}/close`, {});
      ctx.out(describeTicket(data));
    },
  },
  reopen: {
    usage: 'reopen <id>',
    summary: 'reopen a closed ticket',
    async run(args, ctx) {
      const id = oneId(args, this.usage);
      const { data } = await call<OperatorTicketStatusResponse>(ctx, 'POST', `tickets/${id}/reopen`, {});
      ctx.out(describeTicket(data));
    },
  },
  announce: {
    usage: 'announce --title T --body B [--publish-at ISO] [--expires-at ISO] [--pinned]',
    summary: 'publish an announcement to every member, now or at --publish-at',
    async run(args, ctx) {
      const title = takeOption(args, '--title');
      const body = takeOption(title.rest, '--body');
      const publishAt = takeOption(body.rest, '--publish-at');
      const expiresAt = takeOption(publishAt.rest, '--expires-at');
      const pinned = takeFlag(expiresAt.rest, '--pinned');
      if (pinned.rest.length > 0 || !title.value || !body.value) throw usageError(this.usage);
      const { data } = await call<OperatorAnnouncementResponse>(ctx, 'POST', 'announcements', {
        title: title.value,
        body: body.value,
        pinned: pinned.on,
        ...(publishAt.value ? { publish_at: publishAt.value } : {}),
        ...(expiresAt.value ? { expires_at: expiresAt.value } : {}),
      });
      ctx.out(describeAnnouncement(data));
    },
  },
  announcements: {
    usage: 'announcements [--page N]',
    summary: 'list announcements, newest first, with their state and how many members read them',
    async run(args, ctx) {
      const page = takeOption(args, '--page');
      if (page.rest.length > 0) throw usageError(this.usage);
      const query = page.value ? `?page=${encodeURIComponent(page.value)}` : '';
      const { data } = await call<OperatorAnnouncementsResponse>(ctx, 'GET', `announcements${query}`);
      if (data.data.length === 0) ctx.out('No announcements.');
      for (const announcement of data.data) ctx.out(describeAnnouncement(announcement));
    },
  },
  'withdraw-announcement': {
    usage: 'withdraw-announcement <id>',
    summary: 'stop showing an announcement',
    async run(args, ctx) {
      const id = oneId(args, this.usage, 'announcement');
      const { data } = await call<OperatorAnnouncementResponse>(
        ctx,
        'POST',
        `announcements/${id}/withdraw`,
        {},
      );
      ctx.out(describeAnnouncement(data));
    },
  },
};
