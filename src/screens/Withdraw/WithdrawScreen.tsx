import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ApiError, firstErrorMessage } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { walletKeys } from '../../api/wallet';
import {
  withdrawCancelMutation,
  withdrawInfoQuery,
  withdrawKeys,
  withdrawListQuery,
  withdrawWalletLabels,
} from '../../api/withdraw';
import { withdrawMachine } from '../../machines/withdraw/withdrawMachine';
import { formatUsdt, notify } from '../../ui';
import { LIST_FAILED } from '../shared/loadFailure';
import { useMoneyVerification } from '../shared/MoneyVerification/useMoneyVerification';
import { useSession } from '../shared/useSession';
import { useHoldUntil } from './useHoldUntil';
import { WithdrawView } from './WithdrawView';
import { withdrawalSummary } from './withdrawFormat';

export function WithdrawScreen() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const info = useQuery(withdrawInfoQuery());
  const list = useQuery(withdrawListQuery(page));

  const [machine] = useState(() =>
    withdrawMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        // The new request heads the first page; balances change on every wallet screen.
        refresh: () => {
          setPage(1);
          void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
          void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      username: session?.username ?? '',
      authType: session?.auth_type ?? 'mpin',
      ...(info.data ? { balances: info.data.balance } : {}),
    },
  });

  // One key per withdrawal for this visit: pressing Cancel again after a lost answer cancels it once.
  const [cancelKeys] = useState(() => new Map<string, string>());
  const cancel = useMutation({
    ...withdrawCancelMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Withdrawal cancelled'));
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error) => {
      notify.error(firstErrorMessage(error instanceof ApiError ? error.response : undefined));
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
  });
  const cancelWithdrawal = (code: string) => {
    const idempotencyKey = cancelKeys.get(code) ?? newIdempotencyKey();
    cancelKeys.set(code, idempotencyKey);
    cancel.mutate({ code, idempotencyKey });
  };

  const holdUntil = useHoldUntil(info.data?.withdraw_hold_until);
  const balance = info.data?.balance;
  useEffect(() => {
    if (balance) send({ type: 'balances.update', balances: balance });
  }, [balance, send]);

  const { context } = snapshot;
  const verification = useMoneyVerification(
    snapshot,
    send,
    `the withdrawal of ${formatUsdt(context.form.amount || '0')} from ${
      context.form.wallet ? withdrawWalletLabels[context.form.wallet] : ''
    }`,
  );

  const setting = info.data?.setting;
  const summary = setting ? withdrawalSummary(context.form.amount || '0', setting) : undefined;
  const loadError = info.error ? info.error.message : null;
  return (
    <WithdrawView
      info={
        info.data
          ? {
              balance: info.data.balance,
              conversionRate: info.data.conversion_rate,
              cards: info.data.more_details,
              setting: info.data.setting,
              holdUntil,
            }
          : null
      }
      loading={info.isPending}
      loadError={loadError}
      onReload={() => void info.refetch()}
      form={{ wallet: context.form.wallet, amount: context.form.amount }}
      fieldErrors={context.fieldErrors}
      submitError={snapshot.matches('editing') ? context.error : null}
      onFieldChange={(field, value) => send({ type: 'form.change', field, value })}
      onNext={() => send({ type: 'form.next' })}
      {...verification}
      verification={
        verification.verification && summary
          ? { ...verification.verification, summary }
          : verification.verification
      }
      history={{
        page: list.data ?? null,
        loading: list.isPending,
        error: list.error ? LIST_FAILED : null,
        onPageChange: setPage,
        onRetry: () => void list.refetch(),
        onCancel: (row) => cancelWithdrawal(row.code),
        cancelling: cancel.isPending ? (cancel.variables?.code ?? null) : null,
      }}
    />
  );
}
