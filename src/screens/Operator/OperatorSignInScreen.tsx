import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { forgetOperatorSessionEnd } from '../../api/operatorSession';
import { operatorSignInMachine } from '../../machines/operatorSignIn/operatorSignInMachine';
import { enrolmentPart, OperatorSignInView } from './OperatorSignInView';
import { OPERATOR_HOME } from './shared/operatorSections';

function buildMachine(navigate: { current: NavigateFunction }) {
  return operatorSignInMachine.provide({
    actions: { openBackOffice: () => navigate.current(OPERATOR_HOME, { replace: true }) },
  });
}

/** What the back office said when it sent the operator here (the session ended, or they signed out). */
function noticeIn(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

export function OperatorSignInScreen() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const location = useLocation();
  const [machine] = useState(() => buildMachine(navigateRef));
  const [snapshot, send] = useMachine(machine);
  const { enrolment, fieldErrors, error } = snapshot.context;
  // The notice travels in the address's state; the back office need not remember it any longer.
  useEffect(forgetOperatorSessionEnd, []);

  return (
    <OperatorSignInView
      // While the code from a new authenticator is checked, the set-up stays on screen.
      phase={enrolment ? 'enrolling' : 'credentials'}
      busy={snapshot.hasTag('busy')}
      fieldErrors={fieldErrors}
      error={error}
      notice={noticeIn(location.state)}
      enrolment={enrolment}
      onSubmit={(fields) => {
        // Without a code the answer may be a first sign-in's set-up: its code downloads beside the request.
        if (!fields.code) void enrolmentPart.preload();
        send({ type: 'credentials.submit', ...fields });
      }}
      onCancelEnrolment={() => send({ type: 'enrolment.cancel' })}
    />
  );
}
