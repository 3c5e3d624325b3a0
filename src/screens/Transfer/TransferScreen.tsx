import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../api/errors';
import { userQuery } from '../../api/queries';
import { transfersQuery, transferWalletLabels, walletKeys } from '../../api/wallet';
import { transferMachine } from '../../machines/transfer/transferMachine';
import { formatUsdt, notify } from '../../ui';
import { useMoneyVerification } from '../shared/MoneyVerification/useMoneyVerification';
import { useSession } from '../shared/useSession';
import { TransferView } from './TransferView';
import { balancesFrom } from './transferFormat';

export function TransferScreen() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const history = useQuery(transfersQuery(page));
  const cards = history.data?.more_details;
  const balances = useMemo(() => balancesFrom(cards), [cards]);

  const [machine] = useState(() =>
    transferMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        // The new transfer heads the first page; balances show on every wallet screen and the header.
        refresh: () => {
          setPage(1);
          void queryClient.invalidateQueries({ queryKey: walletKeys.all });
          void queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      username: session?.username ?? '',
      authType: session?.auth_type ?? 'mpin',
      ...(balances ? { balances } : {}),
    },
  });

  useEffect(() => {
    if (balances) send({ type: 'balances.update', balances });
  }, [balances, send]);

  const failedToLoad = history.isError;
  useEffect(() => {
    if (failedToLoad) notify.error(SOMETHING_WENT_WRONG);
  }, [failedToLoad]);

  const { context } = snapshot;
  const verification = useMoneyVerification(
    snapshot,
    send,
    `${formatUsdt(context.form.amount || '0')} from ${
      context.form.wallet ? transferWalletLabels[context.form.wallet] : ''
    }`,
  );

  return (
    <TransferView
      cards={cards}
      balances={balances}
      formOpen={snapshot.matches('editing') && context.formOpen}
      form={context.form}
      fieldErrors={context.fieldErrors}
      formError={context.error}
      history={history.data?.data ?? null}
      historyLoading={history.isPending}
      onOpen={() => send({ type: 'form.open' })}
      onClose={() => send({ type: 'form.close' })}
      onChange={(field, value) => send({ type: 'form.change', field, value })}
      onNext={() => send({ type: 'form.next' })}
      onPageChange={setPage}
      {...verification}
    />
  );
}
