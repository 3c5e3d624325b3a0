import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { firstErrorMessage, isOk } from '../../api/errors';
import { postWithdrawAddressChangeCancel } from '../../api/withdraw';
import { type AddressCancelState, WithdrawAddressCancelView } from './WithdrawAddressCancelView';

/** /withdraw-address/cancel?token=…: the mailed link that cancels a new payout address before it takes effect. */
export function WithdrawAddressCancelScreen() {
  const [params, setParams] = useSearchParams();
  // Read once, then taken out of the address bar, so the single-use token is not left in history or shared.
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);
  const [state, setState] = useState<AddressCancelState>(token ? { phase: 'ready' } : { phase: 'noLink' });

  const confirm = async () => {
    if (state.phase !== 'ready') return;
    setState({ phase: 'cancelling' });
    const answer = await postWithdrawAddressChangeCancel({ token });
    setState(
      isOk(answer)
        ? { phase: 'done', message: firstErrorMessage(answer, 'The new withdrawal address is cancelled') }
        : { phase: 'refused', message: firstErrorMessage(answer) },
    );
  };

  return <WithdrawAddressCancelView state={state} onConfirm={() => void confirm()} />;
}
