import { describe, expect, it } from 'vitest';
import {
  draftAsMembersSee,
  draftBody,
  draftErrors,
  emptyDraft,
  serverFieldErrors,
} from './announcementDraft';

const now = new Date('2026-03-01T10:00:00Z');
const written = { ...emptyDraft, title: ' Maintenance ', body: ' Tonight 22:00 ' };

describe('the announcement draft', () => {
  it('asks for a title and a body before anything is sent', () => {
    expect(draftErrors(emptyDraft, now)).toEqual({
      title: 'This Field Is Required.',
      body: 'This Field Is Required.',
    });
    expect(draftErrors({ ...emptyDraft, title: '  ', body: 'x' }, now)).toEqual({
      title: 'This Field Is Required.',
    });
    expect(draftErrors(written, now)).toEqual({});
  });

  it('refuses an end that is not after the start, the start being now when empty', () => {
    const start = '2026-04-01T09:00';
    expect(draftErrors({ ...written, publishAt: start, expiresAt: start }, now).expires_at).toBe(
      'Expires at must come after it is published',
    );
    expect(draftErrors({ ...written, publishAt: start, expiresAt: '2026-04-02T09:00' }, now)).toEqual({});
    expect(draftErrors({ ...written, expiresAt: '2020-01-01T00:00' }, now).expires_at).toBeDefined();
  });

  it('sends trimmed texts, the times as instants, and leaves empty times out', () => {
    expect(draftBody(written)).toEqual({ title: 'Maintenance', body: 'Tonight 22:00', pinned: false });
    const body = draftBody({
      ...written,
      pinned: true,
      publishAt: '2026-04-01T09:00',
      expiresAt: '2026-04-08T09:00',
    });
    expect(body.pinned).toBe(true);
    expect(body.publish_at).toBe(new Date('2026-04-01T09:00').toISOString());
    expect(body.expires_at).toBe(new Date('2026-04-08T09:00').toISOString());
  });

  it('previews as a member will first see it: unread, from its publish time or now', () => {
    expect(draftAsMembersSee({ ...written, pinned: true }, now)).toEqual({
      id: 0,
      title: 'Maintenance',
      body: 'Tonight 22:00',
      pinned: true,
      published_at: now.toISOString(),
      read: false,
    });
  });

  it("keeps the server's first message per field it knows", () => {
    expect(
      serverFieldErrors({ expires_at: ['expires_at must come after publish_at', 'x'], other: ['y'] }),
    ).toEqual({ expires_at: 'expires_at must come after publish_at' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
