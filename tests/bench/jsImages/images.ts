import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { IMAGE_TOO_HEAVY } from '../../../src/api/contract/imageRules';
import { AVATAR_MAX_BYTES } from '../../../src/api/contract/profile';
import { type LayoutProblem, readJpegLayout, readPngLayout, sniff } from './imageLayout';
import { fitWithin, orient, type Pixels } from './imagePixels';

/**
 * Uploaded pictures judged and re-encoded in pure JavaScript (jpeg-js, pngjs, an area-averaging resize), with
 * the same checks and words as the server's sharp path: the image benchmark (../images.ts) runs both on the
 * same inputs. Nothing in the server imports this folder.
 */

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
  notAnImage: 'The picture must be a PNG or JPEG image',
  tooHeavy: IMAGE_TOO_HEAVY,
  tooLarge: 'The picture must be at most 4096 pixels wide and high',
  trailing: 'The picture has data after the end of the image; save it again as a plain PNG or JPEG',
  damaged: 'The picture is damaged or incomplete; save it again as a PNG or JPEG',
  unsupported: 'This kind of JPEG cannot be read; save the picture again as a standard JPEG or PNG',
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
/**
 * jpeg-js counts what a decode allocates (coefficient blocks, component planes, the RGBA result) and stops
 * past this. The largest picture accepted, 4096 × 4096 with three full-resolution components, needs about
 * 310 MB by that count.
 */
const JPEG_MEMORY_MB = 384;

const problems: Record<LayoutProblem | 'too_large', string> = {
  incomplete: pictureRefusals.damaged,
  damaged: pictureRefusals.damaged,
  trailing: pictureRefusals.trailing,
  unsupported: pictureRefusals.unsupported,
  too_large: pictureRefusals.tooLarge,
};

/**
 * Judges an upload by its content alone and re-encodes it. The file must be a PNG or JPEG by its first
 * bytes, end exactly where its format says it ends, stay within the limits, and decode completely; what is
 * stored is encoded afresh from the decoded pixels (turned upright, scaled down to `storedSide`), in the
 * same format, with no metadata.
 */
export function checkAndReencode(
  bytes: Buffer,
  limits: ImageLimits = avatarLimits,
): Reencoded | ImageRefusal {
  if (bytes.length > limits.maxBytes) return { refusal: pictureRefusals.tooHeavy };
  const kind = sniff(bytes);
  if (!kind) return { refusal: pictureRefusals.notAnImage };
  const layout =
    kind === 'png' ? readPngLayout(bytes, limits.maxSide) : readJpegLayout(bytes, limits.maxSide);
  if (typeof layout === 'string') return { refusal: problems[layout] };
  let pixels: Pixels;
  try {
    pixels = kind === 'png' ? decodePng(bytes) : decodeJpeg(bytes, limits.maxSide);
  } catch {
    return { refusal: pictureRefusals.damaged };
  }
  if (pixels.width !== layout.width || pixels.height !== layout.height) {
    return { refusal: pictureRefusals.damaged };
  }
  const upright = orient(pixels, layout.orientation);
  const stored = fitWithin(upright, limits.storedSide);
  return kind === 'png' ? encodePng(stored) : encodeJpeg(stored);
}

function decodePng(bytes: Buffer): Pixels {
  const png = PNG.sync.read(bytes, { checkCRC: true });
  return { width: png.width, height: png.height, data: png.data };
}

function decodeJpeg(bytes: Buffer, maxSide: number): Pixels {
  return jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: false,
    maxResolutionInMP: (maxSide * maxSide) / 1_000_000,
    maxMemoryUsageInMB: JPEG_MEMORY_MB,
  });
}

function encodePng(image: Pixels): Reencoded {
  let opaque = true;
  for (let i = 3; i < image.data.length && opaque; i += 4) opaque = image.data[i] === 255;
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const bytes = PNG.sync.write(png, { colorType: opaque ? 2 : 6, inputColorType: 6, inputHasAlpha: true });
  return { contentType: 'image/png', bytes, width: image.width, height: image.height };
}

function encodeJpeg(image: Pixels): Reencoded {
  const encoded = jpeg.encode({ width: image.width, height: image.height, data: image.data }, JPEG_QUALITY);
  return { contentType: 'image/jpeg', bytes: encoded.data, width: image.width, height: image.height };
}
