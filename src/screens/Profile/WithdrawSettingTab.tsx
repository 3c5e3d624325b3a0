import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { ApiError, firstErrorMessage } from '../../api/errors';
import {
  type WithdrawInfoResponse,
  type WithdrawSettingBody,
  withdrawAddressChangeMutation,
  withdrawAddressChangeQuery,
  withdrawAddressChangeRevokeMutation,
  withdrawKeys,
  withdrawSettingMutation,
  withdrawSettingQuery,
} from '../../api/withdraw';
import { otpCooldownMachine } from '../../machines/otpCooldown/otpCooldownMachine';
import { codeError } from '../../machines/verification/moneyRules';
import { notify } from '../../ui';
import { useCooldown } from '../shared/useCooldown';
import { useSession } from '../shared/useSession';
import {
  type WithdrawSettingField,
  WithdrawSettingPanel,
  type WithdrawSettingValues,
} from './WithdrawSettingPanel';

const REQUIRED = 'This Field Is Required.';
type FieldErrors = Partial<Record<WithdrawSettingField, string>>;

/** The server's field errors, placed on the form's two fields; the code may come back under any auth key. */
function placeErrors(errors: Record<string, string[]> | undefined): FieldErrors {
  const placed: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (field === 'withdrawal_address' || field === 'network') placed.withdrawal_address ??= message;
    else if (['mpin', 'otp', 'authenticator', 'code'].includes(field)) placed.code ??= message;
  }
  return placed;
}

/**
 * The Withdraw Setting tab: loads the saved setting, saves a receiving address with the member's code, and
 * over a saved one starts a new address's 24-hour cooling-off.
 */
export function WithdrawSettingTab() {
  const session = useSession();
  const authType = session?.auth_type ?? 'mpin';

  const queryClient = useQueryClient();
  const setting = useQuery(withdrawSettingQuery());
  const pendingChange = useQuery(withdrawAddressChangeQuery());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [changing, setChanging] = useState(false);
  const refused = (error: unknown) => {
    const response = error instanceof ApiError ? error.response : undefined;
    const placed = placeErrors(response?.errors);
    setFieldErrors(placed);
    if (Object.keys(placed).length === 0) notify.error(firstErrorMessage(response));
    return response;
  };
  const change = useMutation({
    ...withdrawAddressChangeMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'New withdrawal address saved'));
      setChanging(false);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
    onError: refused,
  });
  const revoke = useMutation({
    ...withdrawAddressChangeRevokeMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'The new withdrawal address is cancelled'));
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
    onError: (error) => {
      refused(error);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
  });
  const save = useMutation({
    ...withdrawSettingMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Withdraw setting saved'));
      queryClient.setQueryData<WithdrawInfoResponse>(withdrawKeys.info(), (old) =>
        old ? { ...old, setting: response.data } : old,
      );
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
    onError: (error) => {
      const response = refused(error);
      // A refusal because the address is already saved means this page is stale.
      if (response && !response.errors) void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
  });

  const [, sendOtp, otpActor] = useMachine(otpCooldownMachine, {
    input: { username: session?.username ?? '', from: 'withdraw', start: 'idle' },
  });
  const cooldown = useCooldown(authType === 'otp' ? otpActor : undefined);

  const submit = (values: WithdrawSettingValues) => {
    const errors: FieldErrors = {};
    if (!values.withdrawal_address) errors.withdrawal_address = REQUIRED;
    const badCode = codeError(authType, values.code);
    if (badCode) errors.code = badCode;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body: WithdrawSettingBody & { type: 'crypto' } = {
      type: 'crypto',
      withdrawal_coin: 'USDT',
      network: values.network,
      withdrawal_address: values.withdrawal_address,
      [authType]: values.code,
    };
    if (setting.data?.withdrawal_address) change.mutate({ ...body, type: 'crypto' });
    else save.mutate(body);
  };

  return (
    <WithdrawSettingPanel
      setting={setting.data ?? null}
      loading={setting.isPending}
      loadError={setting.error ? setting.error.message : null}
      onReload={() => void setting.refetch()}
      authType={authType}
      fieldErrors={fieldErrors}
      saving={save.isPending || change.isPending}
      pendingChange={pendingChange.data ?? null}
      changing={changing}
      onChangeStart={() => {
        setFieldErrors({});
        setChanging(true);
      }}
      onChangeAbandon={() => setChanging(false)}
      onChangeCancel={() => revoke.mutate()}
      cancellingChange={revoke.isPending}
      cooldown={cooldown}
      onSendCode={() => sendOtp({ type: 'otp.send' })}
      onFieldEdit={(field) =>
        setFieldErrors((current) => {
          if (!current[field]) return current;
          const { [field]: _edited, ...rest } = current;
          return rest;
        })
      }
      onSubmit={submit}
    />
  );
}
