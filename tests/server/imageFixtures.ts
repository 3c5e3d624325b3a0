import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { get, json, type TestContext } from './harness';
import { refusedAsContract } from './refusals';

/** Real image files, drawn in the test: nothing here is a stand-in for the bytes a member's browser sends. */

export type Rgba = [number, number, number, number];
export type Painter = (x: number, y: number) => Rgba;

export function pixelsOf(width: number, height: number, paint: Painter): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  }
  return data;
}

/** A gradient with a diagonal stripe: every pixel differs from its neighbours, so a changed pixel shows. */
export const gradient: Painter = (x, y) => [(x * 7) % 256, (y * 5) % 256, (x + y) % 2 === 0 ? 40 : 210, 255];

export function png(width: number, height: number, paint: Painter = gradient): Buffer {
  const image = new PNG({ width, height });
  image.data = pixelsOf(width, height, paint);
  return PNG.sync.write(image);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngHeader(width: number, height: number, interlace: 0 | 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, interlace], 8);
  return chunk('IHDR', header);
}

/** An Adam7-interlaced RGBA PNG (the encoder used elsewhere writes only progressive-free files). */
export function interlacedPng(width: number, height: number, paint: Painter = gradient): Buffer {
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  const rows: number[] = [];
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    if (x0 >= width || y0 >= height) continue;
    for (let y = y0; y < height; y += dy) {
      rows.push(0);
      for (let x = x0; x < width; x += dx) rows.push(...paint(x, y));
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height, 1),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function jpegOf(
  width: number,
  height: number,
  paint: Painter = gradient,
  options: { quality?: number; exif?: Buffer; comment?: string } = {},
): Buffer {
  const image = {
    width,
    height,
    data: pixelsOf(width, height, paint),
    ...(options.exif ? { exifBuffer: options.exif } : {}),
    ...(options.comment ? { comments: [options.comment] } : {}),
  };
  return jpeg.encode(image, options.quality ?? 90).data;
}

/** Deterministic noise: it does not compress, so a few hundred pixels a side make megabytes. */
export function noise(seed = 1): Painter {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state >>> 24;
  };
  return () => [next(), next(), next(), 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with a tEXt chunk right after IHDR, as cameras and editors write metadata. */
export function withTextChunk(file: Buffer, keyword: string, text: string): Buffer {
  const afterHeader = 8 + 8 + 13 + 4;
  const text_ = chunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([file.subarray(0, afterHeader), text_, file.subarray(afterHeader)]);
}

/** A PNG whose IHDR claims `width` × `height` over an image stream of `data`, compressed. */
export function pngClaiming(width: number, height: number, data = Buffer.alloc(5)): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height, 0),
    chunk('IDAT', deflateSync(data)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every chunk type of a PNG, in order. */
export function pngChunkTypes(file: Buffer): string[] {
  const types: string[] = [];
  for (let pos = 8; pos + 8 <= file.length; ) {
    const length = file.readUInt32BE(pos);
    types.push(file.toString('latin1', pos + 4, pos + 8));
    pos += 12 + length;
  }
  return types;
}

/** Every marker of a JPEG up to its first scan (APPn, COM, DQT, SOF…), as hex. */
export function jpegMarkers(file: Buffer): string[] {
  const markers: string[] = [];
  for (let pos = 2; pos + 4 <= file.length; ) {
    const marker = file[pos + 1]!;
    markers.push(marker.toString(16));
    if (marker === 0xda) break;
    pos += 2 + file.readUInt16BE(pos + 2);
  }
  return markers;
}

/** An APP1 Exif payload holding only an Orientation tag. */
export function exifOrientation(value: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(value, 18);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** Where the camera stood, as a phone writes it in its EXIF GPS directory. */
export const gpsPosition = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 2970/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 21/1 840/100',
};

/** A picture as a phone saves it: EXIF naming the camera and where it stood, and a Display P3 profile. */
export function phonePhoto(kind: 'jpeg' | 'png', width: number, height: number): Promise<Buffer> {
  const image = sharp(pixelsOf(width, height, gradient), { raw: { width, height, channels: 4 } })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: gpsPosition });
  return (kind === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
}

export function decodePng(file: Buffer) {
  return PNG.sync.read(file);
}

export function decodeJpeg(file: Buffer) {
  return jpeg.decode(file, { useTArray: true, formatAsRGBA: true });
}

/** The body and headers a browser sends for a form holding these parts, built by the platform's FormData. */
export async function multipart(
  parts: Array<{ field: string; bytes?: Buffer; filename?: string; type?: string; value?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.value !== undefined) form.append(part.field, part.value);
    else {
      const blob = new Blob([new Uint8Array(part.bytes ?? Buffer.alloc(0))], { type: part.type ?? '' });
      form.append(part.field, blob, part.filename ?? 'picture');
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** POST change-picture with `bytes` in `photo`, named and typed as given. */
export async function uploadPicture(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Buffer,
  filename = 'avatar.png',
  type = 'image/png',
) {
  const body = await multipart([{ field: 'photo', bytes, filename, type }]);
  return app.inject({
    method: 'POST',
    url: '/api/change-picture',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The member's picture as GET avatar serves it. */
export const avatarOf = (c: TestContext, token: string, version = '') =>
  get(c.app, `/api/avatar${version ? `?v=${version}` : ''}`, token);

/** A refusal of `photo` with `message`, and the member's picture left as it was. */
export async function refusedPhoto(
  c: TestContext,
  token: string,
  res: LightMyRequestResponse,
  status: number,
  message: string,
) {
  refusedAsContract(res, message);
  expect(res.statusCode, res.body).toBe(status);
  expect(json(res).errors).toEqual({ photo: [message] });
  expect((await avatarOf(c, token)).statusCode).toBe(404);
}
