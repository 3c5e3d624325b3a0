import { assign, fromPromise, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import { postReserveTrade, type ReserveTradeResponse } from '../../api/reserve';
import { exceptionText } from './exceptionText';

export interface ReserveSchedule {
  /** Seconds until the next trade time, by the server's clock (see secondsUntil). */
  secondsLeft: number;
  /** The reservation's is_claimed: 0 open, otherwise claimed. */
  isClaimed: number;
}

export interface ReserveTradeContext extends ReserveSchedule {
  logId: number | null;
  /** The trade return of the last trade, shown in the Congratulations modal. */
  result: string | null;
  error: string | null;
}

export type ReserveTradeEvent =
  | { type: 'schedule.update'; secondsLeft: number; isClaimed: number }
  | { type: 'trade.start'; logId: number }
  | { type: 'result.close' };

/**
 * Seconds from now to `nextTradeTime` by the server's clock: the offset between the server's time and the
 * device's at the moment the dashboard arrived corrects a device clock that is set wrong.
 */
export function secondsUntil(
  nextTradeTime: string,
  serverTime: string,
  receivedAt: number,
  now: number,
): number {
  const offset = Date.parse(serverTime) - receivedAt;
  const left = (Date.parse(nextTradeTime) - (now + offset)) / 1000;
  return Number.isFinite(left) ? Math.max(0, Math.ceil(left)) : 0;
}

export const reserveTradeMachine = setup({
  types: {
    context: {} as ReserveTradeContext,
    input: {} as ReserveSchedule,
    events: {} as ReserveTradeEvent,
  },
  actors: {
    tradeItem: fromPromise<ApiResult<ReserveTradeResponse>, { logId: number }>(({ input }) =>
      postReserveTrade(input.logId),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    /** Reloads the dashboard: when the countdown ends and after each trade. */
    refresh: () => {},
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    takeSchedule: assign(({ event }) =>
      event.type === 'schedule.update' ? { secondsLeft: event.secondsLeft, isClaimed: event.isClaimed } : {},
    ),
  },
  guards: {
    isClaimed: ({ context }) => context.isClaimed !== 0,
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
    isDue: ({ context }) => context.secondsLeft <= 0,
    isAccepted: (_, answer: ApiResult<ReserveTradeResponse>) => isOk(answer),
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'reserveTrade',
  context: ({ input }) => ({ ...input, logId: null, result: null, error: null }),
  initial: 'scheduling',
  states: {
    scheduling: {
      always: [
        { guard: 'isClaimed', target: 'claimed' },
        { guard: 'isDue', target: 'ready' },
        { target: 'countingDown' },
      ],
    },
    countingDown: {
      on: { 'schedule.update': { target: 'scheduling', actions: 'takeSchedule' } },
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'countingDown', reenter: true, actions: 'countDown' },
          { target: 'ready', actions: ['countDown', 'refresh'] },
        ],
      },
    },
    ready: {
      on: {
        'schedule.update': { target: 'scheduling', actions: 'takeSchedule' },
        'trade.start': {
          target: 'trading',
          actions: assign({ logId: ({ event }) => event.logId, error: null }),
        },
      },
    },
    trading: {
      tags: ['busy'],
      on: { 'schedule.update': { actions: 'takeSchedule' } },
      invoke: {
        src: 'tradeItem',
        input: ({ context }) => ({ logId: context.logId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'result',
            actions: [
              assign({ result: ({ event }) => (isOk(event.output) ? event.output.data.amount : null) }),
              'refresh',
            ],
          },
          {
            target: 'scheduling',
            actions: [
              assign({ error: ({ event }) => firstErrorMessage(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
              'refresh',
            ],
          },
        ],
        onError: {
          target: 'scheduling',
          actions: [
            assign({ error: ({ event }) => exceptionText(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: exceptionText(event.error) }) },
          ],
        },
      },
    },
    result: {
      on: {
        'schedule.update': { actions: 'takeSchedule' },
        'result.close': { target: 'scheduling', actions: assign({ result: null, logId: null }) },
      },
    },
    claimed: {
      on: { 'schedule.update': { target: 'scheduling', actions: 'takeSchedule' } },
    },
  },
});
