import {
  IMAGE_HEAD_BYTES,
  type ImageKind,
  type ImageRefusalReason,
  imageKindOf,
  imageRefusal,
} from './contract/imageRules';

export {
  IMAGE_MAX_BYTES,
  IMAGE_TOO_HEAVY,
  type ImageKind,
  type ImageRefusalReason,
  imageRefusalTexts,
} from './contract/imageRules';

const headOf = async (file: Blob) => new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());

/** 'png', 'jpeg', or null: judged by the file's first bytes, as the server judges it, never by its name. */
export async function imageKindOfFile(file: Blob): Promise<ImageKind | null> {
  return imageKindOf(await headOf(file));
}

/** Why the server would refuse this file before decoding it, judged by its size and first bytes, or null. */
export async function imageRefusalOfFile(file: Blob, maxBytes?: number): Promise<ImageRefusalReason | null> {
  return imageRefusal(await headOf(file), file.size, maxBytes);
}
