/** An image as 8-bit RGBA rows, top to bottom: what the decoders give and the encoders take. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The size that fits within `maxSide` on both sides, keeping the proportions (never enlarged). */
export function fittedSize(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** For each target position: the first source index it covers and how much of each source index it covers. */
function coverage(source: number, target: number) {
  const step = source / target;
  return Array.from({ length: target }, (_, i) => {
    const start = i * step;
    const end = Math.min(source, (i + 1) * step);
    const first = Math.floor(start);
    const weights: number[] = [];
    for (let j = first; j < end; j++) weights.push(Math.min(end, j + 1) - Math.max(start, j));
    return { first, weights };
  });
}

/**
 * Scales down to fit within `maxSide` by area averaging: each target pixel is the mean of the source area it
 * covers, partial pixels weighted by the share covered, so fine detail neither aliases nor shimmers. Colour
 * is averaged weighted by alpha, so transparent pixels (whose colour is invisible) do not bleed into edges.
 */
export function fitWithin(image: Pixels, maxSide: number): Pixels {
  const size = fittedSize(image.width, image.height, maxSide);
  if (size.width === image.width && size.height === image.height) return image;
  const columns = coverage(image.width, size.width);
  const rows = coverage(image.height, size.height);
  const area = (image.width / size.width) * (image.height / size.height);
  const out = new Uint8Array(size.width * size.height * 4);
  const sum = new Float64Array(size.width * 4);
  const src = image.data;
  for (let y = 0; y < size.height; y++) {
    sum.fill(0);
    const row = rows[y]!;
    for (let r = 0; r < row.weights.length; r++) {
      const wy = row.weights[r]!;
      const base = (row.first + r) * image.width * 4;
      for (let x = 0; x < size.width; x++) {
        const column = columns[x]!;
        let red = 0;
        let green = 0;
        let blue = 0;
        let alpha = 0;
        for (let c = 0; c < column.weights.length; c++) {
          const at = base + (column.first + c) * 4;
          const weighted = column.weights[c]! * src[at + 3]!;
          red += src[at]! * weighted;
          green += src[at + 1]! * weighted;
          blue += src[at + 2]! * weighted;
          alpha += weighted;
        }
        const o = x * 4;
        sum[o] = sum[o]! + red * wy;
        sum[o + 1] = sum[o + 1]! + green * wy;
        sum[o + 2] = sum[o + 2]! + blue * wy;
        sum[o + 3] = sum[o + 3]! + alpha * wy;
      }
    }
    for (let x = 0; x < size.width; x++) {
      const o = x * 4;
      const at = (y * size.width + x) * 4;
      const alpha = sum[o + 3]!;
      if (alpha > 0) {
        out[at] = Math.min(255, Math.round(sum[o]! / alpha));
        out[at + 1] = Math.min(255, Math.round(sum[o + 1]! / alpha));
        out[at + 2] = Math.min(255, Math.round(sum[o + 2]! / alpha));
      }
      out[at + 3] = Math.min(255, Math.round(alpha / area));
    }
  }
  return { ...size, data: out };
}

/**
 * Turns the pixels the way EXIF orientation `orientation` (1–8) asks, so a portrait taken on a phone stays
 * upright once the metadata that said so is stripped.
 */
export function orient(image: Pixels, orientation: number): Pixels {
  if (orientation < 2 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swaps = orientation >= 5;
  const width = swaps ? h : w;
  const height = swaps ? w : h;
  // Where the target pixel (x, y) comes from in the source.
  const from: Record<number, (x: number, y: number) => number> = {
    2: (x, y) => y * w + (w - 1 - x),
    3: (x, y) => (h - 1 - y) * w + (w - 1 - x),
    4: (x, y) => (h - 1 - y) * w + x,
    5: (x, y) => x * w + y,
    6: (x, y) => (h - 1 - x) * w + y,
    7: (x, y) => (h - 1 - x) * w + (w - 1 - y),
    8: (x, y) => x * w + (w - 1 - y),
  };
  const source = from[orientation]!;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const s = source(x, y) * 4;
      const t = (y * width + x) * 4;
      out[t] = data[s]!;
      out[t + 1] = data[s + 1]!;
      out[t + 2] = data[s + 2]!;
      out[t + 3] = data[s + 3]!;
    }
  }
  return { width, height, data: out };
}
