import { expect, it } from 'vitest';
import { describeEngines, get, json } from './harness';
import { decodeJpeg, decodePng, jpegOf, noise, png, pngChunkTypes, withTextChunk } from './imageFixtures';
import { refusedAsContract } from './refusals';
import {
  DEPOSIT,
  memberReply,
  operator,
  operatorReplyForm,
  raise,
  raiseTicket,
  supportMember,
  supportRows,
} from './supportFixtures';

const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/user")</script></body></html>');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const good = () => png(40, 30);

interface Details {
  data: { messages: Array<{ id: number; image: boolean; admin_username: string | null }> };
}
type Images = { data: Array<{ id: number; image: string; width: number; height: number }> };

describeEngines('support ticket images', (ctx) => {
  it('re-encodes a PNG and a JPEG, lists them, and serves them only to the member, with nosniff', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const other = await supportMember(c, 'other', { sponsor: m.username, position: 'L' });
    const tagged = withTextChunk(png(64, 48), 'Comment', '<script>alert(1)</script>');
    const res = await raise(c, m.token, { subject_id: DEPOSIT, message: 'Screenshots attached' }, [
      { bytes: tagged, filename: 'one.png' },
      // Named and typed as a page: only the bytes say what it is. Larger than 1600 px, so scaled down.
      { bytes: jpegOf(2000, 1000), filename: 'two.html', type: 'text/html', field: 'images' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const id = json<{ ticket_id: number }>(res).ticket_id;
    const [message] = json<Details>(await get(c.app, `/api/ticket/${id}/details`, m.token)).data.messages;
    expect(message?.image).toBe(true);
    const images = json<Images>(await get(c.app, `/api/message/${message!.id}/image`, m.token)).data;
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [64, 48],
      [1600, 800],
    ]);
    const first = await get(c.app, `/api/${images[0]!.image}`, m.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="ticket-image-${images[0]!.id}.png"`,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    expect(new Set(pngChunkTypes(first.rawPayload))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    expect(first.rawPayload.includes('script')).toBe(false);
    expect(Buffer.from(decodePng(first.rawPayload).data).equals(decodePng(tagged).data)).toBe(true);
    const second = await get(c.app, `/api/${images[1]!.image}`, m.token);
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(decodeJpeg(second.rawPayload).width).toBe(1600);

    for (const url of [`/api/${images[0]!.image}`, `/api/message/${message!.id}/image`]) {
      const refused = await get(c.app, url, other.token);
      refusedAsContract(refused, url);
      expect(refused.statusCode, url).toBe(404);
    }
    expect((await get(c.app, `/api/${images[0]!.image}`)).statusCode).toBe(401);
    const byOperator = await operator(c, 'GET', `ticket-image/${images[1]!.id}`);
    expect([byOperator.statusCode, byOperator.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
  });

  it('refuses by content a text file named .png, an SVG, a JPEG with HTML after it, and writes nothing', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    const before = await supportRows(c);
    const cases: Array<[Buffer, string, string]> = [
      [html, 'notes.png', 'Only PNG or JPEG images can be attached'],
      [svg, 'drawing.svg', 'Only PNG or JPEG images can be attached'],
      [Buffer.concat([jpegOf(40, 40), html]), 'photo.jpg', 'The picture has data after the end of the image'],
    ];
    for (const [bytes, filename, start] of cases) {
      // A good image beside the bad one: all or nothing.
      const images = [{ bytes: good() }, { bytes, filename, type: 'image/png' }];
      for (const res of [
        await raise(c, m.token, { subject_id: DEPOSIT, message: 'Look' }, images),
        await memberReply(c, m.token, id, 'Look', images),
        await operatorReplyForm(c, id, { message: 'Look' }, images),
      ]) {
        refusedAsContract(res, filename);
        expect(res.statusCode, filename).toBe(422);
        expect(json<{ errors: { images: string[] } }>(res).errors.images[0]).toMatch(new RegExp(`^${start}`));
      }
    }
    expect(await supportRows(c)).toEqual(before);
  });

  it("refuses a 3 MB JPEG with the spec's message and six images as too many, writing nothing", async () => {
    const c = ctx();
    const m = await supportMember(c);
    const heavy = jpegOf(860, 860, noise(3), { quality: 100 });
    expect(heavy.length).toBeGreaterThan(3_000_000);
    const res = await raise(c, m.token, { subject_id: DEPOSIT, message: 'Big one' }, [
      { bytes: heavy, filename: 'big.jpg', type: 'image/jpeg' },
    ]);
    refusedAsContract(res, 'heavy');
    expect(res.statusCode).toBe(413);
    expect(json(res).errors).toEqual({ images: ['file size must not be greater than 2Mb'] });
    const six = Array.from({ length: 6 }, () => ({ bytes: png(8, 8) }));
    const many = await raise(c, m.token, { subject_id: DEPOSIT, message: 'Many' }, six);
    refusedAsContract(many, 'six');
    expect(json(many).errors).toEqual({ images: ['At most 5 images can be attached to one message'] });
    const five = await raise(c, m.token, { subject_id: DEPOSIT, message: 'Five' }, six.slice(1));
    expect(five.statusCode, five.body).toBe(200);
    expect(await supportRows(c)).toEqual({ tickets: 1, messages: 1, images: 5 });
  });

  it('takes no file before the token: a stranger is refused with 401 and nothing is written', async () => {
    const c = ctx();
    const res = await raise(c, undefined, { subject_id: DEPOSIT, message: 'Hi' }, [{ bytes: good() }]);
    expect(res.statusCode).toBe(401);
    expect(await supportRows(c)).toEqual({ tickets: 0, messages: 0, images: 0 });
  });

  it("attaches the operator's images to the reply, which the member sees", async () => {
    const c = ctx();
    const m = await supportMember(c);
    const id = await raiseTicket(c, m.token);
    const res = await operatorReplyForm(c, id, { message: 'Here is where to look', name: 'Maria' }, [
      { bytes: good() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const reply = json<{ data: { images: Array<{ image: string }> } }>(res).data;
    expect(reply.images[0]?.image).toMatch(/^operator\/ticket-image\/\d+$/);
    const messages = json<Details>(await get(c.app, `/api/ticket/${id}/details`, m.token)).data.messages;
    expect(messages[1]).toMatchObject({ admin_username: 'Maria', image: true });
    const listed = json<Images>(await get(c.app, `/api/message/${messages[1]!.id}/image`, m.token)).data;
    expect((await get(c.app, `/api/${listed[0]!.image}`, m.token)).statusCode).toBe(200);
  });
});
