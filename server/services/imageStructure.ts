import type { ImageKind } from '../../src/api/contract/imageRules';

/**
 * Where an uploaded PNG or JPEG ends, by its own structure. Decoders stop at the image's end and say nothing
 * of what follows, which is where a polyglot (a picture that is also an HTML page or a script) keeps its
 * second self; so the file must end exactly where its last chunk or marker says. Only lengths and markers
 * are read here: the pixels, and every other check of them, are the decoder's.
 */

/** Why a file's structure is refused; the caller words it for the member. */
export type StructureProblem = 'incomplete' | 'trailing' | 'damaged' | 'unsupported';

/** The 8-byte signature before a PNG's first chunk. */
const PNG_SIGNATURE_LENGTH = 8;
/** Scans a progressive JPEG may hold: real encoders write about ten; thousands make a decoder crawl. */
export const MAX_JPEG_SCANS = 100;

/** What is wrong with the file's structure, or null when it is whole and ends where its format ends. */
export function structureProblem(bytes: Buffer, kind: ImageKind): StructureProblem | null {
  return kind === 'png' ? pngProblem(bytes) : jpegProblem(bytes);
}

export interface Chunk {
  type: string;
  /** Where the chunk begins (its length field), where its data begins, and where the next chunk begins. */
  start: number;
  data: number;
  next: number;
}

/** Each chunk of a PNG in turn, or the problem that stops the walk before IEND. */
export function* pngChunks(bytes: Buffer): Generator<Chunk, StructureProblem | null> {
  let pos = PNG_SIGNATURE_LENGTH;
  while (pos + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return 'damaged';
    if (pos === PNG_SIGNATURE_LENGTH && type !== 'IHDR') return 'damaged';
    const next = pos + 12 + length;
    if (next > bytes.length) return 'incomplete';
    yield { type, start: pos, data: pos + 8, next };
    if (type === 'IEND') return next === bytes.length ? null : 'trailing';
    pos = next;
  }
  return 'incomplete';
}

function pngProblem(bytes: Buffer): StructureProblem | null {
  const walk = pngChunks(bytes);
  let step = walk.next();
  while (!step.done) step = walk.next();
  return step.value;
}

/**
 * The PNG with its critical chunks only (IHDR, PLTE, IDAT, IEND) and tRNS, which holds a palette's
 * transparency: the encoder's pHYs and any other ancillary chunk go, so the stored file is pixels alone.
 */
export function pngPixelsOnly(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, PNG_SIGNATURE_LENGTH)];
  for (const chunk of pngChunks(bytes)) {
    const critical = chunk.type.charCodeAt(0) < 0x61;
    if (critical || chunk.type === 'tRNS') kept.push(bytes.subarray(chunk.start, chunk.next));
  }
  return Buffer.concat(kept);
}

const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/** Walks a JPEG's segments and entropy-coded scans to its EOI marker. */
function jpegProblem(bytes: Buffer): StructureProblem | null {
  let pos = 2;
  let scans = 0;
  for (;;) {
    if (pos + 2 > bytes.length) return 'incomplete';
    if (bytes[pos] !== 0xff) return 'damaged';
    while (bytes[pos + 1] === 0xff && pos + 2 < bytes.length) pos++;
    const marker = bytes[pos + 1] ?? 0;
    pos += 2;
    if (marker === 0xd9) return pos === bytes.length ? null : 'trailing';
    if (isStandalone(marker)) continue;
    if (marker === 0xd8 || marker === 0x00) return 'damaged';
    if (pos + 2 > bytes.length) return 'incomplete';
    const length = bytes.readUInt16BE(pos);
    if (length < 2) return 'damaged';
    pos += length;
    if (pos > bytes.length) return 'incomplete';
    if (marker === 0xda) {
      if (++scans > MAX_JPEG_SCANS) return 'unsupported';
      pos = endOfScan(bytes, pos);
    }
  }
}

/** The offset of the first marker after a scan's entropy-coded data (stuffed bytes and restarts skipped). */
function endOfScan(bytes: Buffer, from: number): number {
  let pos = bytes.indexOf(0xff, from);
  while (pos !== -1 && pos + 1 < bytes.length) {
    const next = bytes[pos + 1] ?? 0;
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return pos;
    pos = bytes.indexOf(0xff, next === 0xff ? pos + 1 : pos + 2);
  }
  return bytes.length;
}
