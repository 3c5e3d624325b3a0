import { assign, fromPromise, setup } from 'xstate';
import type { AuthType } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import { postUnstake, type StakeRecord, stakeStatuses, type UnstakeResponse } from '../../api/staking';
import type { MoneyMoveContext, MoneyMoveEvent, MoneyMoveInput } from '../verification/moneyMoveParts';
import * as moneyMove from '../verification/moneyMoveParts';

export type UnstakeInput = MoneyMoveInput;

export interface UnstakeContext extends MoneyMoveContext {
  /** The stake whose Unstake opened the dialog; null while it is closed. */
  stake: StakeRecord | null;
}

export type UnstakeEvent = { type: 'unstake.open'; stake: StakeRecord } | MoneyMoveEvent;

export type SubmitUnstakeInput = {
  id: number;
  code: Partial<Record<AuthType, string>>;
  idempotencyKey: string;
};

/**
 * The Verify Your Account dialog (spec document 1 §4): only an active stake opens it; the member gives the
 * security PIN, the e-mailed code (sent for 'unstake', with Resend) or the authenticator code, then Request.
 * A refusal asks for the code again with the server's message; a lost answer retries with the same key.
 */
export const unstakeMachine = setup({
  types: { context: {} as UnstakeContext, input: {} as UnstakeInput, events: {} as UnstakeEvent },
  actors: {
    ...moneyMove.actors,
    submitUnstake: fromPromise<ApiResult<UnstakeResponse>, SubmitUnstakeInput>(({ input }) =>
      postUnstake(input.id, input.code, input.idempotencyKey),
    ),
  },
  actions: {
    ...moneyMove.actions<UnstakeContext, UnstakeEvent>(),
    closeDialog: assign({ stake: null, error: null }),
  },
  guards: {
    ...moneyMove.guards,
    isActive: ({ event }) => event.type === 'unstake.open' && event.stake.status === stakeStatuses.active,
  },
}).createMachine({
  id: 'unstake',
  context: ({ input }) => moneyMove.unconfirmed(input, { stake: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'unstake.open': {
          guard: 'isActive',
          target: 'verifying',
          actions: assign({ stake: ({ event }) => event.stake, error: null }),
        },
      },
    },
    verifying: moneyMove.verifying({
      action: 'unstake',
      done: 'submitting',
      cancel: { target: 'closed', actions: ['closeDialog'] },
    }),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitUnstake',
        input: ({ context }) => ({
          id: context.stake?.id ?? 0,
          code: moneyMove.codeField(context),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: moneyMove.answered({
          accepted: { target: 'closed', actions: ['closeDialog'], notify: 'Unstaked' },
          uncertain: 'failed',
          // Nothing moved: ask for the code again, with the reason.
          refused: { target: 'verifying' },
        }),
        onError: 'failed',
      },
    },
    // The stake may or may not have been released.
    failed: moneyMove.failed({ retry: 'submitting', cancel: { target: 'closed', actions: ['closeDialog'] } }),
  },
});
