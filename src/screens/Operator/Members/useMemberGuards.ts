import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type MemberGuard, memberGuardMutation, operatorMemberKeys } from '../../../api/operatorMembers';
import { isWaiting } from '../../../api/operatorMoney';
import { failureMessage, fieldErrors } from '../shared/failure';
import { refreshLists } from '../shared/refreshLists';
import type { GuardState } from './MemberGuards';
import { guardOutcome } from './memberGuardsText';

const GUARD_FAILED = 'This could not be asked. Please try again.';

/** The guard dialog's state and its request; the file is read again once the server has answered. */
export function useMemberGuards(username: string) {
  const queryClient = useQueryClient();
  const [guard, setGuard] = useState<MemberGuard | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<GuardState['outcome']>(null);
  const ask = useMutation({
    ...memberGuardMutation(username),
    onSuccess: (answer, asked) => {
      const requestId = isWaiting(answer) ? answer.approval.id : null;
      setOutcome({ message: guardOutcome(asked.guard, username, requestId), waiting: requestId !== null });
      setGuard(null);
      setReason('');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: operatorMemberKeys.file(username) });
      refreshLists(queryClient);
    },
  });
  const missing = checked && reason.trim() === '' ? 'Give a reason.' : null;
  const server = ask.error ? fieldErrors(ask.error) : {};
  const state: GuardState = {
    guard,
    reason,
    reasonError: missing ?? server.reason ?? null,
    error: ask.error && !server.reason ? failureMessage(ask.error, GUARD_FAILED) : null,
    busy: ask.isPending,
    outcome,
  };
  return {
    state,
    onOpen: (next: MemberGuard) => {
      ask.reset();
      setChecked(false);
      setReason('');
      setGuard(next);
    },
    onReasonChange: setReason,
    onConfirm: () => {
      setChecked(true);
      if (guard && reason.trim()) ask.mutate({ guard, reason: reason.trim() });
    },
    onCancel: () => setGuard(null),
  };
}
