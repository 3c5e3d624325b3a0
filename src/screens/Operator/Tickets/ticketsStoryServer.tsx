import { clearOperatorToken, setOperatorToken } from '../../../api/operatorSession';
import type { OperatorTicket, OperatorTicketMessage } from '../../../api/operatorSupport';
import { pngBytes } from '../../shared/pngFixtures';
import { fakeNetwork, json, type SentRequest } from '../../shared/wiredStory';
import { conversation, queuePage, queueTickets } from './ticketsFixtures';

const encoder = new TextEncoder();

/** GET operator/events as a story drives it: open (and `push` sends an event), or down (503). */
export function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const live = {
    down: false,
    respond(): Response {
      if (live.down) return json({ status: false, msg: 'Unavailable' }, 503);
      const body = new ReadableStream<Uint8Array>({
        start(next) {
          controller = next;
          next.enqueue(encoder.encode('retry: 5000\n: connected\n\n'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    push(data: { ticket_id: number; status: number; message_id: number | null }) {
      controller?.enqueue(encoder.encode(`event: ticket\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
  return live;
}

const ok = (msg: string, data: unknown) => json({ status: true, msg, message: msg, data });

/** The server's tickets as one story changes them. */
export interface TicketsState {
  queue: OperatorTicket[];
  messages: OperatorTicketMessage[];
}

type Overrides = Record<string, (request: SentRequest) => Response>;

function answerTicket(state: TicketsState, path: string, request: SentRequest): Response | null {
  const match = /^operator\/tickets\/(\d+)(?:\/(\w+))?$/.exec(path);
  const ticket = match && state.queue.find((candidate) => candidate.id === Number(match[1]));
  if (!match || !ticket) return match ? json({ status: false, msg: 'Ticket not found' }, 404) : null;
  const body = request.body as Record<string, unknown>;
  const add = (message: string, internal: boolean, author: string) => {
    const added = { id: 100 + state.messages.length, message, message_time: '2026-03-04T12:00:00Z' };
    const entry = { ...added, admin_username: author, image: false, internal, images: [] };
    state.messages = [...state.messages, entry];
    return entry;
  };
  switch (match[2]) {
    case undefined:
      return json({ status: true, data: { ticket, messages: state.messages } });
    case 'reply':
      ticket.status = 1;
      return ok('Reply sent', add(String(body.message), false, 'Support'));
    case 'note':
      return ok("Note added to alice's ticket", add(String(body.note), true, 'demo_support'));
    case 'assign':
      ticket.assigned_to = (body.assignee as string | null) ?? null;
      return ok(
        ticket.assigned_to ? `Ticket assigned to ${ticket.assigned_to}` : 'Ticket unassigned',
        ticket,
      );
    case 'close':
    case 'reopen':
      ticket.status = match[2] === 'close' ? 2 : 3;
      return ok(match[2] === 'close' ? 'Ticket closed' : 'Ticket reopened', ticket);
    default:
      return null;
  }
}

/**
 * A fake back office server for the tickets section: the queue, each ticket, its images, every action, and
 * the live stream; `overrides` answers some paths (query included) differently.
 */
export function ticketsServer() {
  const network = fakeNetwork('alice');
  const live = liveStream();
  const state: TicketsState = { queue: [], messages: [] };
  const serve =
    (overrides: Overrides = {}, setUp: (state: TicketsState) => void = () => {}) =>
    () => {
      state.queue = queueTickets.map((ticket) => ({ ...ticket }));
      state.messages = [...conversation];
      live.down = false;
      setUp(state);
      const stop = network.serve((path, request) => {
        const own = overrides[path];
        if (own) return own(request);
        if (path === 'operator/events') return live.respond();
        if (path.startsWith('operator/tickets?')) return json({ status: true, data: queuePage(state.queue) });
        if (/^operator\/ticket-image\/\d+$/.test(path))
          return new Response(pngBytes, { headers: { 'content-type': 'image/png' } });
        return answerTicket(state, path, request) ?? json({ status: false, msg: 'Not found' }, 404);
      })();
      setOperatorToken('operator-token');
      return () => {
        stop();
        clearOperatorToken();
      };
    };
  return { ...network, live, state, serve };
}
