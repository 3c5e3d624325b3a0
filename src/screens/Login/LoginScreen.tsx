import { useMachine, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate, useSearchParams } from 'react-router-dom';
import { credentialsMachine } from '../../machines/login/credentialsMachine';
import { loginMachine } from '../../machines/login/loginMachine';
import { secondFactorMachine } from '../../machines/login/secondFactorMachine';
import { notify } from '../../ui';
import { useCooldown } from '../shared/useCooldown';
import { LoginView } from './LoginView';

// Few visits open the forgotten-password dialog, so it (and the dialog primitive) loads when asked for.
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

function buildMachine(navigate: { current: NavigateFunction }) {
  const notifyError = (_: unknown, { message }: { message: string }) => notify.error(message);
  return loginMachine.provide({
    actors: {
      credentials: credentialsMachine.provide({ actions: { notifyError } }),
      secondFactor: secondFactorMachine.provide({ actions: { notifyError } }),
    },
    actions: {
      notifyError,
      openMemberArea: () => navigate.current('/user/explore', { replace: true }),
      openVerifyEmail: () => navigate.current('/verifyEmail', { state: { codeSent: true } }),
      openNewUsername: (_, { email }) => navigate.current('/newUsername', { state: { email } }),
    },
  });
}

export function LoginScreen() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [params, setParams] = useSearchParams();
  const [autoLogin] = useState(() => {
    const user = params.get('user');
    const auth = params.get('auth');
    return user && auth ? { user, auth } : null;
  });
  // The operator's link is single use: it leaves the address bar (and history) as soon as it has been read.
  useEffect(() => {
    if (!params.has('user') && !params.has('auth')) return;
    const next = new URLSearchParams(params);
    next.delete('user');
    next.delete('auth');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const [machine] = useState(() => buildMachine(navigateRef));
  const [snapshot, send] = useMachine(machine, { input: { autoLogin } });
  // Each step of signing in runs as its own machine; the view shows the one under way.
  const credentials = useSelector(snapshot.children.credentials, (s) => s);
  const secondFactor = useSelector(snapshot.children.secondFactor, (s) => s);
  const cooldown = useCooldown(secondFactor?.children.otp);
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <LoginView
        phase={snapshot.matches('secondFactor') ? 'now' : 'pre'}
        authType={snapshot.context.authType}
        busy={snapshot.hasTag('busy') || !!credentials?.hasTag('busy') || !!secondFactor?.hasTag('busy')}
        autoSigningIn={snapshot.matches('autoSigningIn')}
        fieldErrors={{ ...credentials?.context.fieldErrors, ...secondFactor?.context.fieldErrors }}
        cooldown={cooldown}
        recovery={secondFactor?.context.recovery ?? false}
        onRecoveryToggle={() => send({ type: 'recovery.toggle' })}
        onCredentialsSubmit={(credentials) => send({ type: 'credentials.submit', ...credentials })}
        onCodeSubmit={(code) => send({ type: 'code.submit', code })}
        onResend={() => send({ type: 'otp.resend' })}
        onForgotPassword={() => setForgotOpen(true)}
      />
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </>
  );
}
