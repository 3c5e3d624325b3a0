import { assign, fromPromise, setup } from 'xstate';
import { admitTicketImages, postReply, type ReplyInput } from '../../api/support';
import { isAcceptedAnswer, notifyRefusal, outputOf, refusalOf } from '../answers';
import { imagesError } from '../ticketImages';

export interface TicketReplyInput {
  ticketId: number;
  /** A closed ticket (status 2) takes no reply until it is reopened. */
  closed: boolean;
}
export interface TicketReplyContext extends TicketReplyInput {
  text: string;
  images: File[];
  error: string | null;
}
export type TicketReplyEvent =
  | { type: 'text.change'; text: string }
  | { type: 'images.add'; files: File[] }
  | { type: 'image.remove'; index: number }
  | { type: 'reply.send' }
  | { type: 'ticket.sync'; closed: boolean };

const composing = {
  'text.change': { actions: 'takeText' },
  'images.add': { actions: 'addImages' },
  'image.remove': { actions: 'removeImage' },
  // A reply with empty text is not sent (spec document 2 §5 'Ticket').
  'reply.send': [{ guard: 'isEmpty' }, { target: 'checking', actions: 'clearError' }],
  'ticket.sync': { guard: 'isClosedNow', target: 'closed', actions: 'markClosed' },
} as const;

/**
 * The chat's message box: text and images go as POST reply (multipart); a refusal keeps what the member wrote
 * so nothing is lost, and a closed ticket disables the box until it is reopened.
 */
export const ticketReplyMachine = setup({
  types: {
    context: {} as TicketReplyContext,
    input: {} as TicketReplyInput,
    events: {} as TicketReplyEvent,
  },
  actors: {
    inspectImages: fromPromise(({ input }: { input: readonly Blob[] }) => imagesError(input)),
    sendReply: fromPromise(({ input }: { input: ReplyInput }) => postReply(input)),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    /** The screen reloads the ticket, which now ends with this reply. */
    replied: () => {},
    clearDraft: assign({ text: '', images: [], error: null }),
    clearError: assign({ error: null }),
    markClosed: assign({ closed: true }),
    takeText: assign(({ event }) => (event.type === 'text.change' ? { text: event.text, error: null } : {})),
    addImages: assign(({ context, event }) => {
      if (event.type !== 'images.add') return {};
      const { admitted, refusal } = admitTicketImages(context.images.length, event.files);
      return { images: [...context.images, ...admitted], error: refusal };
    }),
    removeImage: assign(({ context, event }) =>
      event.type === 'image.remove'
        ? { images: context.images.filter((_, index) => index !== event.index), error: null }
        : {},
    ),
    showImageError: assign({ error: ({ event }) => String(outputOf(event) ?? '') }),
    showRefusal: assign({ error: ({ event }) => refusalOf(event) }),
  },
  guards: {
    isClosed: ({ context }) => context.closed,
    isClosedNow: ({ event }) => event.type === 'ticket.sync' && event.closed,
    isOpenNow: ({ event }) => event.type === 'ticket.sync' && !event.closed,
    isEmpty: ({ context }) => context.text.trim() === '',
    hasImageProblem: ({ event }) => typeof outputOf(event) === 'string',
    isAccepted: ({ event }) => isAcceptedAnswer(event),
  },
}).createMachine({
  id: 'ticketReply',
  context: ({ input }) => ({ ...input, text: '', images: [], error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isClosed', target: 'closed' }, { target: 'ready' }] },
    ready: { on: composing },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'inspectImages',
        input: ({ context }) => context.images,
        onDone: [
          { guard: 'hasImageProblem', target: 'failed', actions: 'showImageError' },
          { target: 'sending' },
        ],
        onError: { target: 'failed', actions: 'showRefusal' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendReply',
        input: ({ context }) => ({
          id: context.ticketId,
          message: context.text.trim(),
          images: context.images,
        }),
        onDone: [
          { guard: 'isAccepted', target: 'ready', actions: ['clearDraft', 'replied'] },
          { target: 'failed', actions: ['showRefusal', notifyRefusal] },
        ],
        onError: { target: 'failed', actions: ['showRefusal', notifyRefusal] },
      },
    },
    failed: { tags: ['error'], on: composing },
    closed: {
      on: { 'ticket.sync': { guard: 'isOpenNow', target: 'ready', actions: assign({ closed: false }) } },
    },
  },
});
