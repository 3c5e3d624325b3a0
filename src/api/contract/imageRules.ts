/**
 * Uploaded pictures, a member's own and a ticket's (contract/profile.ts, contract/support.ts): PNG or JPEG
 * judged by the file's first bytes, never by its name or declared type, and at most 2 MB. Plain rules with no
 * validator, so the browser refuses a file with the server's own test and words before uploading it.
 */

/** 2 MB (2048 KB, spec document 2 §5 and §9). */
export const IMAGE_MAX_BYTES = 2048 * 1024;
/** The spec's words for a file over IMAGE_MAX_BYTES. */
export const IMAGE_TOO_HEAVY = 'file size must not be greater than 2Mb';

export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
/** How many first bytes imageKindOf reads. */
export const IMAGE_HEAD_BYTES = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The format a file's first bytes announce, whatever its name or declared type says; null for neither. */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** Why a file is refused before anything decodes it. */
export type ImageRefusalReason = 'tooHeavy' | 'notAnImage';
/** The words a picture's refusal reads in (ticket forms word 'notAnImage' as ticketTexts.imageKind). */
export const imageRefusalTexts: Record<ImageRefusalReason, string> = {
  tooHeavy: IMAGE_TOO_HEAVY,
  notAnImage: 'The picture must be a PNG or JPEG image',
};

/**
 * Why a file of `size` bytes beginning with `head` is refused before it is decoded, or null. The size comes
 * first: a file over `maxBytes` is refused whatever it holds, as the server refuses it before reading it all.
 */
export function imageRefusal(
  head: Uint8Array,
  size: number,
  maxBytes: number = IMAGE_MAX_BYTES,
): ImageRefusalReason | null {
  if (size > maxBytes) return 'tooHeavy';
  return imageKindOf(head) ? null : 'notAnImage';
}
