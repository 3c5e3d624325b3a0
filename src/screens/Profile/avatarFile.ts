import { IMAGE_TOO_HEAVY, imageKindOfFile } from '../../api/images';
import { AVATAR_MAX_BYTES } from '../../api/profile';

export const AVATAR_TYPE_ERROR = 'Please choose a PNG or JPEG picture.';
export const AVATAR_SIZE_ERROR = IMAGE_TOO_HEAVY;

/**
 * Why this file cannot be the member's picture, or null when it may be sent. The server decodes it in full
 * anyway; this spares the member an upload that would be refused.
 */
export async function avatarFileError(file: Blob): Promise<string | null> {
  if (!(await imageKindOfFile(file))) return AVATAR_TYPE_ERROR;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_ERROR;
  return null;
}
