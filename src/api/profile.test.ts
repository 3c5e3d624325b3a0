import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  avatarQuery,
  changePasswordMutation,
  getLogs,
  getSessions,
  getUserDetails,
  postChangePicture,
  postChangePin,
  postRevokeOtherSessions,
  postRevokeSession,
  postUpdateProfile,
} from './profile';
import { capture, resetApi, runQuery, signIn } from './testing';

afterEach(resetApi);

describe('profile api', () => {
  it('reads the member and their profile from GET user, with the token', async () => {
    signIn();
    const calls = capture({ status: true, data: {} });
    await getUserDetails();
    expect(calls[0]).toMatchObject({ path: 'user', options: { method: 'GET' } });
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it('posts the profile fields to update-profile as they are', async () => {
    signIn();
    const calls = capture();
    const body = {
      name: 'Asha Rao',
      gender: 'female' as const,
      dob: '1990-04-01',
      address_line1: '12, MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 99,
      phone: '9876543210',
      pincode: '411001',
    };
    await postUpdateProfile(body);
    expect(calls[0]).toMatchObject({ path: 'update-profile', options: { method: 'POST', body } });
  });

  it('sends the picture as the multipart field photo, keeping its name and type', async () => {
    signIn();
    const calls = capture({ status: true, msg: 'ok', message: 'ok', avatar: 'avatar?v=2' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    await postChangePicture(file);
    expect(calls[0]?.path).toBe('change-picture');
    const body = calls[0]?.options.body;
    expect(body).toBeInstanceOf(FormData);
    const photo = (body as FormData).get('photo') as File;
    expect(photo.name).toBe('me.jpg');
    expect(photo.type).toBe('image/jpeg');
    expect([...(body as FormData).keys()]).toEqual(['photo']);
    expect(calls[0]?.options.headers['Content-Type']).toBeUndefined();
  });

  it('fetches the avatar by its versioned path as bytes, and fails as an ApiError', async () => {
    const calls = capture(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    const blob = await runQuery<Blob>(avatarQuery('avatar?v=3'));
    expect(calls[0]?.path).toBe('avatar?v=3');
    expect(calls[0]?.options).toMatchObject({ method: 'GET', responseType: 'blob' });
    expect(blob.size).toBe(3);
    resetApi();
    capture({ status: false, msg: 'Not Found' }, 404);
    await expect(runQuery(avatarQuery('avatar?v=3'))).rejects.toBeInstanceOf(ApiError);
  });

  it('names the PIN change change-secondary-password with the three spec fields', async () => {
    const calls = capture();
    await postChangePin({ old_password: 'pw', spassword: '4831', spassword_confirmation: '4831' });
    expect(calls[0]).toMatchObject({
      path: 'change-secondary-password',
      options: { body: { old_password: 'pw', spassword: '4831', spassword_confirmation: '4831' } },
    });
  });

  it('keeps every field error of a refused password change', async () => {
    capture(
      {
        status: false,
        msg: 'Invalid',
        errors: { currentpassword: ['Current password is wrong'], mpin: ['Security Pin is wrong'] },
      },
      422,
    );
    const change = changePasswordMutation().mutationFn;
    const failure = await change?.({ currentpassword: 'x', newpassword: 'y' }, {} as never).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).response.errors).toEqual({
      currentpassword: ['Current password is wrong'],
      mpin: ['Security Pin is wrong'],
    });
  });

  it('pages the security log and lists and signs out sessions', async () => {
    const calls = capture();
    await getLogs(4);
    await getSessions();
    await postRevokeSession(17);
    await postRevokeOtherSessions();
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'GET logs?page=4',
      'GET sessions',
      'POST sessions/17/revoke',
      'POST sessions/revoke-others',
    ]);
  });
});
