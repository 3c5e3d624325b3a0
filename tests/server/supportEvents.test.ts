import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createOutboxMailer } from '../../server/mail/mailer';
import { describeEngines, post, type TestContext, testConfig } from './harness';
import { type EventStream, openEventStream } from './liveStream';
import { signedInOperator } from './operatorFixtures';
import { operator, raiseTicket, supportMember } from './supportFixtures';

const silent = { info() {}, warn() {}, error() {} };
const opened: Array<{ app: FastifyInstance; streams: EventStream[] }> = [];

/** A listening instance of the app on the test's database and clock, with quick live timings. */
async function listening(c: TestContext) {
  const app = await buildApp({
    db: c.db,
    config: testConfig,
    mailer: createOutboxMailer(silent),
    now: c.clock.now,
    liveTimings: { heartbeatMs: 200, tokenCheckMs: 100, scheduleCheckMs: 50 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const entry = { app, streams: [] as EventStream[] };
  opened.push(entry);
  return {
    app,
    stream: async (token: string, path?: string) => {
      const stream = await openEventStream(address, token, path);
      entry.streams.push(stream);
      return stream;
    },
  };
}

describeEngines('GET events (live updates)', { pgliteToo: 'live events' }, (ctx) => {
  // Inside the engines' describe, so the apps close before the harness closes the database.
  afterEach(async () => {
    for (const { app, streams } of opened.splice(0)) {
      for (const stream of streams) stream.close();
      await app.close();
    }
  });

  it("tells the member of the operator's reply and status changes, never of notes or of others' tickets", async () => {
    const c = ctx();
    const live = await listening(c);
    const m = await supportMember(c);
    const other = await supportMember(c, 'other', { sponsor: m.username, position: 'L' });
    const id = await raiseTicket(c, m.token);
    const mine = await live.stream(m.token);
    const theirs = await live.stream(other.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-security-policy')).toContain("default-src 'self'");

    await operator(c, 'POST', `tickets/${id}/note`, { note: 'Internal: waiting for the chain' });
    const reply = await operator(c, 'POST', `tickets/${id}/reply`, { message: 'Credited now' });
    const messageId = (reply.json() as { data: { id: number } }).data.id;
    const event = await mine.next('ticket');
    expect(event.data).toEqual({ ticket_id: id, status: 1, message_id: messageId });
    await operator(c, 'POST', `tickets/${id}/close`);
    expect((await mine.next('ticket', 2000, 1)).data).toEqual({ ticket_id: id, status: 2, message_id: null });
    await mine.next('heartbeat-never', 300).catch(() => {});
    expect(mine.events.filter((e) => e.event === 'ticket')).toHaveLength(2);
    expect(JSON.stringify(mine.events)).not.toContain('Internal');
    expect(mine.comments).toContain('heartbeat');
    expect(theirs.events).toEqual([]);
  });

  it('tells every member of an announcement published now, and of a scheduled one when its time comes', async () => {
    const c = ctx();
    const live = await listening(c);
    const m = await supportMember(c);
    const stream = await live.stream(m.token);
    const now = json(
      await operator(c, 'POST', 'announcements', { title: 'Security reminder', body: 'Text' }),
    );
    expect((await stream.next('announcement')).data).toEqual({ announcement_id: now.data.id });
    const at = new Date(c.clock.now().getTime() + 10 * 60_000);
    const later = json(
      await operator(c, 'POST', 'announcements', {
        title: 'Maintenance',
        body: 'Text',
        publish_at: at.toISOString(),
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events).toHaveLength(1);
    c.clock.set(new Date(at.getTime() + 1000));
    expect((await stream.next('announcement', 2000, 1)).data).toEqual({ announcement_id: later.data.id });
    await operator(c, 'POST', `announcements/${later.data.id}/withdraw`);
    expect((await stream.next('announcement', 2000, 2)).data).toEqual({ announcement_id: later.data.id });
  });

  it('tells members when an announcement expires, so their lists and counts drop it', async () => {
    const c = ctx();
    const live = await listening(c);
    const m = await supportMember(c);
    const stream = await live.stream(m.token);
    const until = new Date(c.clock.now().getTime() + 5 * 60_000);
    const shortLived = json(
      await operator(c, 'POST', 'announcements', {
        title: 'Deposits slow today',
        body: 'Text',
        expires_at: until.toISOString(),
      }),
    );
    expect((await stream.next('announcement')).data).toEqual({ announcement_id: shortLived.data.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events).toHaveLength(1);
    c.clock.set(new Date(until.getTime() + 1000));
    expect((await stream.next('announcement', 2000, 1)).data).toEqual({
      announcement_id: shortLived.data.id,
    });
  });

  it("tells operators of every ticket's new messages, notes and assignments, and the member only of their own", async () => {
    const c = ctx();
    const live = await listening(c);
    const member = await supportMember(c);
    const helpdesk = await signedInOperator(c, 'sup_live', 'support');
    const colleague = await signedInOperator(c, 'sup_mate', 'support');
    const finance = await signedInOperator(c, 'fin_live', 'finance');
    const desk = await live.stream(helpdesk.token, '/api/operator/events');
    expect(desk.status).toBe(200);
    expect((await live.stream(finance.token, '/api/operator/events')).status).toBe(403);
    const own = await live.stream(member.token);

    const id = await raiseTicket(c, member.token);
    expect((await desk.next('ticket')).data).toMatchObject({ ticket_id: id, status: 0 });
    await operator(c, 'POST', `tickets/${id}/note`, { note: 'Checking the chain' }, colleague.token);
    await operator(c, 'POST', `tickets/${id}/assign`, { assignee: 'sup_live' }, colleague.token);
    await operator(c, 'POST', `tickets/${id}/reply`, { message: 'Found it' }, colleague.token);
    await desk.next('ticket', 2000, 3);
    expect(desk.events.map((e) => (e.data as { message_id: number | null }).message_id !== null)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    // The member hears only the reply, never the note, the assignment or their own message.
    await own.next('ticket');
    await own.next('never', 200).catch(() => {});
    expect(own.events).toHaveLength(1);

    expect((await operator(c, 'POST', 'sign-out', undefined, helpdesk.token)).statusCode).toBe(200);
    await Promise.race([
      desk.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end')), 2000)),
    ]);
  });

  it('refuses a stream without a live token and ends one whose token is revoked', async () => {
    const c = ctx();
    const live = await listening(c);
    const m = await supportMember(c);
    const stranger = await live.stream('not-a-token-at-all-0000');
    expect(stranger.status).toBe(401);
    const stream = await live.stream(m.token);
    expect(stream.status).toBe(200);
    expect((await post(c.app, '/api/logout', {}, m.token)).statusCode).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end')), 2000)),
    ]);
  });
});

function json(res: { json(): unknown }) {
  return res.json() as { data: { id: number } };
}
