import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../services/errors';
import { pictureRefusals } from '../services/images';

const REQUIRED = 'This Field Is Required.';
/** What multipart framing adds around one file: boundaries and the part's headers. */
const FRAMING_ALLOWANCE = 16 * 1024;

/** Limits of the multipart parser where files are accepted: one file, a few small fields, nothing more. */
export const uploadLimits = { files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 };

const unreadable = (field: string) =>
  new ApiError(400, `The upload could not be read; send the file alone as multipart/form-data in '${field}'`);

/**
 * The file sent in `field`, read to at most `maxBytes`: reading stops at the limit, so an oversized upload
 * is refused after that many bytes rather than buffered whole. A part without content (a form sent with no
 * file chosen) counts as missing.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const tooHeavy = () => fieldError(field, pictureRefusals.tooHeavy, 413);
  if (!request.isMultipart()) {
    throw new ApiError(415, `Send the file as multipart/form-data in '${field}'`);
  }
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + FRAMING_ALLOWANCE) throw tooHeavy();

  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { ...uploadLimits, fileSize: maxBytes }, throwFileSizeLimit: false });
  } catch {
    throw unreadable(field);
  }
  if (!part || part.fieldname !== field) throw fieldError(field, REQUIRED);

  const file = part.file;
  // The parser would skip the rest of the file before ending the stream; ending it now stops the parser
  // reading the request at all.
  file.once('limit', () => file.destroy(tooHeavy()));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (file.truncated || size > maxBytes) throw tooHeavy();
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof ApiError ? error : unreadable(field);
  }
  if (file.truncated) throw tooHeavy();
  if (size === 0) throw fieldError(field, REQUIRED);
  return Buffer.concat(chunks);
}
