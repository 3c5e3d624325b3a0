import { assign, fromPromise, setup } from 'xstate';
import { canReopen, getReopenTicket, TICKET_STATUS, type TicketStatus } from '../../api/support';
import { isAcceptedAnswer, notifyAnswer, notifyRefusal, refusalOf } from '../answers';

export interface TicketReopenInput {
  ticketId: number;
  status: TicketStatus;
}
export interface TicketReopenContext extends TicketReopenInput {
  error: string | null;
}
export type TicketReopenEvent =
  | { type: 'reopen.request' }
  | { type: 'reopen.confirm' }
  | { type: 'reopen.cancel' }
  /** GET ticket/{id}/details answered again (a live event, another tab, the operator). */
  | { type: 'ticket.sync'; status: TicketStatus };

/**
 * Reopening a closed ticket (spec document 2 §4 'Ticket status'): the Reopen button acts only while the
 * ticket is closed (2); the member confirms, GET ticket/{id}/re-open runs, and the chat opens again.
 */
export const ticketReopenMachine = setup({
  types: {
    context: {} as TicketReopenContext,
    input: {} as TicketReopenInput,
    events: {} as TicketReopenEvent,
  },
  actors: {
    reopenTicket: fromPromise(({ input }: { input: { ticketId: number } }) =>
      getReopenTicket(input.ticketId),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the ticket and the list, which now say Reopen. */
    refresh: () => {},
    markReopened: assign({ status: TICKET_STATUS.reopened, error: null }),
    showRefusal: assign({ error: ({ event }) => refusalOf(event) }),
    followServer: assign({
      status: ({ context, event }) => (event.type === 'ticket.sync' ? event.status : context.status),
    }),
  },
  guards: {
    canReopen: ({ context }) => canReopen(context.status),
    isAccepted: ({ event }) => isAcceptedAnswer(event),
  },
  delays: {
    /** How long 'Ticket reopened' stays beside the button before it rests again. */
    doneNotice: 3000,
  },
}).createMachine({
  id: 'ticketReopen',
  context: ({ input }) => ({ ...input, error: null }),
  on: { 'ticket.sync': { actions: 'followServer' } },
  initial: 'idle',
  states: {
    idle: { on: { 'reopen.request': { guard: 'canReopen', target: 'confirming' } } },
    confirming: {
      on: {
        'reopen.confirm': { guard: 'canReopen', target: 'reopening' },
        'reopen.cancel': { target: 'idle' },
      },
    },
    reopening: {
      tags: ['busy'],
      invoke: {
        src: 'reopenTicket',
        input: ({ context }) => ({ ticketId: context.ticketId }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'done',
            actions: ['markReopened', notifyAnswer('Ticket reopened'), 'refresh'],
          },
          { target: 'failed', actions: ['showRefusal', notifyRefusal, 'refresh'] },
        ],
        onError: { target: 'failed', actions: ['showRefusal', notifyRefusal] },
      },
    },
    done: { after: { doneNotice: { target: 'idle' } } },
    failed: {
      tags: ['error'],
      on: {
        'reopen.request': { guard: 'canReopen', target: 'confirming', actions: assign({ error: null }) },
      },
    },
  },
});
