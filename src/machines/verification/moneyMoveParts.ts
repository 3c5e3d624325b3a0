import { assign, type EventObject, forwardTo, fromPromise, type MachineContext } from 'xstate';
import type { AuthType } from '../../api/contract';
import { isOk } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import type { Answer } from './moneyMoveStates';
import { type FieldErrors, hasFieldErrors, isUncertain, type WalletBalances, withField } from './moneyRules';
import { type VerificationEvent, type VerificationOutput, verificationMachine } from './verificationMachine';

export { answered, failed, verifying } from './moneyMoveStates';

/*
 * What the withdraw, transfer and unstake machines share, imported as `moneyMove`: the verification step
 * ('verifying'), the request sent with the confirmed code and one Idempotency-Key ('submitting'), and the
 * answer lost on the way ('failed'), where a retry sends the same request again, so the money moves once
 * however often the member retries. Each machine spreads the actions and guards into its own `setup` and
 * names every state and target itself; the helpers below only fill in what those states have in common.
 */

export interface MoneyMoveInput {
  username: string;
  authType: AuthType;
}

export interface MoneyMoveContext extends MoneyMoveInput {
  /** The confirmed code, kept so a retry after a lost answer sends the same request. */
  code: string | null;
  /** One key per confirmed submission; a retry of that submission reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type MoneyMoveEvent = { type: 'verification.cancel' } | { type: 'submit.retry' } | VerificationEvent;

/** Withdraw and transfer start from a form checked against the member's balances. */
export interface MoneyFormInput extends MoneyMoveInput {
  balances?: WalletBalances;
}

export interface MoneyFormContext<Form> extends MoneyMoveContext {
  balances: WalletBalances;
  form: Form;
  fieldErrors: FieldErrors<Form>;
}

export type MoneyFormEvent<Form> =
  | { type: 'form.change'; field: keyof Form; value: string }
  | { type: 'form.next' }
  | { type: 'balances.update'; balances: WalletBalances }
  | MoneyMoveEvent;

/**
 * A move before the member has confirmed anything. `own`, the machine's own fields, go between the member and
 * the submission: the machine explorer prints the context as it is ordered, and keeps the order it always had.
 */
export const unconfirmed = <TOwn extends object>({ username, authType }: MoneyMoveInput, own: TOwn) => ({
  username,
  authType,
  ...own,
  code: null,
  idempotencyKey: null,
  error: null,
});

/** The fields of a form move before the member has typed anything. */
export const formFields = <Form>(
  input: MoneyFormInput,
  form: Form,
): Pick<MoneyFormContext<Form>, 'balances' | 'form' | 'fieldErrors'> => ({
  balances: input.balances ?? {},
  form,
  fieldErrors: {},
});

/** The code as a request carries it: under the name of the member's auth type. */
export const codeField = ({ authType, code }: MoneyMoveContext): Partial<Record<AuthType, string>> => ({
  [authType]: code ?? '',
});

/** The confirmed code and the submission's key, as a withdrawal or a transfer sends them. */
export const confirmation = (context: MoneyMoveContext) => ({
  ...codeField(context),
  idempotencyKey: context.idempotencyKey ?? '',
});

/**
 * A move's request: `post` sends the body and carries the Idempotency-Key as a header, never in the body.
 * Typed like `fromPromise`: `keyedRequest<ApiResult<WithdrawResponse>, SubmitWithdrawInput>(postWithdraw)`.
 */
export const keyedRequest = <TAnswer, TInput extends { idempotencyKey: string }>(
  post: (body: Omit<TInput, 'idempotencyKey'>, idempotencyKey: string) => Promise<TAnswer>,
) => fromPromise<TAnswer, TInput>(({ input: { idempotencyKey, ...body } }) => post(body, idempotencyKey));

export const actors = { verification: verificationMachine };

/**
 * Context changes that touch only the `TFields` part of a machine's context. XState types an action for exactly
 * one machine's context and events, so each machine instantiates these with its own; spreading the context in
 * front is what lets a change of the shared fields type as a change of the whole.
 */
const changes =
  <TFields extends MachineContext, TContext extends TFields, TEvent extends EventObject>() =>
  <TParams = undefined>(update: (context: TContext, params: TParams) => Partial<TFields>) =>
    assign<TContext, TEvent, TParams, TEvent, never>(({ context }, params) => ({
      ...context,
      ...update(context, params),
    }));

/** The actions every money move names: `moneyMove.actions<UnstakeContext, UnstakeEvent>()`. */
export function actions<TContext extends MoneyMoveContext, TEvent extends EventObject>() {
  const change = changes<MoneyMoveContext, TContext, TEvent>();
  return {
    notifyError: (_: unknown, _params: { message: string }) => {},
    notifySuccess: (_: unknown, _params: { message: string }) => {},
    /** Reloads what the move changed: the balances, and the history or the stakes. */
    refresh: () => {},
    forwardToVerification: forwardTo<TContext, TEvent, undefined, TEvent>('verification'),
    takeCode: change((_, { code }: VerificationOutput) => ({ code, idempotencyKey: newIdempotencyKey() })),
    forgetSubmission: change(() => ({ code: null, idempotencyKey: null })),
    showError: change((_, { message }: { message: string }) => ({ error: message })),
    clearError: change(() => ({ error: null })),
  };
}

/**
 * The actions of a move that starts from a form, the form's own with them; `errorsOf` is the form's check:
 * `moneyMove.formActions<WithdrawContext, WithdrawEvent>(withdrawErrors)`.
 */
export function formActions<
  TContext extends MoneyFormContext<TContext['form']> & { form: { amount: string } },
  TEvent extends EventObject,
>(errorsOf: (form: TContext['form'], balances: WalletBalances) => FieldErrors<TContext['form']>) {
  type Form = TContext['form'];
  const change = changes<MoneyFormContext<Form>, TContext, TEvent>();
  return {
    ...actions<TContext, TEvent>(),
    takeBalances: change((_, balances: WalletBalances) => ({ balances })),
    changeField: change((context, { field, value }: { field: keyof Form; value: string }) => ({
      form: withField(context.form, field, value),
      fieldErrors: { ...context.fieldErrors, [field]: undefined },
    })),
    showFieldErrors: change((context) => ({ fieldErrors: errorsOf(context.form, context.balances) })),
    clearErrors: change(() => ({ fieldErrors: {}, error: null })),
  };
}

export const guards = {
  isAccepted: (_: unknown, answer: Answer) => isOk(answer),
  isUncertain: (_: unknown, answer: Answer) => isUncertain(answer),
};

/** The guards of a move that starts from a form, the form's own check with them. */
export const formGuards = <Form>(errorsOf: (form: Form, balances: WalletBalances) => FieldErrors<Form>) => ({
  ...guards,
  hasFormErrors: ({ context }: { context: MoneyFormContext<Form> }) =>
    hasFieldErrors(errorsOf(context.form, context.balances)),
});

/** New balances from the screen; the form's checks use the newest. */
export const balanceUpdates = {
  'balances.update': {
    actions: {
      type: 'takeBalances',
      params: ({ event }: { event: { balances: WalletBalances } }) => event.balances,
    },
  },
} as const;

/** Typing in the form, and Next: the form's checks first, then `next` with the messages cleared. */
export const formEvents = (next: string) =>
  ({
    'form.change': {
      actions: {
        type: 'changeField',
        params: <Field>({ event }: { event: { field: Field; value: string } }) => event,
      },
    },
    'form.next': [
      { guard: 'hasFormErrors', actions: 'showFieldErrors' },
      { target: next, actions: 'clearErrors' },
    ],
  }) as const;
