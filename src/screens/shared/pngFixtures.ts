/** A 2×2 PNG, so thumbnails have something real to show. */
export const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQyzsBRAwQCgAilgVRSBD8XwAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
export const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQyzsBRAwQCgAilgVRSBD8XwAAAABJRU5ErkJggg==';

export const pngFile = (name = 'screenshot.png', size?: number) => {
  const bytes = new Uint8Array(size ?? pngBytes.length);
  bytes.set(pngBytes.slice(0, Math.min(pngBytes.length, bytes.length)));
  return new File([bytes], name, { type: 'image/png' });
};
