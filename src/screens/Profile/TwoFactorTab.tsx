import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { profileKeys, type UserDetails, userDetailsQuery } from '../../api/profile';
import { twoFactorMachine } from '../../machines/twoFactor/twoFactorMachine';
import { codeLength } from '../../machines/verification/moneyRules';
import type { VerificationContext } from '../../machines/verification/verificationMachine';
import { notify, saveFile } from '../../ui';
import type { MoneyVerification } from '../shared/MoneyVerification/MoneyVerificationDialog';
import { useCooldown } from '../shared/useCooldown';
import { RECOVERY_CODES_FILE, recoveryCodesFile } from './recoveryCodesFile';
import { TwoFactorPanel, type TwoFactorPanelProps, type TwoFactorStep } from './TwoFactorPanel';

const nothing = () => undefined;

/** What the panel is given before GET user has answered: it shows only the loading or failed state. */
const unloaded: Omit<TwoFactorPanelProps, 'loading' | 'loadError' | 'onReload'> = {
  enabled: false,
  step: 'idle',
  enrolment: null,
  recoveryCodesLeft: 0,
  recoveryCodes: [],
  code: '',
  codeError: null,
  error: null,
  signsIn: false,
  renewal: null,
  onToggle: nothing,
  onCodeChange: nothing,
  onCodeSubmit: nothing,
  onCancel: nothing,
  onResend: nothing,
  onCodesSaved: nothing,
  onDownloadCodes: nothing,
  onRenew: nothing,
};

/** Each machine state as the panel draws it. */
const steps: Record<string, TwoFactorStep> = {
  enrolling: 'enrolling',
  enabling: 'enabling',
  showingRecoveryCodes: 'showingCodes',
  confirmingDisable: 'confirmingDisable',
  disabling: 'disabling',
  confirmingRenewal: 'renewing',
  renewing: 'renewing',
};

type VerificationSnapshot = {
  context: VerificationContext;
  children: Record<string, AnyActorRef | undefined>;
};

function TwoFactorFlow({ user }: { user: UserDetails }) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    twoFactorMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        refresh: () => void queryClient.invalidateQueries({ queryKey: profileKeys.user() }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { enabled: user.status_2fa === 1, authType: user.auth_type, username: user.username },
  });
  const enabledOnServer = user.status_2fa === 1;
  useEffect(() => send({ type: 'status.sync', enabled: enabledOnServer }), [enabledOnServer, send]);

  const step = useSelector(snapshot.children.verification, (s) => s as VerificationSnapshot | undefined);
  const cooldown = useCooldown(step?.children.otp);
  const { context } = snapshot;
  const renewing = snapshot.matches('renewing');
  const renewal: MoneyVerification | null =
    step || renewing
      ? {
          authType: context.authType,
          code: step?.context.code ?? context.code,
          codeLength: codeLength(context.authType),
          codeError: step?.context.codeError ?? null,
          phase: renewing ? 'submitting' : 'entering',
          error: null,
          cooldown,
          confirming: 'new recovery codes',
        }
      : null;

  return (
    <TwoFactorPanel
      loading={false}
      loadError={null}
      onReload={nothing}
      enabled={context.enabled}
      step={steps[String(snapshot.value)] ?? 'idle'}
      enrolment={
        user.image_2fa && user.secret_2fa ? { otpauth: user.image_2fa, secret: user.secret_2fa } : null
      }
      recoveryCodesLeft={user.recovery_codes_left}
      recoveryCodes={context.recoveryCodes}
      code={context.code}
      codeError={context.codeError}
      error={context.error}
      signsIn={user.auth_type === 'authenticator'}
      renewal={renewal}
      onToggle={() => send({ type: 'twoFactor.toggle' })}
      onCodeChange={(code) => send({ type: 'code.change', code })}
      onCodeSubmit={() => send({ type: 'code.submit' })}
      onCancel={() => send({ type: 'step.cancel' })}
      onResend={() => send({ type: 'otp.resend' })}
      onCodesSaved={() => send({ type: 'codes.saved' })}
      onDownloadCodes={() =>
        saveFile(recoveryCodesFile(context.recoveryCodes, user.username), RECOVERY_CODES_FILE)
      }
      onRenew={() => send({ type: 'codes.renew' })}
    />
  );
}

/** The 2FA Setting tab: GET user, then the twoFactor machine on what it says. */
export function TwoFactorTab() {
  const user = useQuery(userDetailsQuery());
  if (user.data) return <TwoFactorFlow user={user.data} />;
  return (
    <TwoFactorPanel
      {...unloaded}
      loading={user.isPending}
      loadError={user.error ? user.error.message : null}
      onReload={() => void user.refetch()}
    />
  );
}
