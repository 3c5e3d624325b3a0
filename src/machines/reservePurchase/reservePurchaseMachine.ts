import { assign, fromPromise, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { PLAN_REQUIRED, postReserve, type ReserveStoreResponse } from '../../api/reserve';
import { exceptionText } from '../reserveTrade/exceptionText';
import { reserveAmount, shortfall } from './reservePurchaseRules';
import type {
  ReservePurchaseContext,
  ReservePurchaseEvent,
  ReservePurchaseInput,
  SubmitReserveInput,
} from './reservePurchaseTypes';

export type { ReservePurchaseContext, ReservePurchaseEvent, ReservePurchaseInput, SubmitReserveInput };

const withAmount = (context: ReservePurchaseContext, planId: number | null, balance = context.balance) => ({
  planId,
  amount: reserveAmount(
    balance,
    context.plans.find((p) => p.id === planId),
  ),
});

export const reservePurchaseMachine = setup({
  types: {
    context: {} as ReservePurchaseContext,
    input: {} as ReservePurchaseInput,
    events: {} as ReservePurchaseEvent,
  },
  actors: {
    submitReserve: fromPromise<ApiResult<ReserveStoreResponse>, SubmitReserveInput>(
      ({ input: { idempotencyKey, ...body } }) => postReserve(body, idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the dashboard and the balances after a reservation. */
    refresh: () => {},
  },
  guards: {
    hasPlan: ({ context }) => context.plans.some((p) => p.id === context.planId),
    isBelowMinimum: ({ context }) => shortfall(context) !== null,
    isAccepted: (_, answer: ApiResult<ReserveStoreResponse>) => isOk(answer),
  },
}).createMachine({
  id: 'reservePurchase',
  context: ({ input }) => ({ ...input, planId: null, amount: '', idempotencyKey: null, error: null }),
  on: {
    'data.update': {
      actions: assign(({ context, event }) => ({
        plans: event.plans,
        balance: event.balance,
        ...withAmount({ ...context, plans: event.plans }, context.planId, event.balance),
      })),
    },
  },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'plan.select': {
          actions: assign(({ context, event }) => ({ ...withAmount(context, event.planId), error: null })),
        },
        'reserve.open': [
          {
            // Asking to confirm an amount the server can only refuse helps no one: say what is missing now.
            guard: 'isBelowMinimum',
            actions: [
              assign({ error: ({ context }) => shortfall(context) }),
              { type: 'notifyError', params: ({ context }) => ({ message: shortfall(context) ?? '' }) },
            ],
          },
          { guard: 'hasPlan', target: 'confirming', actions: assign({ error: null }) },
          {
            actions: [
              assign({ error: PLAN_REQUIRED }),
              { type: 'notifyError', params: { message: PLAN_REQUIRED } },
            ],
          },
        ],
      },
    },
    confirming: {
      on: {
        'confirm.close': { target: 'selecting', actions: assign({ idempotencyKey: null, error: null }) },
        'confirm.submit': {
          target: 'submitting',
          actions: assign({
            idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
            error: null,
          }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitReserve',
        input: ({ context }) => ({
          username: context.username,
          package_id: context.planId ?? 0,
          type: context.type,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'selecting',
            actions: [
              assign({ idempotencyKey: null, error: null }),
              {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Reserved') }),
              },
              'refresh',
            ],
          },
          {
            // A refusal reserved nothing: the next confirm is a new request.
            target: 'confirming',
            actions: [
              assign({ idempotencyKey: null, error: ({ event }) => firstErrorMessage(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'confirming',
          actions: [
            assign({ error: ({ event }) => exceptionText(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: exceptionText(event.error) }) },
          ],
        },
      },
    },
  },
});
