import { inflateSync } from 'node:zlib';
import { type ImageKind, imageKindOf } from '../../../src/api/contract/imageRules';

/**
 * The structure of an uploaded PNG or JPEG, read before any decoder sees it: where the image really ends,
 * how large it says it is, and what it would cost to decode. Decoders stop at the end marker and say
 * nothing of what follows it, which is where a polyglot (a picture that is also an HTML page or a script)
 * keeps its second self.
 */

export type { ImageKind } from '../../../src/api/contract/imageRules';
/** Why a file's structure is refused; the caller words it for the member. */
export type LayoutProblem = 'incomplete' | 'trailing' | 'damaged' | 'unsupported';

/** A PNG begins with an 8-byte signature, then its chunks. */
const PNG_SIGNATURE_LENGTH = 8;

/** The format a file's first bytes announce, whatever its name or declared type says: the browser's test. */
export const sniff = (bytes: Buffer): ImageKind | null => imageKindOf(bytes);

export interface ImageLayout {
  width: number;
  height: number;
  /** EXIF orientation (1–8): how the camera meant the pixels to be turned; 1 when absent. */
  orientation: number;
}

/** Channels per pixel and the bit depths PNG allows for each colour type. */
const pngColourTypes: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7 passes: first column, first row, column step, row step. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The exact size of a PNG's decompressed image data: every row of every pass, each with its filter byte. */
function pngDataSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? (Math.ceil((w * bitsPerPixel) / 8) + 1) * h : 0);
  if (!interlaced) return rows(width, height);
  return adam7.reduce(
    (total, [x0, y0, dx, dy]) =>
      total + rows(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)),
    0,
  );
}

/**
 * Walks a PNG's chunks to IEND. `maxSide` is checked before anything is inflated, and the image data is
 * inflated with its exact expected size as the ceiling, so a small file cannot unpack into gigabytes.
 */
export function readPngLayout(bytes: Buffer, maxSide: number): ImageLayout | LayoutProblem | 'too_large' {
  let pos = PNG_SIGNATURE_LENGTH;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | undefined;
  const data: Buffer[] = [];
  while (pos + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return 'damaged';
    const start = pos + 8;
    const next = start + length + 4;
    if (next > bytes.length) return 'incomplete';
    if ((header === undefined) !== (type === 'IHDR')) return 'damaged';
    if (type === 'IHDR') {
      if (length !== 13) return 'damaged';
      const [depth, colourType, compression, filter, interlace] = bytes.subarray(start + 8, start + 13);
      const colour = pngColourTypes[colourType ?? -1];
      if (!colour?.depths.includes(depth ?? 0) || compression !== 0 || filter !== 0) return 'damaged';
      if (interlace !== 0 && interlace !== 1) return 'damaged';
      const width = bytes.readUInt32BE(start);
      const height = bytes.readUInt32BE(start + 4);
      if (width === 0 || height === 0) return 'damaged';
      if (width > maxSide || height > maxSide) return 'too_large';
      header = { width, height, bitsPerPixel: colour.channels * (depth ?? 0), interlaced: interlace === 1 };
    }
    if (type === 'IDAT') data.push(bytes.subarray(start, start + length));
    if (type === 'IEND') {
      if (!header) return 'damaged';
      if (next !== bytes.length) return 'trailing';
      const expected = pngDataSize(header.width, header.height, header.bitsPerPixel, header.interlaced);
      try {
        const inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
        if (inflated.length !== expected) return 'incomplete';
      } catch {
        return 'damaged';
      }
      return { width: header.width, height: header.height, orientation: 1 };
    }
    pos = next;
  }
  return 'incomplete';
}

/** Scans a progressive JPEG may hold: real encoders write about ten; thousands make a decoder crawl. */
export const MAX_JPEG_SCANS = 100;
/** Baseline, extended and progressive Huffman-coded frames: what the decoder reads. */
const decodableFrames = new Set([0xc0, 0xc1, 0xc2]);
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/** Walks a JPEG's segments and entropy-coded scans to its EOI marker. */
export function readJpegLayout(bytes: Buffer, maxSide: number): ImageLayout | LayoutProblem | 'too_large' {
  let pos = 2;
  let frame: { width: number; height: number } | undefined;
  let scans = 0;
  let orientation = 1;
  for (;;) {
    if (pos + 2 > bytes.length) return 'incomplete';
    if (bytes[pos] !== 0xff) return 'damaged';
    while (bytes[pos + 1] === 0xff && pos + 2 < bytes.length) pos++;
    const marker = bytes[pos + 1] ?? 0;
    pos += 2;
    if (marker === 0xd9) break;
    if (isStandalone(marker)) continue;
    if (marker === 0xd8 || marker === 0x00) return 'damaged';
    if (pos + 2 > bytes.length) return 'incomplete';
    const length = bytes.readUInt16BE(pos);
    if (length < 2) return 'damaged';
    if (pos + length > bytes.length) return 'incomplete';
    const segment = bytes.subarray(pos + 2, pos + length);
    pos += length;
    if (isFrameMarker(marker)) {
      if (frame || !decodableFrames.has(marker) || segment.length < 6 || segment[0] !== 8) {
        return frame || segment.length >= 6 ? 'unsupported' : 'damaged';
      }
      const height = segment.readUInt16BE(1);
      const width = segment.readUInt16BE(3);
      if (height === 0) return 'unsupported';
      if (width === 0) return 'damaged';
      if (width > maxSide || height > maxSide) return 'too_large';
      frame = { width, height };
    } else if (marker === 0xe1 && frame === undefined) {
      orientation = exifOrientation(segment) ?? orientation;
    } else if (marker === 0xda) {
      if (!frame) return 'damaged';
      if (++scans > MAX_JPEG_SCANS) return 'unsupported';
      pos = endOfScan(bytes, pos);
    }
  }
  if (!frame || scans === 0) return 'damaged';
  if (pos !== bytes.length) return 'trailing';
  return { ...frame, orientation };
}

/** The offset of the first marker after a scan's entropy-coded data (stuffed bytes and restarts skipped). */
function endOfScan(bytes: Buffer, from: number): number {
  let pos = from;
  while (pos + 1 < bytes.length) {
    if (bytes[pos] === 0xff) {
      const next = bytes[pos + 1] ?? 0;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        pos += 2;
        continue;
      }
      if (next !== 0xff) return pos;
    }
    pos++;
  }
  return bytes.length;
}

/** The Orientation tag (0x0112) of an APP1 Exif segment's first directory, when it holds one of 1–8. */
export function exifOrientation(segment: Buffer): number | undefined {
  if (segment.length < 14 || segment.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = segment.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const directory = u32(4);
  if (directory + 2 > tiff.length) return undefined;
  const entries = u16(directory);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}
