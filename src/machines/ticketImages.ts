import { imageKindOfFile } from '../api/images';
import { admitTicketImages, type ChosenImage, ticketTexts } from '../api/support';

/**
 * Why these images cannot be attached, or null. The spec's words for one over 2048 KB (document 2 §5); the
 * server decodes every image anyway, this spares the member an upload it would refuse.
 */
export async function imagesError(files: readonly (Blob & ChosenImage)[]): Promise<string | null> {
  const { refusal } = admitTicketImages(0, files);
  if (refusal) return refusal;
  for (const file of files) if (!(await imageKindOfFile(file))) return ticketTexts.imageKind;
  return null;
}
