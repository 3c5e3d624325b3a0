import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSessionValues } from '../../api/session';
import { otpCooldownMachine } from '../../machines/otpCooldown/otpCooldownMachine';
import { NewUsernameView } from './NewUsernameView';

export function NewUsernameScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email || null;
  const [input] = useState(() => ({ username: getSessionValues().username ?? '', from: 'verify' as const }));
  const [snapshot, send] = useMachine(otpCooldownMachine, { input });
  const sent = snapshot.matches('coolingDown');
  useEffect(() => {
    if (sent) navigate('/verifyEmail', { state: { codeSent: true } });
  }, [sent, navigate]);
  return (
    <NewUsernameView
      email={email}
      canSend={input.username !== ''}
      sending={snapshot.hasTag('busy')}
      error={snapshot.context.error}
      onSendCode={() => send({ type: 'otp.send' })}
    />
  );
}
