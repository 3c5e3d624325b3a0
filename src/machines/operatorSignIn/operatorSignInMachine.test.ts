import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { clearOperatorToken, getOperatorToken, type OperatorSignInBody } from '../../api/operatorSession';
import { settle } from '../testing/advance';
import { operatorSignInMachine } from './operatorSignInMachine';
import type { OperatorSignInResult } from './operatorSignInRules';

const PASSWORD = 'Demo-operator-2026';
const enrol: OperatorSignInResult = {
  status: true,
  data: { kind: 'enrol', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_url: 'otpauth://totp/x?secret=JBSW' },
};
const signedIn: OperatorSignInResult = {
  status: true,
  data: {
    kind: 'signed-in',
    token: 'operator-token',
    idle_minutes: 15,
    operator: { id: 2, username: 'demo_support', role: 'support' },
    rights: ['members.read', 'tickets.read'],
  },
};
const refusal = (code: number, message: string) =>
  ({ status: false, message, msg: message, code }) as OperatorSignInResult;
const wrong = refusal(401, 'Wrong username, password or code');
const locked = refusal(423, 'Too many failed attempts: this operator account is locked for 30 minutes');

/** Starts the machine with the server answering each sign-in from `answers`, in turn. */
function start(...answers: (OperatorSignInResult | Error)[]) {
  const seen = { requests: [] as OperatorSignInBody[], opened: 0 };
  const machine = operatorSignInMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }: { input: OperatorSignInBody }) => {
        seen.requests.push(input);
        const answer = answers.shift() ?? wrong;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { openBackOffice: () => seen.opened++ },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() }).start();
  const submit = async (code = '', password = PASSWORD) => {
    actor.send({ type: 'credentials.submit', username: ' demo_support ', password, code });
    await settle();
  };
  return { actor, seen, submit, state: () => actor.getSnapshot() };
}

afterEach(() => clearOperatorToken());

describe('operatorSignIn', () => {
  it('asks for the username and password before calling the server, and for 6 digits when a code is typed', async () => {
    const { actor, seen, state } = start();
    actor.send({ type: 'credentials.submit', username: ' ', password: '', code: '12' });
    expect(state().context.fieldErrors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
      code: 'Authenticator code must be 6 digits',
    });
    expect(state().value).toBe('editing');
    expect(seen.requests).toHaveLength(0);
  });

  it('signs an enrolled operator in with password and code, stores only the token and opens the back office', async () => {
    const { seen, submit, state } = start(signedIn);
    await submit('123456');
    expect(seen.requests).toEqual([{ username: 'demo_support', password: PASSWORD, code: '123456' }]);
    expect(state().status).toBe('done');
    expect(state().output?.session?.operator).toEqual({ id: 2, username: 'demo_support', role: 'support' });
    expect(getOperatorToken()).toBe('operator-token');
    expect(seen.opened).toBe(1);
  });

  it('shows the secret to add on the first sign-in, then completes it with the code from the app', async () => {
    const { actor, seen, submit, state } = start(enrol, signedIn);
    await submit();
    expect(seen.requests[0]).toEqual({ username: 'demo_support', password: PASSWORD });
    expect(state().value).toBe('enrolling');
    expect(state().context.enrolment).toEqual({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      otpauthUrl: 'otpauth://totp/x?secret=JBSW',
    });
    actor.send({ type: 'credentials.submit', username: 'demo_support', password: PASSWORD, code: '' });
    expect(state().context.fieldErrors.code).toBe('Authenticator code is required');
    expect(seen.requests).toHaveLength(1);
    await submit('654321');
    expect(seen.requests[1]).toEqual({ username: 'demo_support', password: PASSWORD, code: '654321' });
    expect(state().value).toBe('signedIn');
  });

  it('keeps the secret on screen after a wrong code, so the next code from the app can be tried', async () => {
    const { submit, state } = start(enrol, wrong, signedIn);
    await submit();
    await submit('000000');
    expect(state().value).toBe('enrolling');
    expect(state().context.error).toBe('Wrong username, password or code');
    expect(state().context.enrolment?.secret).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
    await submit('123456');
    expect(state().value).toBe('signedIn');
  });

  it('never keeps the password in its context', async () => {
    const { actor, submit, state } = start(enrol);
    await submit();
    expect(JSON.stringify(state().context)).not.toContain(PASSWORD);
    actor.send({ type: 'enrolment.cancel' });
    expect(state().value).toBe('editing');
    expect(state().context.enrolment).toBeNull();
  });
});

describe('operatorSignIn refusals', () => {
  it('refuses wrong details with the one message, and a new try clears it', async () => {
    const { actor, submit, state } = start(wrong, signedIn);
    await submit('123456', 'not it');
    expect(state().value).toBe('refused');
    expect(state().hasTag('error')).toBe(true);
    expect(state().context.error).toBe('Wrong username, password or code');
    expect(getOperatorToken()).toBeNull();
    actor.send({ type: 'credentials.submit', username: 'demo_support', password: PASSWORD, code: '123456' });
    expect(state().context.error).toBeNull();
    await settle();
    expect(state().value).toBe('signedIn');
  });

  it('says the account is locked for 30 minutes after too many failures, forgetting any secret shown', async () => {
    const { submit, state } = start(enrol, locked);
    await submit();
    await submit('000000');
    expect(state().value).toBe('locked');
    expect(state().context.error).toBe(
      'Too many failed attempts: this operator account is locked for 30 minutes',
    );
    expect(state().context.enrolment).toBeNull();
  });

  it('shows a field refusal and a rate limit as the server words them', async () => {
    const tooMany = { ...refusal(429, 'Too many requests'), retry_after: 60 } as OperatorSignInResult;
    const badCode = {
      ...refusal(422, 'Invalid'),
      errors: { code: ['code must be the 6 digits the authenticator shows'] },
    } as OperatorSignInResult;
    const { submit, state } = start(badCode, tooMany);
    await submit('123456');
    expect(state().context.error).toBe('code must be the 6 digits the authenticator shows');
    await submit('123456');
    expect(state().context.error).toBe('Too many requests');
  });

  it('apologises when no answer came, and is busy while waiting for one', async () => {
    const { actor, state } = start(new Error('offline'));
    actor.send({ type: 'credentials.submit', username: 'demo_support', password: PASSWORD, code: '' });
    expect(state().hasTag('busy')).toBe(true);
    await settle();
    expect(state().value).toBe('refused');
    expect(state().context.error).toBe('Something Went Wrong Please Try Again....');
  });
});
