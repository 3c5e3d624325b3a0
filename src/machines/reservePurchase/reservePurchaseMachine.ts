import { assign, fromPromise, setup } from 'xstate';
import { amountMicros } from '../../api/amount';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import {
  belowMinimum,
  PLAN_REQUIRED,
  postReserve,
  type ReservePlan,
  type ReserveStoreResponse,
  type ReserveType,
} from '../../api/reserve';
import { exceptionText } from '../reserveTrade/exceptionText';

export interface ReservePurchaseInput {
  username: string;
  type: ReserveType;
  plans: readonly ReservePlan[];
  /** The reserve wallet, decimal string. */
  balance: string;
}

export interface ReservePurchaseContext extends ReservePurchaseInput {
  planId: number | null;
  /** What Confirm will reserve: the balance, capped at the plan's maximum (the amount is not edited here). */
  amount: string;
  /** One key per confirmed reservation; confirming again after a lost answer reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type SubmitReserveInput = {
  username: string;
  package_id: number;
  type: ReserveType;
  idempotencyKey: string;
};

export type ReservePurchaseEvent =
  | { type: 'plan.select'; planId: number | null }
  | { type: 'data.update'; plans: readonly ReservePlan[]; balance: string }
  | { type: 'reserve.open' }
  | { type: 'confirm.close' }
  | { type: 'confirm.submit' };

/** The amount a reservation takes: the whole reserve balance, capped at the plan's maximum_price. */
export function reserveAmount(balance: string, plan: ReservePlan | undefined): string {
  if (!plan) return '';
  const have = amountMicros(balance) ?? 0n;
  const cap = amountMicros(plan.maximum_price);
  return cap !== null && have > cap ? plan.maximum_price : balance;
}

/** The refusal a reservation below the selected plan's minimum would get, or null when it may go ahead. */
function shortfall(context: ReservePurchaseContext): string | null {
  const plan = context.plans.find((p) => p.id === context.planId);
  if (!plan) return null;
  const have = amountMicros(context.balance) ?? 0n;
  const minimum = amountMicros(plan.minimum_price) ?? 0n;
  return have < minimum ? belowMinimum(plan.minimum_price) : null;
}

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
