import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  authenticationQuery,
  enable2faMutation,
  postAuthentication,
  postDisable2fa,
  postEnable2fa,
  postRecoveryCodes,
} from './security';
import { capture, resetApi, runQuery } from './testing';

afterEach(resetApi);

const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('security api', () => {
  it('reads the current auth type and the flags of the methods set up from GET authentication', async () => {
    const answer = {
      status: true,
      data: { type: 'otp' },
      more_details: { authenticator: 0, mpin: 1, otp: 1 },
    };
    const calls = capture(answer);
    await expect(runQuery(authenticationQuery())).resolves.toEqual(answer);
    expect(calls[0]?.path).toBe('authentication');
  });

  it('posts each security change to its path with the body as given', async () => {
    const calls = capture({ status: true, msg: 'ok', message: 'ok', recovery_codes: codes });
    await postAuthentication({ type: 'authenticator', otp: '1234' });
    await postEnable2fa({ code: '123456' });
    await postDisable2fa({ code: 'abcd0-efgh0' });
    await postRecoveryCodes({ mpin: '4831' });
    expect(calls.map((call) => [call.options.method, call.path, call.options.body])).toEqual([
      ['POST', 'authentication', { type: 'authenticator', otp: '1234' }],
      ['POST', 'enable-2fa', { code: '123456' }],
      ['POST', 'disable-2fa', { code: 'abcd0-efgh0' }],
      ['POST', 'recovery-codes', { mpin: '4831' }],
    ]);
  });

  it('rejects a refused enable-2fa with the field errors kept, and resolves the codes when accepted', async () => {
    capture({ status: false, msg: 'Invalid', errors: { code: ['Invalid authenticator code'] } }, 422);
    const enable = enable2faMutation().mutationFn;
    const failure = await enable?.({ code: '000000' }, {} as never).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Invalid authenticator code');
    resetApi();
    capture({ status: true, msg: '2FA enabled', message: '2FA enabled', recovery_codes: codes });
    await expect(enable?.({ code: '123456' }, {} as never)).resolves.toMatchObject({ recovery_codes: codes });
  });
});
