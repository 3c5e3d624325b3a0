import { IMAGE_HEAD_BYTES, type ImageKind, imageKindOf } from './contract/imageRules';

export { IMAGE_MAX_BYTES, IMAGE_TOO_HEAVY, type ImageKind } from './contract/imageRules';

/** 'png', 'jpeg', or null: judged by the file's first bytes, as the server judges it, never by its name. */
export async function imageKindOfFile(file: Blob): Promise<ImageKind | null> {
  return imageKindOf(new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()));
}
