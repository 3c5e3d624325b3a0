import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  changeOperatorMutation,
  createOperatorMutation,
  type OperatorChangeBody,
  type OperatorListItem,
  operatorAccountKeys,
  operatorsQuery,
} from '../../../api/operatorAccounts';
import { isWaiting } from '../../../api/operatorMoney';
import { notify } from '../../../ui';
import { failureMessage, fieldErrors } from '../shared/failure';
import { useOperatorShell } from '../shared/operatorShell';
import { refreshLists } from '../shared/refreshLists';
import { type OperatorDialog, OperatorsView } from './OperatorsView';
import { confirmations, waitingMessage } from './operatorsText';

const CHANGE_FAILED = 'Could not change this operator. Please try again.';
const ADD_FAILED = 'Could not add the operator. Please try again.';

/** The change asked for, in words, for the message that it waits. */
function changeWords(dialog: OperatorDialog | null, change: OperatorChangeBody): string {
  const who = dialog && dialog.kind !== 'add' ? dialog.operator.username : 'the operator';
  if (change.role) return `Making ${who} ${change.role}`;
  if (change.disabled === false) return `Enabling ${who}`;
  return `Resetting ${who}'s authenticator`;
}

function doneMessage(dialog: OperatorDialog | null, operator: OperatorListItem): string {
  if (dialog && dialog.kind !== 'add' && dialog.kind !== 'role')
    return confirmations[dialog.kind].done(operator);
  return `${operator.username} is ${operator.role} now.`;
}

/** GET operator/operators; for operators.write, POST operator/operators and POST operator/operators/{id}. */
export function OperatorsScreen() {
  const { operator: me, rights } = useOperatorShell();
  const queryClient = useQueryClient();
  const list = useQuery(operatorsQuery());
  const [dialog, setDialog] = useState<OperatorDialog | null>(null);
  const refresh = () => {
    refreshLists(queryClient);
    return queryClient.invalidateQueries({ queryKey: operatorAccountKeys.all() });
  };

  const create = useMutation({
    ...createOperatorMutation(),
    onSuccess: (answer, body) => {
      if (isWaiting(answer)) {
        notify.info(
          waitingMessage(`Adding ${body.username.toLowerCase()} as ${body.role}`, answer.approval.id),
        );
      } else {
        notify.success(
          `${answer.data.username} is added as ${answer.data.role}. They set up their authenticator at their first sign-in.`,
        );
      }
      setDialog(null);
      void refresh();
    },
  });
  const change = useMutation({
    ...changeOperatorMutation(),
    onSuccess: (answer, { change: asked }) => {
      if (isWaiting(answer)) notify.info(waitingMessage(changeWords(dialog, asked), answer.approval.id));
      else notify.success(doneMessage(dialog, answer.data));
      setDialog(null);
    },
    // Refused or not, the list is read again: another admin may have changed the same operator meanwhile.
    onSettled: () => void refresh(),
  });
  const pending = dialog?.kind === 'add' ? create : change;
  const fields = dialog?.kind === 'add' ? fieldErrors(create.error) : {};

  return (
    <OperatorsView
      operators={list.data ?? null}
      loading={list.isPending}
      error={list.error ? failureMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      canWrite={rights.includes('operators.write')}
      myId={me?.id ?? null}
      dialog={dialog}
      onDialog={(next) => {
        create.reset();
        change.reset();
        setDialog(next);
      }}
      busy={pending.isPending}
      dialogError={
        pending.error && Object.keys(fields).length === 0
          ? failureMessage(pending.error, dialog?.kind === 'add' ? ADD_FAILED : CHANGE_FAILED)
          : null
      }
      fieldErrors={fields}
      onCreate={(body) => create.mutate(body)}
      onChange={(operator, body: OperatorChangeBody) => change.mutate({ id: operator.id, change: body })}
    />
  );
}
