import { assign, fromPromise, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import {
  CLAIM_POLL_MS,
  type ClaimProfitResponse,
  type ClaimStatusResponse,
  getClaimProfit,
  getClaimStatus,
  type ReserveIncome,
} from '../../api/reserve';
import { exceptionText } from '../reserveTrade/exceptionText';

export interface ReserveClaimInput {
  subscriptionId: number;
  invoiceId: string;
  /** The reservation's income when it was claimed before (e.g. the page was reloaded while it was being paid). */
  income?: Pick<ReserveIncome, 'income_id' | 'is_paid' | 'profit'> | null;
}

export interface ReserveClaimContext {
  subscriptionId: number;
  invoiceId: string;
  incomeId: number | null;
  /** The profit paid, shown to 4 decimals. */
  profit: string | null;
  error: string | null;
}

export type ReserveClaimEvent = { type: 'claim.start' } | { type: 'result.close' };

export const reserveClaimMachine = setup({
  types: {
    context: {} as ReserveClaimContext,
    input: {} as ReserveClaimInput,
    events: {} as ReserveClaimEvent,
  },
  actors: {
    claimProfit: fromPromise<ApiResult<ClaimProfitResponse>, { id: number; reserveId: string }>(({ input }) =>
      getClaimProfit(input.id, input.reserveId),
    ),
    checkClaimStatus: fromPromise<ApiResult<ClaimStatusResponse>, { incomeId: number }>(({ input }) =>
      getClaimStatus(input.incomeId),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the dashboard and the balances once the claim is paid. */
    refresh: () => {},
  },
  guards: {
    isPaid: ({ context }) => context.incomeId !== null && context.profit !== null,
    isPending: ({ context }) => context.incomeId !== null,
    isAccepted: (_, answer: ApiResult<ClaimProfitResponse>) => isOk(answer),
    isPaidOut: (_, answer: ApiResult<ClaimStatusResponse>) => isOk(answer) && answer.data.is_paid === 1,
  },
  delays: { claimPoll: CLAIM_POLL_MS },
}).createMachine({
  id: 'reserveClaim',
  context: ({ input }) => ({
    subscriptionId: input.subscriptionId,
    invoiceId: input.invoiceId,
    incomeId: input.income?.income_id ?? null,
    profit: input.income?.is_paid === 1 ? input.income.profit : null,
    error: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        // Paid before this page opened: the result was shown then, so it is not announced again.
        { guard: 'isPaid', target: 'done' },
        { guard: 'isPending', target: 'polling' },
        { target: 'idle' },
      ],
    },
    idle: { on: { 'claim.start': 'claiming' } },
    claiming: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'claimProfit',
        input: ({ context }) => ({ id: context.subscriptionId, reserveId: context.invoiceId }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'polling',
            actions: assign({
              incomeId: ({ event }) => (isOk(event.output) ? event.output.income_id : null),
            }),
          },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => firstErrorMessage(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => exceptionText(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: exceptionText(event.error) }) },
          ],
        },
      },
    },
    polling: {
      tags: ['busy'],
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'checkClaimStatus',
            input: ({ context }) => ({ incomeId: context.incomeId ?? 0 }),
            onDone: [
              {
                guard: { type: 'isPaidOut', params: ({ event }) => event.output },
                target: '#reserveClaim.paid',
                actions: [
                  assign({ profit: ({ event }) => (isOk(event.output) ? event.output.data.profit : null) }),
                  { type: 'notifySuccess', params: { message: 'Claim paid' } },
                  'refresh',
                ],
              },
              // Not paid yet, or a status read that failed: the claim is recorded, so asking again is safe.
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: { after: { claimPoll: 'checking' } },
      },
    },
    paid: { on: { 'result.close': 'done' } },
    done: {},
    failed: { tags: ['error'], on: { 'claim.start': 'claiming' } },
  },
});
