import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../api/idempotency';
import * as rules from './operatorMoneyFormRules';

export type {
  MoneyFormErrors,
  MoneyFormField,
  MoneyFormKind,
  MoneyFormOutcome,
  MoneyFormValues,
} from './operatorMoneyFormRules';

export const NO_ANSWER = 'No answer came from the server. Please try again.';

export interface OperatorMoneyFormContext {
  kind: rules.MoneyFormKind;
  form: rules.MoneyFormValues;
  fieldErrors: rules.MoneyFormErrors;
  /** A refusal that is not about one field (no such member, a repeated hash), shown above the button. */
  error: string | null;
  outcome: rules.MoneyFormOutcome | null;
  /** One key per submission: kept while a lost answer is retried, new once the form changes. */
  idempotencyKey: string | null;
}

export type OperatorMoneyFormEvent =
  | { type: 'form.change'; field: rules.MoneyFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.again' };

/** The answer a named guard or action is given, from the form's done event. */
const answered = ({ event }: { event: DoneActorEvent<rules.MoneyFormAnswer> }) => event.output;

/**
 * An operator's money request by form: recording a deposit seen on chain, or asking for an adjustment of a
 * member's wallet. The form is checked, sent, and then says what came of it: recorded, or (above the
 * threshold, and always for an adjustment) waiting for a second operator's approval.
 */
export const operatorMoneyFormMachine = setup({
  types: {
    context: {} as OperatorMoneyFormContext,
    input: {} as { kind: rules.MoneyFormKind },
    events: {} as OperatorMoneyFormEvent,
  },
  actors: {
    submitForm: fromPromise<rules.MoneyFormAnswer, rules.MoneyFormRequest>(({ input }) =>
      rules.sendForm(input),
    ),
  },
  actions: {
    /** Reloads the lists the request added to (approvals waiting). */
    refresh: () => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return {
        form: { ...context.form, [event.field]: event.value },
        fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
        error: null,
        // A changed form is another request.
        idempotencyKey: null,
      };
    }),
    showFormErrors: assign({ fieldErrors: ({ context }) => rules.formErrors(context.kind, context.form) }),
    startSubmission: assign({
      fieldErrors: {},
      error: null,
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
    keepOutcome: assign({
      outcome: ({ context }, answer: rules.MoneyFormAnswer) =>
        rules.outcomeOf(context.kind, context.form, answer),
      idempotencyKey: null,
    }),
    showFieldRefusals: assign({
      fieldErrors: ({ context }, answer: rules.MoneyFormAnswer) => rules.fieldRefusals(context.kind, answer),
      idempotencyKey: null,
    }),
    showRefusal: assign({
      error: (_, answer: rules.MoneyFormAnswer) => rules.refusalMessage(answer),
      idempotencyKey: null,
    }),
    showNoAnswer: assign({ error: NO_ANSWER }),
    clearForm: assign({ form: {}, fieldErrors: {}, error: null, outcome: null, idempotencyKey: null }),
  },
  guards: {
    hasFormErrors: ({ context }) => Object.keys(rules.formErrors(context.kind, context.form)).length > 0,
    isAccepted: (_, answer: rules.MoneyFormAnswer) => rules.isAccepted(answer),
    isFieldRefusal: ({ context }, answer: rules.MoneyFormAnswer) =>
      Object.keys(rules.fieldRefusals(context.kind, answer)).length > 0,
    isUncertain: (_, answer: rules.MoneyFormAnswer) => rules.isUncertain(answer),
  },
}).createMachine({
  id: 'operatorMoneyForm',
  context: ({ input }) => ({
    kind: input.kind,
    form: {},
    fieldErrors: {},
    error: null,
    outcome: null,
    idempotencyKey: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: 'change' },
        'form.submit': [
          { guard: 'hasFormErrors', actions: 'showFormErrors' },
          { target: 'submitting', actions: 'startSubmission' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitForm',
        input: ({ context }) => ({
          kind: context.kind,
          form: context.form,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: answered },
            target: 'done',
            actions: [{ type: 'keepOutcome', params: answered }, 'refresh'],
          },
          {
            guard: { type: 'isFieldRefusal', params: answered },
            target: 'editing',
            actions: { type: 'showFieldRefusals', params: answered },
          },
          { guard: { type: 'isUncertain', params: answered }, target: 'editing', actions: 'showNoAnswer' },
          { target: 'editing', actions: { type: 'showRefusal', params: answered } },
        ],
        onError: { target: 'editing', actions: 'showNoAnswer' },
      },
    },
    done: {
      on: { 'form.again': { target: 'editing', actions: 'clearForm' } },
    },
  },
});
