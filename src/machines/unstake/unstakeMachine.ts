import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthType } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { postUnstake, type StakeRecord, stakeStatuses, type UnstakeResponse } from '../../api/staking';
import { isUncertain } from '../verification/moneyRules';
import { type VerificationEvent, verificationMachine } from '../verification/verificationMachine';

export interface UnstakeInput {
  username: string;
  authType: AuthType;
}

export interface UnstakeContext extends UnstakeInput {
  /** The stake whose Unstake opened the dialog; null while it is closed. */
  stake: StakeRecord | null;
  /** The confirmed code, kept so a retry after a lost answer sends the same request. */
  code: string | null;
  idempotencyKey: string | null;
  error: string | null;
}

export type UnstakeEvent =
  | { type: 'unstake.open'; stake: StakeRecord }
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' }
  | VerificationEvent;

export type SubmitUnstakeInput = {
  id: number;
  code: Partial<Record<AuthType, string>>;
  idempotencyKey: string;
};

const forget = { stake: null, code: null, idempotencyKey: null } as const;

/**
 * The Verify Your Account dialog (spec document 1 §4): only an active stake opens it; the member gives the
 * security PIN, the e-mailed code (sent for 'unstake', with Resend) or the authenticator code, then Request.
 * A refusal asks for the code again with the server's message; a lost answer retries with the same key.
 */
export const unstakeMachine = setup({
  types: { context: {} as UnstakeContext, input: {} as UnstakeInput, events: {} as UnstakeEvent },
  actors: {
    verification: verificationMachine,
    submitUnstake: fromPromise<ApiResult<UnstakeResponse>, SubmitUnstakeInput>(({ input }) =>
      postUnstake(input.id, input.code, input.idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the stakes and the balances after an unstake. */
    refresh: () => {},
  },
  guards: {
    isActive: ({ event }) => event.type === 'unstake.open' && event.stake.status === stakeStatuses.active,
    isAccepted: (_, answer: ApiResult<UnstakeResponse>) => isOk(answer),
    isUncertain: (_, answer: ApiResult<UnstakeResponse>) => isUncertain(answer),
  },
}).createMachine({
  id: 'unstake',
  context: ({ input }) => ({ ...input, ...forget, error: null }),
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
    verifying: {
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({
          authType: context.authType,
          action: 'unstake',
          username: context.username,
        }),
        onDone: {
          target: 'submitting',
          actions: assign({
            code: ({ event }) => event.output.code,
            idempotencyKey: () => newIdempotencyKey(),
          }),
        },
      },
      on: {
        'code.change': { actions: sendTo('verification', ({ event }) => event) },
        'code.submit': { actions: sendTo('verification', ({ event }) => event) },
        'otp.resend': { actions: sendTo('verification', ({ event }) => event) },
        'verification.cancel': { target: 'closed', actions: assign({ ...forget, error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitUnstake',
        input: ({ context }) => ({
          id: context.stake?.id ?? 0,
          code: { [context.authType]: context.code ?? '' },
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'closed',
            actions: [
              assign({ ...forget, error: null }),
              {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Unstaked') }),
              },
              'refresh',
            ],
          },
          { guard: { type: 'isUncertain', params: ({ event }) => event.output }, target: 'failed' },
          {
            // Nothing moved: ask for the code again, with the reason.
            target: 'verifying',
            actions: [
              assign({
                code: null,
                idempotencyKey: null,
                error: ({ event }) => firstErrorMessage(event.output),
              }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
            ],
          },
        ],
        onError: 'failed',
      },
    },
    // The answer was lost, or the server failed on its side: the stake may or may not have been released.
    failed: {
      tags: ['error'],
      entry: [
        assign({ error: SOMETHING_WENT_WRONG }),
        { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
      ],
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'verification.cancel': { target: 'closed', actions: assign({ ...forget, error: null }) },
      },
    },
  },
});
