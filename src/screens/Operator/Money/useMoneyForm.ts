import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { operatorMoneyKeys } from '../../../api/operatorMoney';
import {
  type MoneyFormKind,
  operatorMoneyFormMachine,
} from '../../../machines/operatorMoneyForm/operatorMoneyFormMachine';
import { refreshLists } from '../shared/refreshLists';
import type { MoneyFormViewProps } from './MoneyFormFrame';

/**
 * Record deposit or Adjustment through the form machine, with every money list asked again once the server
 * took it. The section holds it, so a half-written form survives a look at another tab.
 */
export function useMoneyForm(kind: MoneyFormKind): MoneyFormViewProps {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    operatorMoneyFormMachine.provide({
      actions: {
        refresh: () => {
          void queryClient.invalidateQueries({ queryKey: operatorMoneyKeys.all() });
          refreshLists(queryClient);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { kind } });
  const { context } = snapshot;
  return {
    form: context.form,
    fieldErrors: context.fieldErrors,
    error: context.error,
    busy: snapshot.hasTag('busy'),
    outcome: context.outcome,
    onChange: (field, value) => send({ type: 'form.change', field, value }),
    onSubmit: () => send({ type: 'form.submit' }),
    onAgain: () => send({ type: 'form.again' }),
  };
}
