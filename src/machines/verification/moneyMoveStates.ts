import type { DoneActorEvent } from 'xstate';
import { firstErrorMessage, SOMETHING_WENT_WRONG } from '../../api/errors';
import type { MoneyMoveContext } from './moneyMoveParts';
import type { MoneyAction, VerificationOutput } from './verificationMachine';

/*
 * The states the withdraw, transfer and unstake machines have in common, as `moneyMove.verifying`,
 * `moneyMove.answered` and `moneyMove.failed` (re-exported by moneyMoveParts): each fills in one state's
 * invoke and events, with the targets and extra actions the machine names.
 */

/** The spec's answer shape: `status`, and the messages `firstErrorMessage` reads. */
export type Answer = Parameters<typeof firstErrorMessage>[0] & { status: unknown };
type Answered = { event: DoneActorEvent<Answer> };
const answerOf = ({ event }: Answered) => event.output;

/** A transition's target, and the machine's own actions to run on the way. */
interface Outcome<TAction extends string> {
  target: string;
  actions?: readonly TAction[];
}

/**
 * The verifying state: the verification step asks for the member's code for `action` (and mails one for 'otp'),
 * what the member does in the code modal goes to it, and the confirmed code, with a fresh Idempotency-Key, moves
 * on to `done`. 'verification.cancel' forgets the submission, runs `cancel.actions` and takes `cancel.target`.
 */
export const verifying = <const TAction extends string>({
  action,
  done,
  cancel,
}: {
  action: MoneyAction;
  done: string;
  cancel: Outcome<TAction>;
}) =>
  ({
    invoke: {
      id: 'verification',
      src: 'verification',
      input: ({ context }: { context: MoneyMoveContext }) => ({
        authType: context.authType,
        action,
        username: context.username,
      }),
      onDone: {
        target: done,
        actions: {
          type: 'takeCode',
          params: ({ event }: { event: DoneActorEvent<VerificationOutput> }) => event.output,
        },
      },
    },
    on: {
      'code.change': { actions: 'forwardToVerification' },
      'code.submit': { actions: 'forwardToVerification' },
      'otp.resend': { actions: 'forwardToVerification' },
      'verification.cancel': {
        target: cancel.target,
        actions: ['forgetSubmission', ...(cancel.actions ?? [])],
      },
    },
  }) as const;

/** Shows `message` on the page and toasts it. */
const showFailure = <TArgs>(message: { message: string } | ((args: TArgs) => { message: string })) =>
  [
    { type: 'showError', params: message },
    { type: 'notifyError', params: message },
  ] as const;

/**
 * The submitting state's `onDone`. Accepted: the submission is forgotten, `accepted.actions` run, the server's
 * message (or `accepted.notify`) is toasted and the screen refreshes. Uncertain (no answer, or the server failed
 * on its side): to `uncertain`. Refused, so nothing moved: the submission is forgotten, `refused.actions` run and
 * the server's reason is shown and toasted.
 */
export const answered = <const TAction extends string>({
  accepted,
  uncertain,
  refused,
}: {
  accepted: Outcome<TAction> & { notify: string };
  uncertain: string;
  refused: Outcome<TAction>;
}) =>
  [
    {
      guard: { type: 'isAccepted', params: answerOf },
      target: accepted.target,
      actions: [
        'forgetSubmission',
        ...(accepted.actions ?? []),
        {
          type: 'notifySuccess',
          params: ({ event }: Answered) => ({ message: firstErrorMessage(event.output, accepted.notify) }),
        },
        'refresh',
      ],
    },
    { guard: { type: 'isUncertain', params: answerOf }, target: uncertain },
    {
      target: refused.target,
      actions: [
        'forgetSubmission',
        ...(refused.actions ?? []),
        ...showFailure(({ event }: Answered) => ({ message: firstErrorMessage(event.output) })),
      ],
    },
  ] as const;

/**
 * The failed state: the answer was lost, or the server failed on its side, so the money may or may not have
 * moved. `message` (the apology unless given) is shown and toasted; 'submit.retry' sends the same request again
 * from `retry`; 'verification.cancel' forgets the submission, runs `cancel.actions` and takes `cancel.target`.
 */
export const failed = <const TAction extends string>({
  message = SOMETHING_WENT_WRONG,
  retry,
  cancel,
}: {
  message?: string | ((args: { event: unknown }) => string);
  retry: string;
  cancel: Outcome<TAction>;
}) =>
  ({
    tags: ['error'],
    entry: showFailure(
      typeof message === 'string' ? { message } : (args: { event: unknown }) => ({ message: message(args) }),
    ),
    on: {
      'submit.retry': { target: retry, actions: 'clearError' },
      'verification.cancel': {
        target: cancel.target,
        actions: ['forgetSubmission', ...(cancel.actions ?? [])],
      },
    },
  }) as const;
