import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PreLoginResult } from '../../api/auth';
import type { PreLoginBody } from '../../api/contract';
import { settle } from '../testing/advance';
import { credentialsMachine } from './credentialsMachine';

const accepted: PreLoginResult = {
  status: true,
  message: 'Enter your second factor',
  msg: 'Enter your second factor',
  token: 'pre-token',
  auth_type: 'authenticator',
  username: 'alice',
};
const refusal = (msg: string, extra: Record<string, unknown> = {}) =>
  ({ status: false, msg, message: msg, code: 422, ...extra }) as PreLoginResult;

/** The password step on its own, its pre-login answered by `answer` and its toasts recorded. */
function start(answer: (body: PreLoginBody) => PreLoginResult | Promise<never> = () => accepted) {
  const seen = { preLogin: [] as PreLoginBody[], toasts: [] as string[] };
  const machine = credentialsMachine.provide({
    actors: {
      preLogin: fromPromise(async ({ input: body }: { input: PreLoginBody }) => {
        seen.preLogin.push(body);
        return answer(body);
      }),
    },
    actions: { notifyError: (_, params) => seen.toasts.push(params.message) },
  });
  const actor = createActor(machine).start();
  const submit = async (username: string, password: string) => {
    actor.send({ type: 'credentials.submit', username, password });
    await settle();
  };
  return { actor, seen, submit };
}

describe('checking the form before the server', () => {
  it('asks for the username and password without calling the server when they are empty', async () => {
    const { actor, seen, submit } = start();
    await submit('   ', '');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'username is Required',
      password: 'Password is Required',
    });
    expect(seen.preLogin).toHaveLength(0);
  });

  it('sends the trimmed username with the password and shows it is busy until the server answers', async () => {
    const { actor, seen } = start();
    actor.send({ type: 'credentials.submit', username: '  alice ', password: ' pw ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.preLogin).toEqual([{ username: 'alice', password: ' pw ' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('an accepted password', () => {
  it('goes on to the second factor with the pre-login token and the auth type', async () => {
    const { actor, submit } = start();
    await submit('alice', 'correct horse');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      next: 'secondFactor',
      username: 'alice',
      preLoginToken: 'pre-token',
      authType: 'authenticator',
      codeOffer: null,
    });
  });

  it('never keeps the password once it has been sent', async () => {
    const { actor, submit } = start();
    await submit('alice', 'correct horse');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('correct horse');
    expect(JSON.stringify(actor.getSnapshot().output)).not.toContain('correct horse');
  });
});

describe('a refused password', () => {
  it("keeps the member at the form with the server's message", async () => {
    const { actor, seen, submit } = start(() =>
      refusal('ignored', { errors: { password: ['These credentials do not match'] } }),
    );
    await submit('alice', 'nope');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('These credentials do not match');
    expect(seen.toasts).toEqual(['These credentials do not match']);
  });

  it('forgets the last refusal and field errors when the member tries again', async () => {
    let tries = 0;
    const { actor, submit } = start(() => (++tries === 1 ? refusal('Wrong password') : accepted));
    await submit('', 'pw');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'username is Required' });
    await submit('alice', 'nope');
    expect(actor.getSnapshot().context.error).toBe('Wrong password');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("says 'Something went wrong.' when the server cannot be reached", async () => {
    const { actor, seen, submit } = start(() => refusal('fetch failed', { code: 0 }));
    await submit('alice', 'pw');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Something went wrong.');
    expect(seen.toasts).toEqual(['Something went wrong.']);
  });

  it('apologises and lets the member try again when the answer is lost', async () => {
    const { actor, seen, submit } = start(() => Promise.reject(new TypeError('bad json')));
    await submit('alice', 'pw');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Something Went Wrong Please Try Again....');
    expect(seen.toasts).toEqual(['Something Went Wrong Please Try Again....']);
  });
});

describe('a member whose e-mail is not yet verified', () => {
  it('finishes towards e-mail verification when the server has just mailed a verification code', async () => {
    const { actor, submit } = start(() => refusal('Verify your e-mail', { otp_send: 1, email_verified: 0 }));
    await submit(' alice ', 'pw');
    expect(actor.getSnapshot().value).toBe('verificationCodeSent');
    expect(actor.getSnapshot().output).toEqual({ next: 'verificationCodeSent', username: 'alice' });
  });

  it('finishes towards a new username with the e-mail the server has on file', async () => {
    const { actor, submit } = start(() =>
      refusal('E-mail not verified', {
        otp_send: 0,
        email_verified: 0,
        user_details: { username: 'alice', email_required: 'alice@example.com' },
      }),
    );
    await submit('alice', 'pw');
    expect(actor.getSnapshot().value).toBe('emailUnverified');
    expect(actor.getSnapshot().output).toEqual({
      next: 'emailUnverified',
      username: 'alice',
      email: 'alice@example.com',
    });
  });

  it('does not mistake a flag in user_details for the e-mail address', async () => {
    const { actor, submit } = start(() =>
      refusal('Please verify your email address first', {
        otp_send: 0,
        email_verified: 0,
        user_details: { username: 'alice', email_required: '1' },
      }),
    );
    await submit('alice', 'pw');
    expect(actor.getSnapshot().output).toEqual({ next: 'emailUnverified', username: 'alice', email: '' });
  });
});
