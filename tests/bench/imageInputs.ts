import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * The pictures the image benchmark uploads, drawn here and encoded by jpeg-js and pngjs so neither path
 * under test wrote its own input: a 1200 × 1200 photo (soft light, shapes, sensor grain) as JPEG, and an
 * 800 × 800 screenshot of a page showing a photo (flat panels, lines of text, the photo's grain) as PNG.
 */

type Paint = (x: number, y: number) => [number, number, number, number];

function draw(width: number, height: number, paint: Paint): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  }
  return data;
}

function grain(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 24) / 255 - 0.5;
  };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function photoPaint(size: number): Paint {
  const noise = grain(7);
  return (x, y) => {
    const u = x / size;
    const v = y / size;
    const sky = 1 - v;
    const sun = Math.max(0, 1 - Math.hypot(u - 0.7, v - 0.25) * 4);
    const hill = v > 0.6 + 0.1 * Math.sin(u * 9) ? 1 : 0;
    const n = noise() * 18;
    return [
      clamp(60 + 120 * sky + 90 * sun - 40 * hill + n),
      clamp(90 + 100 * sky + 60 * sun + 50 * hill + n),
      clamp(140 + 100 * sky - 20 * sun - 90 * hill + n),
      255,
    ];
  };
}

/** A screenshot of a page showing a photo: a title bar, a side panel, lines of text, the photo in the middle. */
function screenshotPaint(size: number): Paint {
  const photo = photoPaint(size);
  return (x, y) => {
    if (y < 64) return [32, 64, 128, 255];
    if (x < 200) return [240, 242, 245, 255];
    if (y >= 120 && y < size - 200 && x >= 240 && x < size - 40) return photo(x, y);
    const line = Math.floor((y - 64) / 24);
    const inText = (y - 64) % 24 < 12 && x < 260 + ((line * 97) % 420) && (x >> 3) % 5 !== 0;
    return inText ? [30, 30, 30, 255] : [255, 255, 255, 255];
  };
}

export function photoJpeg(size = 1200): Buffer {
  return jpeg.encode({ width: size, height: size, data: draw(size, size, photoPaint(size)) }, 85).data;
}

export function screenshotPng(size = 800): Buffer {
  const image = new PNG({ width: size, height: size });
  image.data = draw(size, size, screenshotPaint(size));
  return PNG.sync.write(image);
}
