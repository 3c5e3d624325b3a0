import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { operatorMoneyKeys } from '../../../api/operatorMoney';
import {
  type DecisionTarget,
  operatorDecisionMachine,
} from '../../../machines/operatorDecision/operatorDecisionMachine';
import { refreshLists } from '../shared/refreshLists';
import type { DecisionHandlers, DecisionState } from './DecisionDialog';
import type { Outcome } from './MoneyTable';

/**
 * A list's decisions through the decision machine: the dialog's state and handlers, the last outcome, and
 * every money list asked again after a decision (a withdrawal approved from Approvals changes the queue).
 */
export function useDecision() {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    operatorDecisionMachine.provide({
      actions: {
        refresh: () => {
          void queryClient.invalidateQueries({ queryKey: operatorMoneyKeys.all() });
          refreshLists(queryClient);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const decision: DecisionState = {
    target: context.target,
    text: context.text,
    fieldError: context.fieldError,
    error: context.error,
    busy: snapshot.hasTag('busy'),
  };
  const handlers: DecisionHandlers = {
    onTextChange: (text) => send({ type: 'decision.change', text }),
    onConfirm: () => send({ type: 'decision.confirm' }),
    onCancel: () => send({ type: 'decision.cancel' }),
  };
  const outcome: Outcome | null = context.outcome
    ? { message: context.outcome.message, waiting: context.outcome.waiting }
    : null;
  return {
    decision,
    handlers,
    outcome,
    open: (target: DecisionTarget) => send({ type: 'decision.open', target }),
    dismissOutcome: () => send({ type: 'outcome.dismiss' }),
  };
}
