import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate, useSearchParams } from 'react-router-dom';
import { registrationMachine } from '../../machines/registration/registrationMachine';
import { needsPosition, needsSponsor } from '../../machines/registration/registrationRules';
import { notify } from '../../ui';
import { RegisterView } from './RegisterView';

export function RegisterScreen() {
  const navigate = useNavigate();
  const navigateRef = useRef<NavigateFunction>(navigate);
  navigateRef.current = navigate;
  const [params] = useSearchParams();
  const [input] = useState(() => ({ sponsor: params.get('u'), position: params.get('p') }));
  const [machine] = useState(() =>
    registrationMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        openLogin: () => navigateRef.current('/login'),
        // The server mails the verification code with its registration answer.
        openVerifyEmail: () => navigateRef.current('/verifyEmail', { state: { codeSent: true } }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const { context } = snapshot;
  // The username and sponsor checks run as their own machine while the form shows.
  const checks = useSelector(snapshot.children.nameChecks, (s) => s?.context);
  const preRegister = context.info?.preRegister ?? null;
  // An invitation link naming no member would leave a locked sponsor that can never be accepted: the field
  // opens for the visitor to type their sponsor instead.
  const linkRefused =
    Boolean(context.linkedSponsor) && checks?.sponsorCheck?.availability === 'Not Available';
  useEffect(() => {
    if (linkRefused) send({ type: 'sponsor.unlink' });
  }, [linkRefused, send]);

  return (
    <RegisterView
      loading={snapshot.matches('loading')}
      loadError={
        snapshot.matches('loadFailed') ? (context.error ?? 'Something Went Wrong Please Try Again....') : null
      }
      countries={context.info?.countries ?? []}
      // Until the settings are in, the form is drawn as it almost always is: with the sponsor and the side.
      needsSponsor={preRegister ? needsSponsor(preRegister) : true}
      needsPosition={preRegister ? needsPosition(preRegister) : true}
      linkedSponsor={context.linkedSponsor}
      linkedPosition={context.linkedPosition}
      usernameAvailability={checks?.usernameAvailability ?? null}
      sponsorCheck={checks?.sponsorCheck ?? null}
      fieldErrors={context.fieldErrors}
      busy={snapshot.hasTag('busy')}
      onRetry={() => send({ type: 'info.retry' })}
      onUsernameCommit={(username) => send({ type: 'username.commit', username })}
      onSponsorCommit={(sponsor) => send({ type: 'sponsor.commit', sponsor })}
      onSubmit={(form) => send({ type: 'form.submit', form })}
      onFieldEdit={(field, value) => send({ type: 'form.edit', field, value })}
    />
  );
}
