import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  depositAddressQuery,
  depositsQuery,
  paymentMethodsQuery,
  syncDeposits,
  walletKeys,
} from '../../api/wallet';
import { notify } from '../../ui';
import {
  LIST_FAILED,
  loadFailureMessage,
  needsToast,
  refusalMessage,
  useFailureToast,
} from '../shared/loadFailure';
import { DepositView } from './DepositView';
import { creditedMessage } from './depositFormat';

/** How often the page syncs while a deposit waits for confirmations (a BSC block comes every ~3 s). */
const PENDING_REFRESH_MS = 3_000;

export function DepositScreen() {
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQuery());
  const [chosenId, setChosenId] = useState<number | null>(null);
  const methodId = chosenId ?? methods.data?.[0]?.id ?? null;
  const [pages, setPages] = useState<Record<number, number>>({});
  const page = methodId === null ? 1 : (pages[methodId] ?? 1);
  const address = useQuery({ ...depositAddressQuery(methodId ?? 0), enabled: methodId !== null });
  // While a deposit is on its way the page looks again every few seconds, so its confirmations rise.
  const deposits = useQuery({
    ...depositsQuery(methodId ?? 0, page),
    enabled: methodId !== null,
    refetchInterval: (query) => ((query.state.data?.pending.length ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });

  // Opening the page syncs too (the list's query): whatever any sync credits is told once and marked.
  const [justCredited, setJustCredited] = useState(false);
  const told = useRef(new Set<string>());
  const tellCredited = useCallback((answer: { credited: readonly { thash: string }[] } | undefined) => {
    const fresh = answer?.credited.filter((deposit) => !told.current.has(deposit.thash)) ?? [];
    if (fresh.length === 0) return false;
    for (const deposit of fresh) told.current.add(deposit.thash);
    setJustCredited(true);
    return true;
  }, []);
  useEffect(() => {
    if (tellCredited(deposits.data)) notify.success(creditedMessage(deposits.data?.credited) ?? '');
  }, [deposits.data, tellCredited]);

  const sync = useMutation({
    mutationFn: (id: number) => syncDeposits(id, 1),
    onSuccess: (answer, id) => {
      // Newly credited deposits are newest, so the member is taken to the first page where they show.
      queryClient.setQueryData(walletKeys.deposits(id, 1), answer);
      setPages((prev) => ({ ...prev, [id]: 1 }));
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transfers'] });
      tellCredited(answer);
      notify.success(creditedMessage(answer.credited) ?? answer.msg);
    },
    onError: (error) => {
      if (needsToast(error)) notify.error(refusalMessage(error));
    },
  });

  const methodsError = methods.isError ? loadFailureMessage(methods.error) : null;
  const addressError = address.isError ? loadFailureMessage(address.error) : null;
  const depositsError = deposits.isError ? loadFailureMessage(deposits.error) : null;
  useFailureToast(methods.error, methods.errorUpdatedAt, methodsError ?? LIST_FAILED);
  useFailureToast(address.error, address.errorUpdatedAt, addressError ?? LIST_FAILED);
  useFailureToast(deposits.error, deposits.errorUpdatedAt, depositsError ?? LIST_FAILED);

  return (
    <DepositView
      methods={methods.data}
      methodsError={methodsError}
      selectedMethodId={methodId}
      address={address.data}
      addressError={addressError}
      balance={deposits.data?.balance}
      justCredited={justCredited}
      deposits={deposits.data?.list}
      pending={deposits.data?.pending}
      depositsLoading={deposits.isFetching && (deposits.isPlaceholderData || !deposits.data)}
      depositsError={depositsError}
      syncing={sync.isPending}
      lastSync={
        sync.isSuccess
          ? { ok: true, message: creditedMessage(sync.data.credited) ?? sync.data.msg }
          : sync.isError
            ? { ok: false, message: refusalMessage(sync.error) }
            : null
      }
      onMethodChange={(id) => {
        setChosenId(id);
        sync.reset();
      }}
      onSync={() => {
        if (methodId !== null) sync.mutate(methodId);
      }}
      onPageChange={(next) => {
        if (methodId !== null) setPages((prev) => ({ ...prev, [methodId]: next }));
      }}
      onRetry={() => {
        if (methods.isError) void methods.refetch();
        if (address.isError) void address.refetch();
        if (deposits.isError) void deposits.refetch();
      }}
    />
  );
}
