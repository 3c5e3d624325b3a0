import { assign, fromPromise, setup } from 'xstate';
import { resendOtp } from '../../api/auth';
import { OTP_SENT_MESSAGE, RESEND_COOLDOWN_SECONDS } from '../../api/constants';
import type { CodeOffer, OkResponse, ResendOtpBody } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';

export type OtpPurpose = ResendOtpBody['from'];

export interface OtpCooldownInput {
  username: string;
  from: OtpPurpose;
  /** 'send' asks for a code at once; 'cool' starts the countdown for a code sent just before. */
  start?: 'idle' | 'send' | 'cool';
  /** Bearer for login codes (the pre-login token). */
  token?: string | null;
  /** With 'cool': what the server said of the code it was asked for; its seconds are counted down. */
  offer?: CodeOffer | null;
}

export interface OtpCooldownContext {
  username: string;
  from: OtpPurpose;
  token: string | null;
  start: 'idle' | 'send' | 'cool';
  offer: CodeOffer | null;
  secondsLeft: number;
  error: string | null;
  notice: string | null;
}

const waitAsked = (result: ApiResult<OkResponse>): number =>
  !isOk(result) && result.code === 429 && result.retry_after ? result.retry_after : 0;

export type OtpCooldownEvent = { type: 'otp.send'; username?: string };

export const otpCooldownMachine = setup({
  types: {
    context: {} as OtpCooldownContext,
    input: {} as OtpCooldownInput,
    events: {} as OtpCooldownEvent,
  },
  actors: {
    sendOtp: fromPromise<ApiResult<OkResponse>, { body: ResendOtpBody; token: string | null }>(({ input }) =>
      resendOtp(input.body, input.token),
    ),
  },
  actions: {
    startCountdown: assign({ secondsLeft: RESEND_COOLDOWN_SECONDS }),
    /** The server's figure, and its words when no new code was mailed (the last is unused, or cannot be used). */
    startOfferedCountdown: assign(({ context: { offer } }) => ({
      secondsLeft: offer ? offer.seconds : RESEND_COOLDOWN_SECONDS,
      error: offer && offer.message !== OTP_SENT_MESSAGE ? offer.message : null,
    })),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    takeUsername: assign({
      username: ({ context, event }) => (event.type === 'otp.send' && event.username) || context.username,
    }),
  },
  guards: {
    startsBySending: ({ context }) => context.start === 'send',
    startsCooling: ({ context }) => context.start === 'cool',
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
    isAccepted: (_, answer: ApiResult<OkResponse>) => isOk(answer),
    isAskedToWait: (_, answer: ApiResult<OkResponse>) => waitAsked(answer) > 0,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'otpCooldown',
  context: ({ input }) => ({
    username: input.username,
    from: input.from,
    token: input.token ?? null,
    start: input.start ?? 'idle',
    offer: input.offer ?? null,
    secondsLeft: 0,
    error: null,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsBySending', target: 'sending' },
        { guard: 'startsCooling', target: 'coolingDown', actions: 'startOfferedCountdown' },
        { target: 'idle' },
      ],
    },
    idle: { on: { 'otp.send': { target: 'sending', actions: 'takeUsername' } } },
    sending: {
      tags: ['busy'],
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({
          body: { username: context.username, from: context.from },
          token: context.token,
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'coolingDown',
            actions: [
              'startCountdown',
              assign({ notice: ({ event }) => firstErrorMessage(event.output, 'OTP sent') }),
            ],
          },
          {
            // The server still holds a code sent moments ago and says how long to wait: count that down
            // rather than offer a link that can only be refused again.
            guard: { type: 'isAskedToWait', params: ({ event }) => event.output },
            target: 'coolingDown',
            actions: assign({
              secondsLeft: ({ event }) => waitAsked(event.output),
              error: ({ event }) => firstErrorMessage(event.output),
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => firstErrorMessage(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: SOMETHING_WENT_WRONG }) },
      },
    },
    coolingDown: {
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'coolingDown', reenter: true, actions: 'countDown' },
          { target: 'ready', actions: assign({ secondsLeft: 0 }) },
        ],
      },
    },
    ready: { on: { 'otp.send': { target: 'sending', actions: 'takeUsername' } } },
    failed: { tags: ['error'], on: { 'otp.send': { target: 'sending', actions: 'takeUsername' } } },
  },
});

/** What a view needs to draw the resend link. */
export function describeCooldown(actorSnapshot: unknown) {
  const snapshot = actorSnapshot as { value: unknown; context: OtpCooldownContext } | undefined;
  const value = snapshot?.value;
  return {
    canResend: value === 'idle' || value === 'ready' || value === 'failed',
    sending: value === 'sending',
    secondsLeft: value === 'coolingDown' ? (snapshot?.context.secondsLeft ?? 0) : 0,
    error: snapshot?.context.error ?? null,
  };
}
