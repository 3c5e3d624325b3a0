import { afterEach, describe, expect, it } from 'vitest';
import { announcementsQuery, readAllAnnouncementsMutation, readAnnouncementMutation } from './announcements';
import { ApiError } from './errors';
import { capture, resetApi, runQuery, signIn } from './testing';

afterEach(resetApi);

describe('announcements api', () => {
  it('reads the announcements with the unread count the header shows', async () => {
    signIn();
    const answer = { status: true, data: [], more_details: { unread: 3 } };
    const calls = capture(answer);
    await expect(runQuery(announcementsQuery())).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ path: 'announcements', options: { method: 'GET' } });
  });

  it('marks one read and all read by POST', async () => {
    const calls = capture({ status: true, msg: 'ok', message: 'ok', unread: 0 });
    await readAnnouncementMutation().mutationFn?.(5, {} as never);
    await readAllAnnouncementsMutation().mutationFn?.(undefined, {} as never);
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'POST announcements/5/read',
      'POST announcements/read-all',
    ]);
  });

  it('rejects a refusal as an ApiError', async () => {
    capture({ status: false, msg: 'Not found' }, 404);
    await expect(readAnnouncementMutation().mutationFn?.(5, {} as never)).rejects.toBeInstanceOf(ApiError);
  });
});
