import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Draws the package artwork committed under server/assets/packages: a mosaic of tiles whose colours and
 * pattern follow from the package's file name alone, so running it again writes the same bytes.
 * Run with `npx tsx server/assets/generatePackageArt.ts`.
 */

const SIZE = 320;
const GRID = 8;

function mosaic(seed: string, hue: number, label: string, caption: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const cell = SIZE / GRID;
  const tiles: string[] = [];
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < GRID / 2; col++) {
      const byte = bytes.readUInt8((row * GRID + col) % bytes.length);
      const light = 30 + (byte % 5) * 9;
      const shift = ((byte >> 3) % 3) * 14 - 14;
      const fill = `hsl(${(hue + shift + 360) % 360} 62% ${light}%)`;
      // Mirrored left to right, the way a tessera floor repeats.
      for (const c of [col, GRID - 1 - col]) {
        tiles.push(
          `<rect x="${c * cell + 2}" y="${row * cell + 2}" width="${cell - 4}" height="${cell - 4}" rx="6" fill="${fill}"/>`,
        );
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${caption}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue} 40% 14%)"/>`,
    ...tiles,
    `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="78" fill="hsl(${hue} 45% 12%)" fill-opacity="0.88"/>`,
    `<text x="50%" y="${SIZE / 2 + 4}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#fff">${label}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export const packageArt: Array<{ file: string; svg: string }> = [
  ...[1, 2, 3, 4, 5, 6].map((level) => ({
    file: `level-${level}.svg`,
    svg: mosaic(`level-${level}`, (200 + level * 27) % 360, `L${level}`, `Level ${level} package`),
  })),
  { file: 'free.svg', svg: mosaic('free', 150, 'Free', 'Free Zone package') },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { file, svg } of packageArt) {
    writeFileSync(new URL(`./packages/${file}`, import.meta.url), svg);
  }
}
