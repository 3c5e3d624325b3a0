import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../api/errors';
import { isWaiting } from '../../api/operatorMoney';
import * as rules from './operatorDecisionRules';

export type { DecisionAction, DecisionTarget } from './operatorDecisionRules';

/** What the last decision came to; `waiting` when a second operator must now approve it. */
export interface DecisionOutcome {
  action: rules.DecisionAction;
  waiting: boolean;
  message: string;
}

export interface OperatorDecisionContext {
  /** The item being decided, while its confirm dialog is open. */
  target: rules.DecisionTarget | null;
  /** The reason or transaction hash the decision needs, as typed. */
  text: string;
  fieldError: string | null;
  /** A refusal that is not about the typed field (already decided, not allowed), shown in the dialog. */
  error: string | null;
  outcome: DecisionOutcome | null;
}

export type OperatorDecisionEvent =
  | { type: 'decision.open'; target: rules.DecisionTarget }
  | { type: 'decision.change'; text: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.cancel' }
  | { type: 'outcome.dismiss' };

/** The answer a named guard or action is given, from the decision's done event. */
const answered = ({ event }: { event: DoneActorEvent<rules.DecisionAnswer> }) => event.output;

/**
 * One decision on a listed money item (an approval request or a withdrawal): open its confirm dialog, type
 * the reason or transaction hash it needs, confirm, and read what came of it. A refusal keeps the dialog open
 * with the server's words; one that shows the list was out of date (decided meanwhile) refreshes it.
 */
export const operatorDecisionMachine = setup({
  types: {
    context: {} as OperatorDecisionContext,
    events: {} as OperatorDecisionEvent,
  },
  actors: {
    decide: fromPromise<rules.DecisionAnswer, rules.DecisionRequest>(({ input }) =>
      rules.sendDecision(input),
    ),
  },
  actions: {
    /** Reloads the lists the decision changed. */
    refresh: () => {},
    open: assign(({ event }) =>
      event.type === 'decision.open'
        ? { target: event.target, text: '', fieldError: null, error: null, outcome: null }
        : {},
    ),
    close: assign({ target: null, text: '', fieldError: null, error: null }),
    takeText: assign({
      text: ({ context, event }) => (event.type === 'decision.change' ? event.text : context.text),
      fieldError: null,
    }),
    showTextError: assign({
      fieldError: ({ context }) =>
        context.target ? rules.textError(context.target.action, context.text) : null,
    }),
    keepOutcome: assign({
      outcome: ({ context }, answer: rules.DecisionAnswer) => {
        if (!context.target) return null;
        const { action } = context.target;
        return { action, waiting: isWaiting(answer), message: rules.outcomeMessage(context.target, answer) };
      },
    }),
    showFieldRefusal: assign({
      fieldError: ({ context }, answer: rules.DecisionAnswer) =>
        context.target ? rules.fieldRefusal(context.target.action, answer) : null,
    }),
    showRefusal: assign({ error: (_, answer: rules.DecisionAnswer) => rules.refusalMessage(answer) }),
    showFailure: assign({ error: SOMETHING_WENT_WRONG }),
  },
  guards: {
    hasTextError: ({ context }) =>
      context.target !== null && rules.textError(context.target.action, context.text) !== null,
    isAccepted: (_, answer: rules.DecisionAnswer) => rules.isAccepted(answer),
    isFieldRefusal: ({ context }, answer: rules.DecisionAnswer) =>
      context.target !== null && rules.fieldRefusal(context.target.action, answer) !== null,
    isStale: (_, answer: rules.DecisionAnswer) => rules.isStale(answer),
  },
}).createMachine({
  id: 'operatorDecision',
  context: { target: null, text: '', fieldError: null, error: null, outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'decision.open': { target: 'confirming', actions: 'open' },
        'outcome.dismiss': { actions: assign({ outcome: null }) },
      },
    },
    confirming: {
      on: {
        'decision.change': { actions: 'takeText' },
        'decision.confirm': [
          { guard: 'hasTextError', actions: 'showTextError' },
          { target: 'submitting', actions: assign({ error: null, fieldError: null }) },
        ],
        'decision.cancel': { target: 'idle', actions: 'close' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'decide',
        input: ({ context }) => ({
          action: context.target?.action ?? 'approval.approve',
          id: context.target?.id ?? 0,
          text: context.text,
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: answered },
            target: 'idle',
            actions: [{ type: 'keepOutcome', params: answered }, 'close', 'refresh'],
          },
          {
            guard: { type: 'isFieldRefusal', params: answered },
            target: 'confirming',
            actions: { type: 'showFieldRefusal', params: answered },
          },
          {
            guard: { type: 'isStale', params: answered },
            target: 'confirming',
            actions: [{ type: 'showRefusal', params: answered }, 'refresh'],
          },
          { target: 'confirming', actions: { type: 'showRefusal', params: answered } },
        ],
        onError: { target: 'confirming', actions: 'showFailure' },
      },
    },
  },
});
