import { assign, fromPromise, setup } from 'xstate';
import { isOk } from '../../api/errors';
import { admitTicketImages, postRaiseTicket, type RaiseTicketInput } from '../../api/support';
import { answerOf, isAcceptedAnswer, notifyAnswer, notifyRefusal, outputOf, refusalOf } from '../answers';
import { imagesError } from '../ticketImages';
import {
  emptyForm,
  formErrors,
  placeServerErrors,
  type RaiseTicketContext,
  type RaiseTicketEvent,
  type RaiseTicketInputs,
  raiseTicketBody,
} from './raiseTicketRules';

export * from './raiseTicketRules';

/** Edits the member may make whenever nothing is being sent. */
const editing = {
  'field.change': { actions: 'takeField' },
  'images.add': { actions: 'addImages' },
  'image.remove': { actions: 'removeImage' },
  'form.submit': [
    { guard: 'hasFieldErrors', target: 'editing', actions: 'showFieldErrors' },
    { target: 'validating', actions: 'clearErrors' },
  ],
} as const;

/**
 * The Raise Ticket modal (spec document 2 §5 'Ticket', §7 POST raise-ticket): subject, the 'Others subject'
 * when that subject is chosen, the message and images are checked in the browser, then sent as multipart; the
 * server's field errors come back to their fields and its first message is toasted (§8).
 */
export const raiseTicketMachine = setup({
  types: {
    context: {} as RaiseTicketContext,
    input: {} as RaiseTicketInputs,
    events: {} as RaiseTicketEvent,
  },
  actors: {
    inspectImages: fromPromise(({ input }: { input: readonly Blob[] }) => imagesError(input)),
    raiseTicket: fromPromise(({ input }: { input: RaiseTicketInput }) => postRaiseTicket(input)),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** The screen opens the new ticket and reloads the list. */
    ticketRaised: (_, _params: { ticketId: number }) => {},
    takeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const key = { subject_id: 'subjectId', others_subject: 'othersSubject', message: 'message' } as const;
      return {
        [key[event.field]]: event.value,
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
      };
    }),
    addImages: assign(({ context, event }) => {
      if (event.type !== 'images.add') return {};
      const { admitted, refusal } = admitTicketImages(context.images.length, event.files);
      return {
        images: [...context.images, ...admitted],
        fieldErrors: { ...context.fieldErrors, images: refusal ?? undefined },
      };
    }),
    removeImage: assign(({ context, event }) =>
      event.type === 'image.remove'
        ? {
            images: context.images.filter((_, index) => index !== event.index),
            fieldErrors: { ...context.fieldErrors, images: undefined },
          }
        : {},
    ),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => formErrors(context) }),
    showImageError: assign({
      fieldErrors: ({ context, event }) => ({
        ...context.fieldErrors,
        images: String(outputOf(event) ?? ''),
      }),
    }),
    showRefusal: assign(({ event }) => {
      const answer = answerOf(event);
      const placed = placeServerErrors(answer?.errors);
      const named = Object.keys(placed.fields).length > 0;
      return { fieldErrors: placed.fields, error: named ? placed.general : refusalOf(event) };
    }),
    keepTicket: assign({
      ticketId: ({ event }) => ticketIdIn(outputOf(event)),
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(formErrors(context)).length > 0,
    hasImageProblem: ({ event }) => typeof outputOf(event) === 'string',
    isAccepted: ({ event }) => isAcceptedAnswer(event),
  },
}).createMachine({
  id: 'raiseTicket',
  context: ({ input }) => ({ subjects: input.subjects ?? [], ...emptyForm }),
  on: {
    'subjects.load': { actions: assign({ subjects: ({ event }) => event.subjects }) },
    'form.reset': { target: '.editing', actions: assign(emptyForm) },
  },
  initial: 'editing',
  states: {
    editing: { on: editing },
    validating: {
      tags: ['busy'],
      invoke: {
        src: 'inspectImages',
        input: ({ context }) => context.images,
        onDone: [
          { guard: 'hasImageProblem', target: 'editing', actions: 'showImageError' },
          { target: 'sending' },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => refusalOf(event) }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'raiseTicket',
        input: ({ context }) => raiseTicketBody(context),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'done',
            actions: [
              'keepTicket',
              notifyAnswer('Ticket raised'),
              { type: 'ticketRaised', params: ({ event }) => ({ ticketId: ticketIdOf(event.output) }) },
            ],
          },
          { target: 'failed', actions: ['showRefusal', notifyRefusal] },
        ],
        onError: { target: 'failed', actions: ['showRefusal', notifyRefusal] },
      },
    },
    failed: { tags: ['error'], on: editing },
    done: {},
  },
});

/** The id POST raise-ticket answers with, when its answer carries one. */
function ticketIdIn(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('ticket_id' in answer)) return null;
  return typeof answer.ticket_id === 'number' ? answer.ticket_id : null;
}

const ticketIdOf = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'status' in answer && isOk(answer)
    ? (ticketIdIn(answer) ?? 0)
    : 0;
