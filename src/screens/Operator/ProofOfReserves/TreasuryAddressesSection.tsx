import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  operatorReserveKeys,
  proveAddressMutation,
  type TreasuryAddress,
  treasuryAddressesQuery,
} from '../../../api/operatorReserves';
import { notify, utcToday } from '../../../ui';
import { failureMessage, fieldErrors } from '../shared/failure';
import { TreasuryAddressesView } from './TreasuryAddressesView';
import { ADDRESSES_FAILED, PROVE_FAILED } from './treasuryText';

/** GET operator/proof-of-reserves/addresses; for money.write, POST a signed message from the dialog. */
export function TreasuryAddressesSection({ canWrite }: { canWrite: boolean }) {
  const queryClient = useQueryClient();
  const addresses = useQuery(treasuryAddressesQuery());
  const [proving, setProving] = useState<TreasuryAddress | null>(null);
  const prove = useMutation({
    ...proveAddressMutation(),
    onSuccess: (answer) => {
      notify.success(answer.message);
      setProving(null);
      // Snapshots show each treasury address's proof as it stands now, so they are read again with the list.
      void queryClient.invalidateQueries({ queryKey: operatorReserveKeys.all() });
    },
  });
  const fields = fieldErrors(prove.error);

  return (
    <TreasuryAddressesView
      addresses={addresses.data ?? null}
      loading={addresses.isPending}
      error={addresses.error ? failureMessage(addresses.error, ADDRESSES_FAILED) : null}
      onRetry={() => void addresses.refetch()}
      canWrite={canWrite}
      onProve={(treasury) => {
        prove.reset();
        setProving(treasury);
      }}
      dialog={{
        treasury: proving,
        day: utcToday(),
        busy: prove.isPending,
        fieldErrors: fields,
        error:
          prove.error && Object.keys(fields).length === 0 ? failureMessage(prove.error, PROVE_FAILED) : null,
        onSubmit: (body) => prove.mutate(body),
        onClose: () => setProving(null),
      }}
    />
  );
}
