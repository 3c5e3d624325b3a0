import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TICKET_IMAGE_MAX_BYTES, TICKET_IMAGES_MAX, ticketTexts } from '../../src/api/contract';
import { errorCode } from '../errors';
import { ApiError, fieldError } from '../services/errors';
import { checkAndReencode, type ImageLimits, pictureRefusals, type Reencoded } from '../services/images';

/** Ticket images: the avatar's checks, a larger stored size (contract/support.ts). */
export const ticketImageLimits: ImageLimits = {
  maxBytes: TICKET_IMAGE_MAX_BYTES,
  maxSide: 4096,
  storedSide: 1600,
};

const IMAGE_FIELDS = new Set(['images[]', 'images']);
/** A message of 5000 characters is at most 20 000 bytes of UTF-8. */
const FIELD_MAX_BYTES = 20_000;
const FRAMING_ALLOWANCE = 64 * 1024;
const formLimits = {
  files: TICKET_IMAGES_MAX,
  fileSize: TICKET_IMAGE_MAX_BYTES,
  fields: 8,
  fieldSize: FIELD_MAX_BYTES,
  parts: TICKET_IMAGES_MAX + 8,
  headerPairs: 20,
};

const tooHeavy = () => fieldError('images', ticketTexts.imageTooLarge, 413);
const unreadable = () =>
  new ApiError(400, 'The form could not be read; send it as multipart/form-data with the files in images[]');

export interface TicketForm {
  fields: Record<string, string>;
  files: Buffer[];
}

async function readFile(part: Extract<Multipart, { type: 'file' }>): Promise<Buffer> {
  const file = part.file;
  file.once('limit', () => file.destroy(tooHeavy()));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (file.truncated || size > TICKET_IMAGE_MAX_BYTES) throw tooHeavy();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooHeavy();
  return Buffer.concat(chunks);
}

/**
 * Reads a ticket form: its text fields and up to five images of at most 2 MB each. Reading stops at the first
 * limit passed, so an oversized upload costs no more than the limit. A file part sent empty (a form with no
 * file chosen) is no image.
 */
export async function readTicketForm(request: FastifyRequest): Promise<TicketForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the form as multipart/form-data');
  const declared = Number(request.headers['content-length']);
  if (declared > TICKET_IMAGES_MAX * TICKET_IMAGE_MAX_BYTES + FRAMING_ALLOWANCE) throw tooHeavy();
  const fields: Record<string, string> = Object.create(null);
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw fieldError(part.fieldname, `${part.fieldname} is too long`);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!IMAGE_FIELDS.has(part.fieldname)) {
        throw fieldError(part.fieldname, `Unknown field '${part.fieldname}'; attach images in images[]`);
      }
      const bytes = await readFile(part);
      if (bytes.length > 0) files.push(bytes);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (errorCode(error) === 'FST_FILES_LIMIT') {
      throw fieldError('images', ticketTexts.tooManyImages);
    }
    if (errorCode(error) === 'FST_PARTS_LIMIT' || errorCode(error) === 'FST_FIELDS_LIMIT') {
      throw new ApiError(413, 'The form has too many fields');
    }
    throw unreadable();
  }
  return { fields: { ...fields }, files };
}

/** Judges every image by content and re-encodes it, one after another, stopping at the first refused. */
export async function judgeImages(files: Buffer[]): Promise<Reencoded[]> {
  const judged: Reencoded[] = [];
  for (const [index, bytes] of files.entries()) {
    const result = await checkAndReencode(bytes, ticketImageLimits);
    if ('refusal' in result) {
      const message = result.refusal === pictureRefusals.notAnImage ? ticketTexts.imageKind : result.refusal;
      const which = files.length > 1 ? ` (image ${index + 1})` : '';
      const status = result.refusal === pictureRefusals.tooHeavy ? 413 : 422;
      throw fieldError('images', `${message}${which}`, status);
    }
    judged.push(result);
  }
  return judged;
}

/** The form's fields checked against `schema`, every problem under its field, in the contract's shape. */
export function checkFields<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The form is invalid';
  throw new ApiError(422, first, errors);
}
