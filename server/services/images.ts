import sharp from 'sharp';
import { imageKindOf, imageRefusal, imageRefusalTexts } from '../../src/api/contract/imageRules';
import { AVATAR_MAX_BYTES } from '../../src/api/contract/profile';
import { pngPixelsOnly, type StructureProblem, structureProblem } from './imageStructure';
import { inTurn } from './pictureTurns';
import { pngStreamFits } from './pngStream';

/** A picture ready to store: decoded and encoded afresh, so nothing of the uploaded file but its pixels remains. */
export interface Reencoded {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}
/** Why an upload is refused, in the words the member reads. */
export interface ImageRefusal {
  refusal: string;
}

export const pictureRefusals = {
  ...imageRefusalTexts,
  tooLarge: 'The picture must be at most 4096 pixels wide and high',
  trailing: 'The picture has data after the end of the image; save it again as a plain PNG or JPEG',
  damaged: 'The picture is damaged or incomplete; save it again as a PNG or JPEG',
  unsupported: 'This kind of JPEG cannot be read; save the picture again as a standard JPEG or PNG',
  tooComplex: 'The picture is too complex to read; save it again as a PNG or JPEG',
} as const;

export interface ImageLimits {
  maxBytes: number;
  /** The largest width or height accepted. */
  maxSide: number;
  /** The largest width or height stored; larger pictures are scaled down to fit. */
  storedSide: number;
}
export const avatarLimits: ImageLimits = { maxBytes: AVATAR_MAX_BYTES, maxSide: 4096, storedSide: 512 };

export const JPEG_QUALITY = 90;
/** A picture that takes longer than this to decode is built to exhaust the decoder, not to be shown. */
export const PICTURE_TIMEOUT_SECONDS = 30;

// Every upload is a new picture: libvips' operation cache would only hold other members' pixels in memory.
sharp.cache(false);

const structureRefusals: Record<StructureProblem, string> = {
  incomplete: pictureRefusals.damaged,
  damaged: pictureRefusals.damaged,
  trailing: pictureRefusals.trailing,
  unsupported: pictureRefusals.unsupported,
};

/**
 * Judges an upload by its content alone and re-encodes it. The file must be a PNG or JPEG by its first
 * bytes, end exactly where its format says it ends, stay within the limits by its header before a pixel is
 * decoded, and decode completely without a warning; what is stored is encoded afresh from the decoded pixels
 * (turned upright by its EXIF orientation, scaled down to `storedSide`), in the same format, with no metadata.
 * libvips decodes on libuv's thread pool, so the event loop serves other members meanwhile; pictures take
 * turns (pictureTurns.ts), and past the queue the upload is asked to come back in a moment.
 */
export async function checkAndReencode(
  bytes: Buffer,
  limits: ImageLimits = avatarLimits,
): Promise<Reencoded | ImageRefusal> {
  const refused = imageRefusal(bytes, bytes.length, limits.maxBytes);
  if (refused) return { refusal: pictureRefusals[refused] };
  const kind = imageKindOf(bytes) === 'png' ? 'png' : 'jpeg';
  const problem = structureProblem(bytes, kind);
  if (problem) return { refusal: structureRefusals[problem] };
  return inTurn(async () => {
    try {
      return await reencode(bytes, kind, limits);
    } catch (error) {
      return { refusal: refusalFor(error) };
    }
  });
}

async function reencode(
  bytes: Buffer,
  kind: 'png' | 'jpeg',
  limits: ImageLimits,
): Promise<Reencoded | ImageRefusal> {
  // 'warning' is the strictest level: a truncated scan, a bad checksum or a short image stream all stop the
  // decode. The pixel limit stops a header that claims more before anything is allocated for it.
  const input = { failOn: 'warning', limitInputPixels: limits.maxSide ** 2, autoOrient: true } as const;
  const header = await sharp(bytes, input).metadata();
  if (header.width > limits.maxSide || header.height > limits.maxSide) {
    return { refusal: pictureRefusals.tooLarge };
  }
  if (kind === 'png' && !(await pngStreamFits(bytes))) return { refusal: pictureRefusals.damaged };
  const image = sharp(bytes, input)
    .resize(limits.storedSide, limits.storedSide, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .timeout({ seconds: PICTURE_TIMEOUT_SECONDS });
  const encoded = kind === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return kind === 'png'
    ? { contentType: 'image/png', bytes: pngPixelsOnly(data), width: info.width, height: info.height }
    : { contentType: 'image/jpeg', bytes: data, width: info.width, height: info.height };
}

/** libvips' reason for stopping, in the member's words. */
function refusalFor(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(reason)) return pictureRefusals.tooLarge;
  if (/^timeout/i.test(reason)) return pictureRefusals.tooComplex;
  if (/unsupported/i.test(reason)) return pictureRefusals.unsupported;
  return pictureRefusals.damaged;
}
