import { apiBaseURL } from './client';
import { isOneOf } from './contract/literalRules';
import type { TicketLiveEvent } from './contract/support';
import { TICKET_STATUS } from './contract/supportRules';
import { connectLive, type LiveOptions, type LiveStatus } from './live';
import { clearOperatorToken, getOperatorToken } from './operatorSession';

export type { LiveStatus } from './live';

/** While the stream is down, what it would have told is fetched this often instead. */
export const OPERATOR_LIVE_POLL_MS = 5000;

export interface OperatorLiveOptions extends Pick<LiveOptions, 'fetch' | 'backoff' | 'silenceMs'> {
  /** The operator's session token; the stream carries every ticket's changes, never to members. */
  token: string;
  /** A ticket changed: a member's message, a note, a reply, a move or an assignment. */
  onTicket: (event: TicketLiveEvent) => void;
  /** Whatever the stream covers may have changed unseen: fetch it again. */
  onMissed: () => void;
  onStatus?: (status: LiveStatus) => void;
  pollMs?: number;
}

const ticketStatuses = Object.values(TICKET_STATUS);

/** A ticket event's data in the contract's shape, or null for anything else. */
function ticketEvent(data: unknown): TicketLiveEvent | null {
  if (typeof data !== 'object' || data === null || !('ticket_id' in data) || !('status' in data)) return null;
  const { ticket_id, status } = data;
  const message_id = 'message_id' in data ? data.message_id : null;
  if (typeof ticket_id !== 'number' || !isOneOf(ticketStatuses, status)) return null;
  if (message_id !== null && typeof message_id !== 'number') return null;
  return { ticket_id, status, message_id };
}

/**
 * Opens GET operator/events with the operator's token and keeps it open. It is the member's stream (the same
 * reader, heartbeat watch and back-off) at another address, with two differences: a refused token ends the
 * operator's session and never the member's, and stops for good; while the stream is down `onMissed` runs
 * every `pollMs`, and once more when it is back, since events sent meanwhile are lost.
 * Returns the function that closes it.
 */
export function connectOperatorLive(options: OperatorLiveOptions): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const pollMs = options.pollMs ?? OPERATOR_LIVE_POLL_MS;
  let poll: ReturnType<typeof setInterval> | undefined;
  let missed = false;
  let stopped = false;
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const stop = () => {
    stopped = true;
    stopPolling();
    close();
  };

  const operatorFetch: typeof fetch = async (_memberStream, init) => {
    const response = await doFetch(`${apiBaseURL}/operator/events`, init);
    if (response.status !== 401) return response;
    // A newer session, signed in while this one was refused, stays.
    if (getOperatorToken() === options.token) clearOperatorToken('ended');
    stop();
    throw new Error('The operator session has ended');
  };

  const close = connectLive({
    token: options.token,
    fetch: operatorFetch,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.silenceMs ? { silenceMs: options.silenceMs } : {}),
    onEvent: (name, data) => {
      if (name !== 'ticket') return;
      const event = ticketEvent(data);
      if (event) options.onTicket(event);
      else options.onMissed();
    },
    onStatus: (status) => {
      if (stopped) return;
      options.onStatus?.(status);
      if (status === 'open') {
        stopPolling();
        if (missed) options.onMissed();
        missed = false;
      } else if (status === 'down' && !poll) {
        missed = true;
        options.onMissed();
        poll = setInterval(options.onMissed, pollMs);
      }
    },
  });
  return stop;
}
