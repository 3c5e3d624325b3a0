import { AVATAR_MAX_BYTES } from '../../api/profile';

export const AVATAR_TYPE_ERROR = 'Please choose a PNG or JPEG picture.';
export const AVATAR_SIZE_ERROR = 'file size must not be greater than 2Mb';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** 'png', 'jpeg', or null: judged by the file's first bytes, since a name or a type can say anything. */
export async function pictureKind(file: Blob): Promise<'png' | 'jpeg' | null> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * Why this file cannot be the member's picture, or null when it may be sent. The server decodes it in full
 * anyway; this spares the member an upload that would be refused.
 */
export async function avatarFileError(file: Blob): Promise<string | null> {
  if (!(await pictureKind(file))) return AVATAR_TYPE_ERROR;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_ERROR;
  return null;
}
