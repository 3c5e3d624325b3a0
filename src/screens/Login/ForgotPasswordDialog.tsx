import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { forgotPasswordMachine } from '../../machines/forgotPassword/forgotPasswordMachine';
import { notify } from '../../ui';
import { useCooldown } from '../shared/useCooldown';
import { ForgotPasswordView } from './ForgotPasswordView';

const machine = forgotPasswordMachine.provide({
  actions: {
    notifyError: (_, { message }) => notify.error(message),
    notifySuccess: (_, { message }) => notify.success(message),
  },
});

function ForgotPasswordFlow({ onClose }: { onClose: () => void }) {
  const [snapshot, send] = useMachine(machine);
  const cooldown = useCooldown(snapshot.children.otp);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return (
    <ForgotPasswordView
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      step={snapshot.matches('codeSent') ? 'code' : 'username'}
      busy={snapshot.hasTag('busy')}
      fieldErrors={snapshot.context.fieldErrors}
      cooldown={cooldown}
      onUsernameCommit={(username) => send({ type: 'username.commit', username })}
      onSubmit={(values) => send({ type: 'reset.submit', ...values })}
      onResend={() => send({ type: 'otp.resend' })}
    />
  );
}

/** Mounted only while open, so each opening starts with empty fields and a fresh flow. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [close] = useState(() => () => onOpenChange(false));
  return open ? <ForgotPasswordFlow onClose={close} /> : null;
}
