import { imageRefusalOfFile, imageRefusalTexts } from '../../api/images';
import { AVATAR_MAX_BYTES } from '../../api/profile';

export const AVATAR_TYPE_ERROR = imageRefusalTexts.notAnImage;
export const AVATAR_SIZE_ERROR = imageRefusalTexts.tooHeavy;

/**
 * Why this file cannot be the member's picture, or null when it may be sent: the server's rule and words.
 * The server decodes it in full anyway; this spares the member an upload that would be refused.
 */
export async function avatarFileError(file: Blob): Promise<string | null> {
  const refusal = await imageRefusalOfFile(file, AVATAR_MAX_BYTES);
  return refusal && imageRefusalTexts[refusal];
}
