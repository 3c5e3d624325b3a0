import { assign, fromPromise, setup } from 'xstate';
import { checkSponsor, checkUsername, type SponsorCheck, type UsernameCheck } from '../../api/auth';
import { type ApiResult, isOk } from '../../api/errors';

export interface NameChecksInput {
  /** The sponsor from an invitation link, checked at once. */
  linkedSponsor: string | null;
}

export interface NameChecksContext extends NameChecksInput {
  usernameAvailability: UsernameCheck['data'] | null;
  sponsorCheck: { availability: SponsorCheck['data']; info: string } | null;
}

export type NameChecksEvent =
  | { type: 'username.commit'; username: string }
  | { type: 'sponsor.commit'; sponsor: string };

/**
 * The sign-up form's checks as the member leaves a field: whether the username is free, and whose is the
 * sponsor's username. Each check runs on its own; a newer commit replaces a check still under way, and an
 * emptied field or a lost answer forgets the answer. A commit re-enters only its own region (no `reenter`):
 * re-entering the region itself would re-enter the parallel root and cancel the other field's check.
 */
export const nameChecksMachine = setup({
  types: {
    context: {} as NameChecksContext,
    input: {} as NameChecksInput,
    events: {} as NameChecksEvent,
  },
  actors: {
    checkUsername: fromPromise<ApiResult<UsernameCheck>, string>(({ input }) => checkUsername(input)),
    checkSponsor: fromPromise<ApiResult<SponsorCheck>, string>(({ input }) => checkSponsor(input)),
  },
  guards: {
    hasLinkedSponsor: ({ context }) => Boolean(context.linkedSponsor),
    isUsernameEmpty: ({ event }) => event.type === 'username.commit' && !event.username.trim(),
    isSponsorEmpty: ({ event }) => event.type === 'sponsor.commit' && !event.sponsor.trim(),
  },
}).createMachine({
  id: 'nameChecks',
  context: ({ input }) => ({ ...input, usernameAvailability: null, sponsorCheck: null }),
  type: 'parallel',
  states: {
    username: {
      initial: 'unchecked',
      on: {
        'username.commit': [
          { guard: 'isUsernameEmpty', target: '.unchecked', actions: assign({ usernameAvailability: null }) },
          { target: '.checking' },
        ],
      },
      states: {
        unchecked: {},
        checking: {
          invoke: {
            src: 'checkUsername',
            input: ({ event }) => (event.type === 'username.commit' ? event.username.trim() : ''),
            onDone: {
              target: 'checked',
              actions: assign({
                usernameAvailability: ({ event }) => (isOk(event.output) ? event.output.data : null),
              }),
            },
            // A lost answer must not leave the previous name's answer showing against this one.
            onError: { target: 'unchecked', actions: assign({ usernameAvailability: null }) },
          },
        },
        checked: {},
      },
    },
    sponsor: {
      initial: 'unchecked',
      on: {
        'sponsor.commit': [
          { guard: 'isSponsorEmpty', target: '.unchecked', actions: assign({ sponsorCheck: null }) },
          { target: '.checking' },
        ],
      },
      states: {
        unchecked: { always: { guard: 'hasLinkedSponsor', target: 'checking' } },
        checking: {
          invoke: {
            src: 'checkSponsor',
            input: ({ context, event }) =>
              event.type === 'sponsor.commit' ? event.sponsor.trim() : (context.linkedSponsor ?? ''),
            onDone: {
              target: 'checked',
              actions: assign({
                sponsorCheck: ({ event }) =>
                  isOk(event.output)
                    ? { availability: event.output.data, info: event.output.info }
                    : { availability: 'Not Available' as const, info: '' },
              }),
            },
            onError: { target: 'checked', actions: assign({ sponsorCheck: null }) },
          },
        },
        checked: {},
      },
    },
  },
});
