import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { profileKeys } from '../../api/profile';
import { type AuthenticationResponse, authenticationQuery, securityKeys } from '../../api/security';
import { authTypeMachine, type SetUpMethods, type SetUpTab } from '../../machines/authType/authTypeMachine';
import { notify } from '../../ui';
import { useCooldown } from '../shared/useCooldown';
import { useSession } from '../shared/useSession';
import { AuthenticationPanel } from './AuthenticationPanel';

export interface AuthenticationTabProps {
  /** Moves the member to the tab where a method is set up. */
  onOpenTab: (tab: SetUpTab) => void;
}

const setUpOf = (flags: AuthenticationResponse['more_details']): SetUpMethods => ({
  mpin: flags.mpin === 1,
  otp: flags.otp === 1,
  authenticator: flags.authenticator === 1,
});

function AuthenticationFlow({
  answer,
  onOpenTab,
}: { answer: AuthenticationResponse } & AuthenticationTabProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const openTab = useRef(onOpenTab);
  openTab.current = onOpenTab;
  const [machine] = useState(() =>
    authTypeMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        openTab: (_, { tab }) => openTab.current(tab),
        refresh: () => {
          void queryClient.invalidateQueries({ queryKey: securityKeys.authentication });
          void queryClient.invalidateQueries({ queryKey: profileKeys.user() });
        },
      },
    }),
  );
  const current = answer.data.type;
  const setUp = setUpOf(answer.more_details);
  const [snapshot, send] = useMachine(machine, {
    input: { username: session?.username ?? '', current, setUp },
  });
  const { mpin, otp, authenticator } = setUp;
  useEffect(() => {
    send({ type: 'authentication.update', current, setUp: { mpin, otp, authenticator } });
  }, [current, mpin, otp, authenticator, send]);
  const cooldown = useCooldown(snapshot.children.otp);
  const { context } = snapshot;

  return (
    <AuthenticationPanel
      loading={false}
      loadError={null}
      onReload={() => undefined}
      current={context.current}
      setUp={context.setUp}
      selected={context.selected}
      code={context.code}
      fieldErrors={context.fieldErrors}
      busy={snapshot.hasTag('busy')}
      cooldown={cooldown}
      onSelect={(authType) => send({ type: 'type.select', authType })}
      onCodeChange={(code) => send({ type: 'code.change', code })}
      onSendCode={() => send({ type: 'otp.resend' })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

/** The Authentication tab: GET authentication, then the authType machine on what it says. */
export function AuthenticationTab({ onOpenTab }: AuthenticationTabProps) {
  const answer = useQuery(authenticationQuery());
  if (answer.data) return <AuthenticationFlow answer={answer.data} onOpenTab={onOpenTab} />;
  return (
    <AuthenticationPanel
      loading={answer.isPending}
      loadError={answer.error ? answer.error.message : null}
      onReload={() => void answer.refetch()}
      current="mpin"
      setUp={{ mpin: false, otp: false, authenticator: false }}
      selected={null}
      code=""
      fieldErrors={{}}
      busy={false}
      onSelect={() => undefined}
      onCodeChange={() => undefined}
      onSendCode={() => undefined}
      onSubmit={() => undefined}
    />
  );
}
