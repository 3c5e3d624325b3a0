import { admitTicketImages, type ChosenImage, ticketTexts } from '../api/support';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** 'png', 'jpeg', or null: judged by the file's first bytes, as the server judges it, never by its name. */
export async function imageKind(file: Blob): Promise<'png' | 'jpeg' | null> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * Why these images cannot be attached, or null. The spec's words for one over 2048 KB (document 2 §5); the
 * server decodes every image anyway, this spares the member an upload it would refuse.
 */
export async function imagesError(files: readonly (Blob & ChosenImage)[]): Promise<string | null> {
  const { refusal } = admitTicketImages(0, files);
  if (refusal) return refusal;
  for (const file of files) if (!(await imageKind(file))) return ticketTexts.imageKind;
  return null;
}
