import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/services/errors';
import {
  checkAndReencode,
  type ImageRefusal,
  pictureRefusals,
  type Reencoded,
} from '../../server/services/images';
import { MAX_WAITING_PICTURES, PICTURES_AT_ONCE } from '../../server/services/pictureTurns';
import {
  decodeJpeg,
  decodePng,
  exifOrientation,
  gpsPosition,
  gradient,
  interlacedPng,
  jpegMarkers,
  jpegOf,
  noise,
  type Painter,
  phonePhoto,
  png,
  pngChunkTypes,
  pngClaiming,
  withTextChunk,
} from './imageFixtures';

type Judged = Promise<Reencoded | ImageRefusal>;
const accepted = async (judged: Judged): Promise<Reencoded> => {
  const result = await judged;
  if ('refusal' in result) throw new Error(`refused: ${result.refusal}`);
  return result;
};
const refusalOrSize = (result: Reencoded | ImageRefusal) =>
  'refusal' in result ? result.refusal : `${result.width}×${result.height}`;
const refusal = async (judged: Judged) => {
  const result = await judged;
  return 'refusal' in result ? result.refusal : 'accepted';
};
const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n');
/** The pixel at (x, y) of decoded RGBA data. */
const at = (image: { width: number; data: Uint8Array }, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
const near = (actual: number[], expected: number[], tolerance: number) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

describe('pictures are judged by their content', () => {
  it('refuses files that are not PNG or JPEG by their first bytes: text, HTML, SVG, GIF, empty', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const bytes of [html, Buffer.from(svg), Buffer.from('GIF89a\x01\x00\x01\x00'), Buffer.from('x')]) {
      expect(await refusal(checkAndReencode(bytes))).toBe(pictureRefusals.notAnImage);
    }
  });

  it('refuses a file over 2048 KB before looking inside, and takes one of exactly 2048 KB to the decoder', async () => {
    const limit = 2048 * 1024;
    const heavy = Buffer.concat([png(4, 4), Buffer.alloc(limit)]);
    expect(await refusal(checkAndReencode(heavy.subarray(0, limit + 1)))).toBe(pictureRefusals.tooHeavy);
    expect(await refusal(checkAndReencode(heavy.subarray(0, limit)))).toBe(pictureRefusals.trailing);
  });

  it('refuses a JPEG with an HTML page after its end marker: the polyglot never reaches storage', async () => {
    const polyglot = Buffer.concat([jpegOf(32, 32), html]);
    expect(await refusal(checkAndReencode(polyglot))).toBe(pictureRefusals.trailing);
    expect(await refusal(checkAndReencode(Buffer.concat([jpegOf(32, 32), Buffer.from([0])])))).toBe(
      pictureRefusals.trailing,
    );
  });

  it('refuses a PNG with bytes after IEND', async () => {
    expect(await refusal(checkAndReencode(Buffer.concat([png(16, 16), html])))).toBe(
      pictureRefusals.trailing,
    );
  });

  it('refuses truncated files, whatever byte they stop at', async () => {
    const file = png(40, 30);
    const photo = jpegOf(40, 30);
    for (const cut of [0.2, 0.5, 0.9]) {
      expect(await refusal(checkAndReencode(file.subarray(0, Math.floor(file.length * cut))))).toBe(
        pictureRefusals.damaged,
      );
      expect(await refusal(checkAndReencode(photo.subarray(0, Math.floor(photo.length * cut))))).toBe(
        pictureRefusals.damaged,
      );
    }
    expect(await refusal(checkAndReencode(file.subarray(0, file.length - 12)))).toBe(pictureRefusals.damaged);
    expect(await refusal(checkAndReencode(photo.subarray(0, photo.length - 2)))).toBe(
      pictureRefusals.damaged,
    );
  });

  it('refuses a PNG whose chunk checksum does not match (a flipped byte in the image data)', async () => {
    const file = Buffer.from(png(40, 30));
    const idat = file.indexOf('IDAT', 0, 'latin1');
    file[idat + 10] = (file[idat + 10]! + 1) % 256;
    expect(await refusal(checkAndReencode(file))).toBe(pictureRefusals.damaged);
  });

  it('accepts 4096 pixels a side and refuses 4097, before decoding anything', async () => {
    expect((await accepted(checkAndReencode(png(4096, 1)))).width).toBe(512);
    expect(await refusal(checkAndReencode(png(4097, 1)))).toBe(pictureRefusals.tooLarge);
    expect(await refusal(checkAndReencode(png(1, 4097)))).toBe(pictureRefusals.tooLarge);
    expect(await refusal(checkAndReencode(jpegOf(4097, 8)))).toBe(pictureRefusals.tooLarge);
    expect(await refusal(checkAndReencode(jpegOf(8, 4097)))).toBe(pictureRefusals.tooLarge);
    // A header claiming 100 000 pixels a side over a few bytes: refused by the header alone.
    expect(await refusal(checkAndReencode(pngClaiming(100_000, 100_000)))).toBe(pictureRefusals.tooLarge);
  });

  it('refuses a PNG that claims 60 000 × 60 000 pixels by its header alone, in well under a second', async () => {
    // Decoding it would take 14 GB and minutes; the header says so in its first 33 bytes.
    const bomb = pngClaiming(60_000, 60_000, Buffer.alloc(1_000_000));
    expect(bomb.length).toBeLessThan(10_000);
    const started = performance.now();
    expect(await refusal(checkAndReencode(bomb))).toBe(pictureRefusals.tooLarge);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a PNG or JPEG signature followed by junk', async () => {
    const junk = Buffer.from('not a picture, only its first bytes. '.repeat(40));
    const withHeader = png(16, 16).subarray(0, 8 + 25);
    for (const head of [png(16, 16).subarray(0, 8), withHeader, Buffer.from([0xff, 0xd8, 0xff, 0xe0])]) {
      expect(await refusal(checkAndReencode(Buffer.concat([head, junk])))).toBe(pictureRefusals.damaged);
    }
  });

  it('refuses a PNG whose image stream unpacks to more or less than its header says', async () => {
    // 10 × 10 RGBA is 410 bytes of rows; 5 MB of zeros compresses to a few kilobytes.
    expect(await refusal(checkAndReencode(pngClaiming(10, 10, Buffer.alloc(5_000_000))))).toBe(
      pictureRefusals.damaged,
    );
    expect(await refusal(checkAndReencode(pngClaiming(10, 10, Buffer.alloc(400))))).toBe(
      pictureRefusals.damaged,
    );
    expect(await refusal(checkAndReencode(pngClaiming(10, 10, Buffer.alloc(410))))).toBe('accepted');
  });

  it('refuses JPEG kinds the decoder cannot read fully: 12-bit samples, and hundreds of scans', async () => {
    const photo = Buffer.from(jpegOf(16, 16));
    const sof = photo.indexOf(Buffer.from([0xff, 0xc0]));
    photo[sof + 4] = 12;
    expect(await refusal(checkAndReencode(photo))).toBe(pictureRefusals.unsupported);

    const base = jpegOf(16, 16);
    const sos = base.indexOf(Buffer.from([0xff, 0xda]));
    const scan = base.subarray(sos, base.length - 2);
    const manyScans = Buffer.concat([
      base.subarray(0, sos),
      ...Array(101).fill(scan),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await refusal(checkAndReencode(manyScans))).toBe(pictureRefusals.unsupported);
  });
});

describe('what is stored is encoded afresh from the pixels', () => {
  it('re-encodes a PNG with a tEXt chunk: the same pixels, and no chunk but IHDR, IDAT and IEND', async () => {
    const original = withTextChunk(png(64, 48), 'Comment', '<script>alert(1)</script>');
    expect(pngChunkTypes(original)).toContain('tEXt');
    const stored = await accepted(checkAndReencode(original));
    expect(stored).toMatchObject({ contentType: 'image/png', width: 64, height: 48 });
    expect(new Set(pngChunkTypes(stored.bytes))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    expect(stored.bytes.includes('script')).toBe(false);
    expect(Buffer.from(decodePng(stored.bytes).data).equals(decodePng(original).data)).toBe(true);
  });

  it('reads interlaced PNGs to the same pixels', async () => {
    const stored = await accepted(checkAndReencode(interlacedPng(37, 23)));
    expect(Buffer.from(decodePng(stored.bytes).data).equals(decodePng(png(37, 23)).data)).toBe(true);
  });

  it('keeps transparency, and transparent pixels add no colour to the edges they are averaged into', async () => {
    // Columns alternate transparent green and opaque blue: scaled to half, each pixel is half-opaque blue.
    const paint: Painter = (x) => (x % 2 === 0 ? [0, 255, 0, 0] : [0, 0, 255, 255]);
    const stored = decodePng((await accepted(checkAndReencode(png(1024, 8, paint)))).bytes);
    expect(stored.width).toBe(512);
    expect(at(stored, 100, 2)).toEqual([0, 0, 255, 128]);
  });

  it('re-encodes a JPEG without its Exif and comment segments', async () => {
    const original = jpegOf(64, 48, gradient, {
      exif: exifOrientation(1),
      comment: 'taken at home, 12 Rue X',
    });
    expect(jpegMarkers(original)).toEqual(expect.arrayContaining(['e1', 'fe']));
    const stored = await accepted(checkAndReencode(original));
    expect(stored.contentType).toBe('image/jpeg');
    const markers = jpegMarkers(stored.bytes);
    expect(markers.filter((m) => m === 'fe' || (m >= 'e1' && m <= 'ef'))).toEqual([]);
    expect(stored.bytes.includes('Rue X')).toBe(false);
  });

  it('stores a phone photo without its EXIF, GPS position and colour profile, as JPEG and as PNG', async () => {
    for (const kind of ['jpeg', 'png'] as const) {
      const original = await phonePhoto(kind, 64, 48);
      const uploaded = await sharp(original).metadata();
      expect(uploaded.exif?.includes('PhoneCo'), kind).toBe(true);
      expect(uploaded.exif?.includes(gpsPosition.GPSLatitudeRef), kind).toBe(true);
      expect(uploaded.icc, kind).toBeDefined();

      const stored = await accepted(checkAndReencode(original));
      const kept = await sharp(stored.bytes).metadata();
      expect([kept.exif, kept.icc, kept.xmp, kept.comments], kind).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(stored.bytes.includes('PhoneCo'), kind).toBe(false);
      if (kind === 'png')
        expect(new Set(pngChunkTypes(stored.bytes))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
      else
        expect(jpegMarkers(stored.bytes).filter((m) => m === 'fe' || (m >= 'e1' && m <= 'ef'))).toEqual([]);
    }
  });

  it('scales a 1500 × 1000 JPEG down to 512 × 341, keeping what was where', async () => {
    const halves: Painter = (x) => (x < 750 ? [220, 30, 30, 255] : [30, 30, 220, 255]);
    const stored = await accepted(checkAndReencode(jpegOf(1500, 1000, halves)));
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 512, height: 341 });
    const decoded = decodeJpeg(stored.bytes);
    expect([decoded.width, decoded.height]).toEqual([512, 341]);
    expect(near(at(decoded, 100, 170), [220, 30, 30, 255], 12)).toBe(true);
    expect(near(at(decoded, 400, 170), [30, 30, 220, 255], 12)).toBe(true);
  });

  it('averages the area each stored pixel covers: fine detail turns grey instead of aliasing', async () => {
    const checker: Painter = (x, y) => ((x + y) % 2 === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]);
    for (const [width, height] of [
      [1024, 1024],
      [1500, 1000],
    ] as const) {
      const stored = decodePng((await accepted(checkAndReencode(png(width, height, checker)))).bytes);
      const values = new Set<number>();
      for (let i = 0; i < stored.data.length; i += 4) values.add(stored.data[i]!);
      expect(Math.min(...values), `${width}×${height}`).toBeGreaterThanOrEqual(110);
      expect(Math.max(...values), `${width}×${height}`).toBeLessThanOrEqual(145);
    }
  });

  it('turns a photo upright by its EXIF orientation before the metadata is dropped', async () => {
    // Stored sideways (orientation 6: turn 90° clockwise): the left half, red, belongs at the top.
    const sideways: Painter = (x) => (x < 40 ? [220, 30, 30, 255] : [30, 30, 220, 255]);
    const stored = await accepted(checkAndReencode(jpegOf(80, 40, sideways, { exif: exifOrientation(6) })));
    expect([stored.width, stored.height]).toEqual([40, 80]);
    const decoded = decodeJpeg(stored.bytes);
    expect(near(at(decoded, 20, 10), [220, 30, 30, 255], 12)).toBe(true);
    expect(near(at(decoded, 20, 70), [30, 30, 220, 255], 12)).toBe(true);
  });

  it('refuses a 3 MB JPEG: a real photo, only too heavy', async () => {
    const heavy = jpegOf(860, 860, noise(7), { quality: 100 });
    expect(heavy.length).toBeGreaterThan(3_000_000);
    expect(await refusal(checkAndReencode(heavy))).toBe(pictureRefusals.tooHeavy);
    expect(
      await refusal(checkAndReencode(heavy, { maxBytes: 4_000_000, maxSide: 4096, storedSide: 512 })),
    ).toBe('accepted');
  });
});

describe('pictures are decoded off the event loop, a few at a time', () => {
  it('answers a timer while a large picture decodes: the work is off the event loop', async () => {
    // 4096 × 4096 transparent pixels, a few kilobytes compressed: a full decode of the largest picture accepted.
    const blank = pngClaiming(4096, 4096, Buffer.alloc((4096 * 4 + 1) * 4096));
    const order: string[] = [];
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('timer')), 0));
    const stored = checkAndReencode(blank).then((result) => void order.push(refusalOrSize(result)));
    await Promise.all([timer, stored]);
    expect(order).toEqual(['timer', '512×512']);
  });

  it('asks uploads beyond the queue to come back in a moment', async () => {
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => checkAndReencode(png(64, 64))));
    const busy = answers.filter((a) => a.status === 'rejected');
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(
      PICTURES_AT_ONCE + MAX_WAITING_PICTURES,
    );
    expect(busy).toHaveLength(12 - PICTURES_AT_ONCE - MAX_WAITING_PICTURES);
    for (const answer of busy) {
      const error = (answer as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.statusCode).toBe(503);
    }
    expect(await accepted(checkAndReencode(png(8, 8)))).toMatchObject({ width: 8, height: 8 });
  });
});
