import { describe, expect, it } from 'vitest';
import { imageKindOfFile } from '../../api/images';
import { AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR, avatarFileError } from './avatarFile';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const file = (bytes: number[], name: string, type: string, padTo = 0) => {
  const body = new Uint8Array(Math.max(bytes.length, padTo));
  body.set(bytes);
  return new File([body], name, { type });
};

describe('a picture chosen for the avatar', () => {
  it('is judged by its first bytes, not its name or type', async () => {
    expect(await imageKindOfFile(file(PNG, 'photo.jpg', 'image/jpeg'))).toBe('png');
    expect(await imageKindOfFile(file(JPEG, 'photo', ''))).toBe('jpeg');
    expect(await avatarFileError(file(PNG, 'me.png', 'image/png'))).toBeNull();
    expect(await avatarFileError(file(JPEG, 'me.jpeg', 'image/jpeg'))).toBeNull();
    const html = [...new TextEncoder().encode('<html><script>alert(1)</script>')];
    expect(await avatarFileError(file(html, 'me.png', 'image/png'))).toBe(AVATAR_TYPE_ERROR);
    const svg = [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')];
    expect(await avatarFileError(file(svg, 'me.svg', 'image/svg+xml'))).toBe(AVATAR_TYPE_ERROR);
    const gif = [...new TextEncoder().encode('GIF89a')];
    expect(await avatarFileError(file(gif, 'me.png', 'image/png'))).toBe(AVATAR_TYPE_ERROR);
    expect(await avatarFileError(file([], 'empty.png', 'image/png'))).toBe(AVATAR_TYPE_ERROR);
    expect(await avatarFileError(file(PNG.slice(0, 7), 'cut.png', 'image/png'))).toBe(AVATAR_TYPE_ERROR);
  });

  it('may be 2048 KB but not a byte more', async () => {
    expect(await avatarFileError(file(JPEG, 'big.jpg', 'image/jpeg', 2048 * 1024))).toBeNull();
    expect(await avatarFileError(file(JPEG, 'big.jpg', 'image/jpeg', 2048 * 1024 + 1))).toBe(
      AVATAR_SIZE_ERROR,
    );
  });

  it('is refused for its size first when it is also no picture, as the server refuses it unread', async () => {
    const page = [...new TextEncoder().encode('<html><script>alert(1)</script>')];
    expect(await avatarFileError(file(page, 'me.png', 'image/png', 2048 * 1024 + 1))).toBe(AVATAR_SIZE_ERROR);
    expect(await avatarFileError(file(page, 'me.png', 'image/png', 2048 * 1024))).toBe(AVATAR_TYPE_ERROR);
  });
});
