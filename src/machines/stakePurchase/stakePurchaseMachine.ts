import { assign, fromPromise, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import {
  getStakeTerms,
  postStake,
  type StakeTermsQuery,
  type StakeTermsResponse,
  type StakingPackage,
  type SubscriptionStoreResponse,
} from '../../api/staking';
import { isUncertain } from '../verification/moneyRules';
import { emptyStakeForm, filterDigits, stakeBodyOf, stakeFieldErrors, termsQueryOf } from './stakeForm';
import type {
  StakePurchaseContext,
  StakePurchaseEvent,
  StakePurchaseInput,
  SubmitStakeInput,
} from './stakePurchaseTypes';

export type { StakePurchaseContext, StakePurchaseEvent, StakePurchaseInput, SubmitStakeInput };

/** The message of an answer the isAccepted guard turned down. */
const refusal = (answer: ApiResult<StakeTermsResponse | SubscriptionStoreResponse>) =>
  isOk(answer) ? SOMETHING_WENT_WRONG : firstErrorMessage(answer);

/** The open modal's package: every state but `closed` has one, set by the event that opened it. */
function openPackage({ package: pkg }: StakePurchaseContext): StakingPackage {
  if (!pkg) throw new Error('The Stake Now modal is open without a package');
  return pkg;
}

const uncertain = { message: SOMETHING_WENT_WRONG };
const uncertainActions = [
  { type: 'fail', params: uncertain },
  { type: 'notifyError', params: uncertain },
] as const;
const refused = ({
  event,
}: {
  event: { output: ApiResult<StakeTermsResponse | SubscriptionStoreResponse> };
}) => ({
  message: refusal(event.output),
});
const refusedActions = [
  { type: 'fail', params: refused },
  { type: 'notifyError', params: refused },
] as const;

const closedContext = { package: null, form: emptyStakeForm, fieldErrors: {}, terms: null, error: null };

/**
 * The Stake Now modal (spec document 1 §4): step 1 the amount (and term for the Executive zone), Next fetches
 * the terms, step 2 shows them, Confirm stakes. A refusal goes back to step 1 with the spec's message; a lost
 * answer offers a retry with the same Idempotency-Key.
 */
export const stakePurchaseMachine = setup({
  types: {
    context: {} as StakePurchaseContext,
    input: {} as StakePurchaseInput,
    events: {} as StakePurchaseEvent,
  },
  actors: {
    fetchTerms: fromPromise<ApiResult<StakeTermsResponse>, StakeTermsQuery>(({ input }) =>
      getStakeTerms(input),
    ),
    submitStake: fromPromise<ApiResult<SubscriptionStoreResponse>, SubmitStakeInput>(
      ({ input: { idempotencyKey, ...body } }) => postStake(body, idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the stakes and the balances after a stake. */
    refresh: () => {},
    close: assign({ ...closedContext, idempotencyKey: null }),
    /** Shows why the step did not go through in the modal; the screen's notifyError toasts it too. */
    fail: assign({ error: (_, params: { message: string }) => params.message }),
  },
  guards: {
    formIsInvalid: ({ context }) => Object.keys(stakeFieldErrors(context.package, context.form)).length > 0,
    isAccepted: (_, answer: { status: unknown }) => isOk(answer),
    isUncertain: (_, answer: ApiResult<SubscriptionStoreResponse>) => isUncertain(answer),
  },
}).createMachine({
  id: 'stakePurchase',
  context: ({ input }) => ({ username: input.username, ...closedContext, idempotencyKey: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'purchase.open': {
          target: 'editing',
          actions: assign({ ...closedContext, package: ({ event }) => event.package }),
        },
      },
    },
    editing: {
      on: {
        'purchase.close': { target: 'closed', actions: 'close' },
        'form.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: filterDigits(event.value) }),
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
            error: null,
          }),
        },
        'form.next': [
          {
            guard: 'formIsInvalid',
            actions: assign({
              fieldErrors: ({ context }) => stakeFieldErrors(context.package, context.form),
            }),
          },
          { target: 'loadingTerms', actions: assign({ fieldErrors: {}, error: null }) },
        ],
      },
    },
    loadingTerms: {
      tags: ['busy'],
      on: { 'purchase.close': { target: 'closed', actions: 'close' } },
      invoke: {
        src: 'fetchTerms',
        input: ({ context }) => termsQueryOf(openPackage(context), context.form),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'reviewing',
            actions: assign({ terms: ({ event }) => (isOk(event.output) ? event.output.data : null) }),
          },
          {
            target: 'editing',
            actions: refusedActions,
          },
        ],
        onError: {
          target: 'editing',
          actions: uncertainActions,
        },
      },
    },
    reviewing: {
      on: {
        'purchase.close': { target: 'closed', actions: 'close' },
        'terms.back': { target: 'editing', actions: assign({ terms: null }) },
        'purchase.confirm': {
          target: 'submitting',
          actions: assign({ idempotencyKey: () => newIdempotencyKey() }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitStake',
        input: ({ context }) => ({
          ...stakeBodyOf(openPackage(context), context.form, context.username),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'closed',
            actions: [
              {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Staked') }),
              },
              'close',
              'refresh',
            ],
          },
          {
            guard: { type: 'isUncertain', params: ({ event }) => event.output },
            target: 'failed',
            actions: uncertainActions,
          },
          {
            // A refusal moved nothing: back to step 1 with the spec's message, to correct and try again.
            target: 'editing',
            actions: [assign({ terms: null, idempotencyKey: null }), ...refusedActions],
          },
        ],
        onError: {
          target: 'failed',
          actions: uncertainActions,
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'purchase.close': { target: 'closed', actions: 'close' },
      },
    },
  },
});
