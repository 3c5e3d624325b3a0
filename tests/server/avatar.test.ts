import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { securityEvents } from '../../server/db/schema';
import { describeEngines, get, json, post, type TestContext, uniqueName } from './harness';
import {
  avatarOf,
  decodeJpeg,
  decodePng,
  jpegOf,
  multipart,
  noise,
  type Painter,
  png,
  pngChunkTypes,
  refusedPhoto,
  uploadPicture,
  withTextChunk,
} from './imageFixtures';
import { refusedAsContract } from './refusals';
import { stakingMember } from './stakingFixtures';

const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/user")</script></body></html>');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const required = 'This Field Is Required.';

async function member(c: TestContext) {
  return stakingMember(c, uniqueName('pic'), 0);
}

describeEngines('POST change-picture and GET avatar', (ctx) => {
  it('stores a PNG re-encoded: the same pixels, its tEXt chunk gone, served with nosniff to its member', async () => {
    const c = ctx();
    const { token, id } = await member(c);
    const original = withTextChunk(png(96, 64), 'Comment', '<script>alert(1)</script>');
    const res = await uploadPicture(c.app, token, original, 'me.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: true, avatar: 'avatar?v=1' });
    expect(
      json<{ data: { profile: { avatar: string } } }>(await get(c.app, '/api/user', token)),
    ).toMatchObject({ data: { profile: { avatar: 'avatar?v=1' } } });

    const served = await avatarOf(c, token, '1');
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="avatar.png"',
      'cache-control': 'private, no-store',
    });
    const bytes = served.rawPayload;
    expect(new Set(pngChunkTypes(bytes))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    expect(bytes.includes('script')).toBe(false);
    expect(Buffer.from(decodePng(bytes).data).equals(decodePng(original).data)).toBe(true);

    const events = await c.db.select().from(securityEvents).where(eq(securityEvents.userId, id));
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['sign_in', 'Security Pin'],
      ['avatar_changed', '96×64 PNG'],
    ]);
  });

  it('replaces the picture with a JPEG under a new version, scaled from 1500 × 1000 to 512 × 341', async () => {
    const c = ctx();
    const { token } = await member(c);
    expect((await uploadPicture(c.app, token, png(10, 10))).statusCode).toBe(200);
    const halves: Painter = (x) => (x < 750 ? [200, 40, 40, 255] : [40, 40, 200, 255]);
    // Named and typed as something else: only the bytes say what the file is.
    const res = await uploadPicture(c.app, token, jpegOf(1500, 1000, halves), 'page.html', 'text/html');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).avatar).toBe('avatar?v=2');
    // The version only tells browsers the picture changed: any or none answers the current one.
    for (const version of ['', '1', '2', 'anything']) {
      const served = await avatarOf(c, token, version);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['content-disposition']).toBe('inline; filename="avatar.jpg"');
      const decoded = decodeJpeg(served.rawPayload);
      expect([decoded.width, decoded.height]).toEqual([512, 341]);
    }
  });

  it("serves each member only their own picture: another member's token gets no picture", async () => {
    const c = ctx();
    const owner = await member(c);
    const other = await stakingMember(c, uniqueName('pic'), 0, { sponsor: owner.username, position: 'L' });
    expect((await uploadPicture(c.app, owner.token, png(20, 20))).statusCode).toBe(200);
    for (const url of ['/api/avatar', `/api/avatar?v=1&user=${owner.username}&id=${owner.id}`]) {
      const res = await get(c.app, url, other.token);
      refusedAsContract(res, url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const stranger = await get(c.app, '/api/avatar');
    expect(stranger.statusCode).toBe(401);
    expect((await avatarOf(c, owner.token)).statusCode).toBe(200);
  });

  it('refuses a non-image named .png and sent as image/png, and an SVG, as not PNG or JPEG', async () => {
    const c = ctx();
    const { token } = await member(c);
    const message = 'The picture must be a PNG or JPEG image';
    await refusedPhoto(
      c,
      token,
      await uploadPicture(c.app, token, html, 'avatar.png', 'image/png'),
      422,
      message,
    );
    await refusedPhoto(
      c,
      token,
      await uploadPicture(c.app, token, svg, 'a.svg', 'image/svg+xml'),
      422,
      message,
    );
    await refusedPhoto(c, token, await uploadPicture(c.app, token, svg, 'a.png', 'image/png'), 422, message);
  });

  it('refuses a JPEG with trailing HTML, a PNG with bytes after IEND, a truncated PNG, and 4097 pixels', async () => {
    const c = ctx();
    const { token } = await member(c);
    const file = png(40, 40);
    const cases: Array<[Buffer, string]> = [
      [Buffer.concat([jpegOf(40, 40), html]), 'The picture has data after the end of the image'],
      [Buffer.concat([file, html]), 'The picture has data after the end of the image'],
      [file.subarray(0, file.length - 20), 'The picture is damaged or incomplete'],
      [png(4097, 2), 'The picture must be at most 4096 pixels wide and high'],
    ];
    for (const [bytes, start] of cases) {
      const res = await uploadPicture(c.app, token, bytes, 'avatar.jpg', 'image/jpeg');
      expect(res.statusCode, start).toBe(422);
      expect(json<{ errors: { photo: string[] } }>(res).errors.photo[0]).toMatch(new RegExp(`^${start}`));
    }
    expect((await avatarOf(c, token)).statusCode).toBe(404);
  });

  it("refuses a 3 MB JPEG with the spec's message", async () => {
    const c = ctx();
    const { token } = await member(c);
    const heavy = jpegOf(860, 860, noise(3), { quality: 100 });
    expect(heavy.length).toBeGreaterThan(3_000_000);
    const res = await uploadPicture(c.app, token, heavy, 'big.jpg', 'image/jpeg');
    await refusedPhoto(c, token, res, 413, 'file size must not be greater than 2Mb');
  });

  it('stops reading an oversized upload of unknown length at 2048 KB instead of taking all of it', async () => {
    const c = ctx();
    const { token } = await member(c);
    const { payload, headers } = await multipart([
      { field: 'photo', bytes: Buffer.alloc(1), filename: 'a.png' },
    ]);
    // The same form, its one-byte file swapped for 50 MB arriving in pieces as from a network, with no
    // Content-Length announced.
    const boundary = headers['content-type']!.split('boundary=')[1]!;
    const end = payload.lastIndexOf(`\r\n--${boundary}--`);
    const [head, tail] = [payload.subarray(0, end - 1), payload.subarray(end)];
    const piece = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const body = Readable.from(
      (async function* () {
        yield head;
        for (; sent < 50 * 1024 * 1024; sent += piece.length) {
          await new Promise(setImmediate);
          yield piece;
        }
        yield tail;
      })(),
    );
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/change-picture',
      payload: body,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(json(res).errors).toEqual({ photo: ['file size must not be greater than 2Mb'] });
    expect(sent).toBeLessThan(3 * 1024 * 1024);
  });

  it('takes a file of exactly 2048 KB to the content check, and refuses one byte more by size', async () => {
    const c = ctx();
    const { token } = await member(c);
    const limit = 2048 * 1024;
    const exact = await uploadPicture(c.app, token, Buffer.alloc(limit, 0x20));
    expect(json(exact).errors).toEqual({ photo: ['The picture must be a PNG or JPEG image'] });
    const over = await uploadPicture(c.app, token, Buffer.alloc(limit + 1, 0x20));
    expect(json(over).errors).toEqual({ photo: ['file size must not be greater than 2Mb'] });
  });

  it("answers 'This Field Is Required.' on photo when no file is sent", async () => {
    const c = ctx();
    const { token } = await member(c);
    const forms = [
      [{ field: 'photo', bytes: Buffer.alloc(0), filename: '' }],
      [{ field: 'picture', bytes: png(4, 4), filename: 'a.png', type: 'image/png' }],
      [{ field: 'photo', value: 'not a file' }],
      [],
    ];
    for (const parts of forms) {
      const { payload, headers } = await multipart(parts);
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/change-picture',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      await refusedPhoto(c, token, res, 422, required);
    }
  });

  it('asks for multipart on change-picture, and every other route still refuses multipart with 415', async () => {
    const c = ctx();
    const { token } = await member(c);
    const asJson = await post(c.app, '/api/change-picture', { photo: 'aGVsbG8=' }, token);
    refusedAsContract(asJson, 'JSON to change-picture');
    expect(asJson.statusCode).toBe(415);

    const { payload, headers } = await multipart([{ field: 'name', value: 'Dana Demo' }]);
    for (const url of ['/api/update-profile', '/api/logout', '/api/pre-login']) {
      const res = await c.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(415);
      expect(json(res)).toMatchObject({ status: false, message: 'Send the request body as JSON' });
    }
  });

  it('takes ten pictures in ten minutes from a member, and refuses the eleventh with a 429', async () => {
    const c = ctx();
    const { token } = await member(c);
    for (let i = 0; i < 10; i++) {
      expect((await uploadPicture(c.app, token, png(8, 8))).statusCode).toBe(200);
    }
    const res = await uploadPicture(c.app, token, png(8, 8));
    refusedAsContract(res, 'eleventh picture');
    expect(res.statusCode).toBe(429);
    expect(json(await get(c.app, '/api/user', token)).data).toMatchObject({
      profile: { avatar: 'avatar?v=10' },
    });
  });

  it('refuses an upload without a session before reading it, oversized or not', async () => {
    const c = ctx();
    for (const bytes of [png(8, 8), Buffer.alloc(3 * 1024 * 1024)]) {
      const res = await uploadPicture(c.app, undefined, bytes);
      refusedAsContract(res, 'no token');
      expect(res.statusCode).toBe(401);
    }
    expect(await c.db.select().from(securityEvents)).toEqual([]);
  });

  it('refuses an upload that announces more than 2048 KB before reading any of it', async () => {
    const c = ctx();
    const { token } = await member(c);
    const { payload, headers } = await multipart([{ field: 'photo', bytes: png(8, 8), filename: 'a.png' }]);
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/change-picture',
      payload,
      headers: { ...headers, 'content-length': String(3 * 1024 * 1024), authorization: `Bearer ${token}` },
    });
    await refusedPhoto(c, token, res, 413, 'file size must not be greater than 2Mb');
  });

  it('answers a malformed multipart body in the error shape', async () => {
    const c = ctx();
    const { token } = await member(c);
    const { payload, headers } = await multipart([{ field: 'photo', bytes: png(8, 8), filename: 'a.png' }]);
    for (const [body, type] of [
      [payload.subarray(0, payload.length - 60), headers['content-type']!],
      [payload, 'multipart/form-data'],
    ] as const) {
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/change-picture',
        payload: body,
        headers: { 'content-type': type, authorization: `Bearer ${token}` },
      });
      refusedAsContract(res, type);
      expect(res.statusCode).toBe(400);
    }
  });
});
