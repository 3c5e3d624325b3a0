import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { getSessionValues } from '../../api/session';
import { verifyEmailMachine } from '../../machines/verifyEmail/verifyEmailMachine';
import { notify } from '../../ui';
import { useCooldown } from '../shared/useCooldown';
import { VerifyEmailView } from './VerifyEmailView';

export function VerifyEmailScreen() {
  const navigate = useNavigate();
  const navigateRef = useRef<NavigateFunction>(navigate);
  navigateRef.current = navigate;
  const location = useLocation();
  const [input] = useState(() => ({
    username: getSessionValues().username ?? '',
    codeAlreadySent: Boolean((location.state as { codeSent?: boolean } | null)?.codeSent),
  }));
  const [machine] = useState(() =>
    verifyEmailMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        openLogin: () => navigateRef.current('/login', { replace: true }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const cooldown = useCooldown(snapshot.children.otp);
  return (
    <VerifyEmailView
      username={snapshot.context.username}
      busy={snapshot.hasTag('busy')}
      codeError={snapshot.context.codeError}
      cooldown={cooldown}
      onSubmit={(code) => send({ type: 'code.submit', code })}
      onResend={() => send({ type: 'otp.resend' })}
    />
  );
}
