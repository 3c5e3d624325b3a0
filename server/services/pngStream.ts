import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate } from 'node:zlib';
import { pngChunks } from './imageStructure';

/** Bytes unpacked per step: zlib's default 16 KB makes a trip to the thread pool for every few rows. */
const INFLATE_CHUNK = 256 * 1024;
/** Channels per pixel of each PNG colour type. */
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
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

/** The exact size of a PNG's unpacked image stream: every row of every pass, each with its filter byte. */
function streamSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? (Math.ceil((w * bitsPerPixel) / 8) + 1) * h : 0);
  if (!interlaced) return rows(width, height);
  return adam7.reduce(
    (total, [x0, y0, dx, dy]) =>
      total + rows(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)),
    0,
  );
}

/**
 * Whether a PNG's image stream unpacks to exactly the rows its header describes. The decoder stops once it
 * has the rows it needs and says nothing of a stream that holds more: a few kilobytes that unpack into
 * gigabytes, or a payload behind the pixels. This unpacks the stream on libuv's pool, counting bytes and
 * keeping none, and stops one byte past the size the header allows. Call it once the header's width and
 * height are known to be within limits.
 */
export async function pngStreamFits(bytes: Buffer): Promise<boolean> {
  let expected = -1;
  const data: Buffer[] = [];
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === 'IHDR' && chunk.next - chunk.data === 17) {
      const depth = bytes[chunk.data + 8] ?? 0;
      const channels = channelsOf[bytes[chunk.data + 9] ?? -1] ?? 0;
      const interlaced = bytes[chunk.data + 12] === 1;
      const [width, height] = [bytes.readUInt32BE(chunk.data), bytes.readUInt32BE(chunk.data + 4)];
      expected = streamSize(width, height, channels * depth, interlaced);
    }
    if (chunk.type === 'IDAT') data.push(bytes.subarray(chunk.data, chunk.next - 4));
  }
  if (expected <= 0) return false;
  let size = 0;
  try {
    await pipeline(
      Readable.from(data),
      createInflate({ chunkSize: INFLATE_CHUNK }),
      async (rows: AsyncIterable<Buffer>) => {
        for await (const piece of rows) {
          size += piece.length;
          if (size > expected) throw new Error('the image stream holds more than its header describes');
        }
      },
    );
  } catch {
    return false;
  }
  return size === expected;
}
