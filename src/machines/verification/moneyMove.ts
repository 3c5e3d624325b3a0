import {
  type AnyActorRef,
  assign,
  type EventObject,
  fromPromise,
  type PromiseActorLogic,
  type ProvidedActor,
  type StateMachine,
  sendTo,
  setup,
  type ToChildren,
} from 'xstate';
import type { AuthType } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import { filterAmount, newIdempotencyKey } from '../../api/wallet';
import { isUncertain, type WalletBalances } from './moneyRules';
import { type MoneyAction, type VerificationEvent, verificationMachine } from './verificationMachine';

/** Every money form has a source wallet and an amount; a flow may add fields of its own. */
export interface MoneyForm {
  wallet: string;
  amount: string;
}

export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

export interface MoneyMoveInput {
  username: string;
  authType: AuthType;
  balances?: WalletBalances;
}

export interface MoneyMoveContext<Form extends MoneyForm> {
  username: string;
  authType: AuthType;
  balances: WalletBalances;
  form: Form;
  fieldErrors: FieldErrors<Form>;
  /**
   * Whether the form shows. A form on the page always does; a form in a modal opens on 'form.open', closes on
   * 'form.close' and after a move, and reopens after a refusal.
   */
  formOpen: boolean;
  /** The confirmed code, kept so a retry after a network failure sends the same request. */
  code: string | null;
  /** One key per confirmed submission; a retry of that submission reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type MoneyMoveEvent<Form extends MoneyForm> =
  | { type: 'form.change'; field: keyof Form; value: string }
  | { type: 'form.next' }
  | { type: 'balances.update'; balances: WalletBalances }
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' }
  | VerificationEvent;

/** Opening and closing a form that lives in a modal. */
export type FormModalEvent = { type: 'form.open' } | { type: 'form.close' };

export type Submission<Body> = Body & { idempotencyKey: string };

export interface MoneyMoveSpec<Form extends MoneyForm, Body, Response, Submit extends string> {
  /** The machine's id, and the purpose an e-mailed code is bound to. */
  id: MoneyAction;
  emptyForm: Form;
  fieldErrors: (context: Pick<MoneyMoveContext<Form>, 'form' | 'balances'>) => FieldErrors<Form>;
  /** The request body; the confirmed code is added under the member's auth type ('mpin', 'otp', 'authenticator'). */
  body: (context: MoneyMoveContext<Form>) => Body;
  /** Name of the submitting actor, which tests and screens replace through `provide()`. */
  submitActor: Submit;
  submit: (body: Body, idempotencyKey: string) => Promise<ApiResult<Response>>;
  /** 'modal': a refusal reopens the form's modal with the message. 'page': the code modal closes and the form stays. */
  form: 'modal' | 'page';
  /** Toasted when the server confirms without a message of its own. */
  succeeded: string;
  /** Shown when the request may or may not have reached the server; the member can retry it. */
  uncertain: string;
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The one shape every money form has at run time; the typed surface comes from MoneyMoveMachine. */
type AnyForm = MoneyForm & Record<string, string>;
type AnyResponse = { status: unknown; msg?: unknown; message?: unknown };
type AnyEvent = MoneyMoveEvent<AnyForm> | FormModalEvent;
type AnyContext = MoneyMoveContext<AnyForm>;

/**
 * A money move in four steps: the form (validated before anything is sent), the verification modal, the
 * idempotent request, and the answer. A lost answer leaves the move 'failed', where a retry sends the same
 * request with the same Idempotency-Key and code, so the money moves once however often the member retries.
 */
export function moneyMoveMachine<
  Form extends MoneyForm,
  Body,
  Response,
  Submit extends string,
  Event extends EventObject = MoneyMoveEvent<Form>,
>(spec: MoneyMoveSpec<Form, Body, Response, Submit>): MoneyMoveMachine<Form, Body, Response, Submit, Event> {
  return buildMoneyMove(
    spec as unknown as MoneyMoveSpec<AnyForm, object, AnyResponse, string>,
  ) as unknown as MoneyMoveMachine<Form, Body, Response, Submit, Event>;
}

function buildMoneyMove(spec: MoneyMoveSpec<AnyForm, object, AnyResponse, string>) {
  // The actor is registered under the flow's own name ('submitTransfer', 'submitWithdraw').
  const submitActor = spec.submitActor as 'submit';
  const submit = fromPromise<ApiResult<AnyResponse>, Submission<object>>(
    ({ input: { idempotencyKey, ...body } }) => spec.submit(body, idempotencyKey),
  );
  const inModal = spec.form === 'modal';

  const moneyMove = setup({
    types: {
      context: {} as AnyContext,
      input: {} as MoneyMoveInput,
      events: {} as AnyEvent,
    },
    actors: { verification: verificationMachine, [submitActor]: submit } as {
      verification: typeof verificationMachine;
      submit: typeof submit;
    },
    actions: {
      notifyError: (_, _params: { message: string }) => {},
      notifySuccess: (_, _params: { message: string }) => {},
      /** Reloads the balances and the history after a move. */
      refresh: () => {},
      forgetSubmission: assign({ code: null, idempotencyKey: null }),
    },
    guards: {
      formIsInvalid: ({ context }) => hasErrors(spec.fieldErrors(context)),
    },
  });
  const formModal = inModal
    ? {
        'form.open': { actions: moneyMove.assign({ formOpen: true }) },
        'form.close': { actions: moneyMove.assign({ formOpen: false, fieldErrors: {}, error: null }) },
      }
    : {};

  return moneyMove.createMachine({
    id: spec.id,
    context: ({ input }) => ({
      username: input.username,
      authType: input.authType,
      balances: input.balances ?? {},
      form: spec.emptyForm,
      fieldErrors: {},
      formOpen: !inModal,
      code: null,
      idempotencyKey: null,
      error: null,
    }),
    on: {
      'balances.update': { actions: assign({ balances: ({ event }) => event.balances }) },
    },
    initial: 'editing',
    states: {
      editing: {
        on: {
          ...formModal,
          'form.change': {
            actions: assign({
              form: ({ context, event }) => ({
                ...context.form,
                [event.field]: event.field === 'amount' ? filterAmount(event.value) : event.value,
              }),
              fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
            }),
          },
          'form.next': [
            {
              guard: 'formIsInvalid',
              actions: assign({ fieldErrors: ({ context }) => spec.fieldErrors(context) }),
            },
            { target: 'verifying', actions: assign({ fieldErrors: {}, error: null }) },
          ],
        },
      },
      verifying: {
        invoke: {
          id: 'verification',
          src: 'verification',
          input: ({ context }) => ({
            authType: context.authType,
            action: spec.id,
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
          // The modal's own events belong to the verification step.
          'code.change': { actions: sendTo('verification', ({ event }) => event) },
          'code.submit': { actions: sendTo('verification', ({ event }) => event) },
          'otp.resend': { actions: sendTo('verification', ({ event }) => event) },
          'verification.cancel': 'editing',
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: submitActor,
          input: ({ context }) => ({
            ...spec.body(context),
            [context.authType]: context.code ?? '',
            idempotencyKey: context.idempotencyKey ?? '',
          }),
          onDone: [
            {
              guard: ({ event }) => isOk(event.output),
              target: 'editing',
              actions: [
                'forgetSubmission',
                assign({ form: spec.emptyForm, fieldErrors: {}, formOpen: !inModal, error: null }),
                {
                  type: 'notifySuccess',
                  params: ({ event }) => ({ message: firstErrorMessage(event.output, spec.succeeded) }),
                },
                'refresh',
              ],
            },
            {
              guard: ({ event }) => isUncertain(event.output),
              target: 'failed',
              actions: [
                assign({ error: spec.uncertain }),
                { type: 'notifyError', params: { message: spec.uncertain } },
              ],
            },
            {
              // A refusal moved nothing: back to the form, which shows again, with the server's message.
              target: 'editing',
              actions: [
                'forgetSubmission',
                assign({ formOpen: true, error: ({ event }) => firstErrorMessage(event.output) }),
                {
                  type: 'notifyError',
                  params: ({ event }) => ({ message: firstErrorMessage(event.output) }),
                },
              ],
            },
          ],
          onError: {
            target: 'failed',
            actions: [
              assign({ error: spec.uncertain }),
              { type: 'notifyError', params: { message: spec.uncertain } },
            ],
          },
        },
      },
      failed: {
        tags: ['error'],
        on: {
          'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
          'verification.cancel': { target: 'editing', actions: 'forgetSubmission' },
        },
      },
    },
  });
}

type ErasedMachine = ReturnType<typeof buildMoneyMove>;

/**
 * The machine a spec builds: the states, actions and guards of the shared build, typed with the flow's own
 * context, events and submitting actor.
 */
export type MoneyMoveMachine<
  Form extends MoneyForm,
  Body,
  Response,
  Submit extends string,
  Event extends EventObject,
> =
  ErasedMachine extends StateMachine<
    AnyContext,
    AnyEvent,
    infer _Children,
    infer Actor,
    infer Action,
    infer Guard,
    infer Delay,
    infer Value,
    infer Tag,
    infer Input,
    infer Output,
    infer Emitted,
    infer Meta,
    infer Schema,
    infer TransitionMeta
  >
    ? StateMachine<
        MoneyMoveContext<Form>,
        Event,
        ChildrenOf<TypedActor<Actor, Submit, Body, Response>>,
        TypedActor<Actor, Submit, Body, Response>,
        Action,
        Guard,
        Delay,
        Value,
        Tag,
        Input,
        Output,
        Emitted,
        Meta,
        Schema,
        TransitionMeta
      >
    : never;

type TypedActor<Actor, Submit extends string, Body, Response> =
  | Exclude<Actor, { src: 'submit' }>
  | { src: Submit; logic: PromiseActorLogic<ApiResult<Response>, Submission<Body>>; id: string | undefined };

type ChildrenOf<Actor extends ProvidedActor> =
  ToChildren<Actor> extends infer Children extends Record<string, AnyActorRef | undefined> ? Children : never;
