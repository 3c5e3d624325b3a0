import { assign, fromPromise, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isApiFailure } from '../../api/errors';
import {
  getMyReserveProof,
  type MyReserveProof,
  type MyReserveProofResponse,
  NO_PROOF_PUBLISHED,
  type ProofCheck,
  type ReserveProof,
  verifyInBrowser,
} from '../../api/proofOfReserves';
import { exceptionText } from '../reserveTrade/exceptionText';

export interface ReserveProofContext {
  /** The member's proof and what it shows, once read. */
  proof: MyReserveProof | null;
  /** The last check's outcome; cleared when a new check starts. */
  check: ProofCheck | null;
  /** Why there is no proof to show: nothing published yet, or the read failed. */
  message: string | null;
}

export type ReserveProofEvent = { type: 'proof.verify' } | { type: 'proof.retry' };

/**
 * A 404's own words when the server gave some (the member joined after the snapshot), else the plain default.
 * The client fills a refusal without words with its status code.
 */
const unpublishedText = (answer: ApiResult<MyReserveProofResponse>): string => {
  if (!isApiFailure(answer)) return NO_PROOF_PUBLISHED;
  const text = firstErrorMessage(answer, '');
  return text && text !== String(answer.code) ? text : NO_PROOF_PUBLISHED;
};

const refusalText = (answer: ApiResult<MyReserveProofResponse>): string =>
  firstErrorMessage(isApiFailure(answer) ? answer : undefined);

/**
 * Verify my balance (Account): reads the member's proof in the newest published snapshot, then, each time the
 * member asks, recomputes its path to the published root in the browser. Nothing published (404) is a state
 * of its own, not an error: there is nothing to retry.
 */
export const reserveProofMachine = setup({
  types: { context: {} as ReserveProofContext, events: {} as ReserveProofEvent },
  actors: {
    loadProof: fromPromise<ApiResult<MyReserveProofResponse>>(() => getMyReserveProof()),
    verifyProof: fromPromise<ProofCheck, { proof: ReserveProof }>(({ input }) =>
      verifyInBrowser(input.proof),
    ),
  },
  guards: {
    isLoaded: (_, answer: ApiResult<MyReserveProofResponse>) => !isApiFailure(answer),
    isUnpublished: (_, answer: ApiResult<MyReserveProofResponse>) =>
      isApiFailure(answer) && answer.code === 404,
    isVerified: (_, check: ProofCheck) => check.ok,
  },
}).createMachine({
  id: 'reserveProof',
  context: { proof: null, check: null, message: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ message: null }),
      invoke: {
        src: 'loadProof',
        onDone: [
          {
            guard: { type: 'isLoaded', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({
              proof: ({ event }) => (isApiFailure(event.output) ? null : event.output.data),
            }),
          },
          {
            guard: { type: 'isUnpublished', params: ({ event }) => event.output },
            target: 'unpublished',
            actions: assign({ message: ({ event }) => unpublishedText(event.output) }),
          },
          {
            target: 'loadFailed',
            actions: assign({ message: ({ event }) => refusalText(event.output) }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ message: ({ event }) => exceptionText(event.error) }),
        },
      },
    },
    ready: { on: { 'proof.verify': 'verifying' } },
    verifying: {
      tags: ['busy'],
      entry: assign({ check: null }),
      invoke: {
        src: 'verifyProof',
        input: ({ context }) => ({ proof: context.proof?.proof as ReserveProof }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => event.output },
            target: 'verified',
            actions: assign({ check: ({ event }) => event.output }),
          },
          { target: 'notVerified', actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'notVerified',
          actions: assign({ check: ({ event }) => ({ ok: false, reason: exceptionText(event.error) }) }),
        },
      },
    },
    verified: { on: { 'proof.verify': 'verifying' } },
    notVerified: { tags: ['error'], on: { 'proof.verify': 'verifying' } },
    unpublished: {},
    loadFailed: { tags: ['error'], on: { 'proof.retry': 'loading' } },
  },
});
