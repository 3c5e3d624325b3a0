import { assign, fromPromise, setup } from 'xstate';
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

const answerOf = (event: unknown) => (event as { output?: rules.DecisionAnswer }).output;

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
      outcome: ({ context, event }) => {
        const answer = answerOf(event);
        if (!context.target || !answer) return null;
        const { action } = context.target;
        return { action, waiting: isWaiting(answer), message: rules.outcomeMessage(context.target, answer) };
      },
    }),
    showFieldRefusal: assign({
      fieldError: ({ context, event }) =>
        context.target ? rules.fieldRefusal(context.target.action, answerOf(event)) : null,
    }),
    showRefusal: assign({ error: ({ event }) => rules.refusalMessage(answerOf(event)) }),
    showFailure: assign({ error: SOMETHING_WENT_WRONG }),
  },
  guards: {
    hasTextError: ({ context }) =>
      context.target !== null && rules.textError(context.target.action, context.text) !== null,
    isAccepted: ({ event }) => rules.isAccepted(answerOf(event)),
    isFieldRefusal: ({ context, event }) =>
      context.target !== null && rules.fieldRefusal(context.target.action, answerOf(event)) !== null,
    isStale: ({ event }) => rules.isStale(answerOf(event)),
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
          { guard: 'isAccepted', target: 'idle', actions: ['keepOutcome', 'close', 'refresh'] },
          { guard: 'isFieldRefusal', target: 'confirming', actions: 'showFieldRefusal' },
          { guard: 'isStale', target: 'confirming', actions: ['showRefusal', 'refresh'] },
          { target: 'confirming', actions: 'showRefusal' },
        ],
        onError: { target: 'confirming', actions: 'showFailure' },
      },
    },
  },
});
