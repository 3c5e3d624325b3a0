import { createHash } from 'node:crypto';
import type { ReserveType } from '../../src/api/contract';
import { RESERVE_IMAGES_PER_TYPE } from './reserve';

/**
 * Item artwork, drawn from the item's type and image id alone: the same request always gets the same bytes,
 * nothing is fetched from elsewhere, and the picture makes no claim about value.
 */

const SIZE = 320;

function shapes(bytes: Buffer, hue: number, type: ReserveType): string[] {
  const out: string[] = [];
  if (type === 'nft') {
    // A mirrored 6×6 tile mosaic.
    const cell = SIZE / 6;
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 3; col++) {
        const b = bytes.readUInt8((row * 3 + col) % bytes.length);
        if (b % 4 === 0) continue;
        const fill = `hsl(${(hue + (b % 3) * 24) % 360} 64% ${34 + (b % 5) * 8}%)`;
        for (const c of [col, 5 - col]) {
          out.push(
            `<rect x="${c * cell + 3}" y="${row * cell + 3}" width="${cell - 6}" height="${cell - 6}" rx="8" fill="${fill}"/>`,
          );
        }
      }
    }
    return out;
  }
  // Concentric rings with notches, like a coin face.
  for (let ring = 0; ring < 5; ring++) {
    const b = bytes.readUInt8(ring);
    const r = 140 - ring * 26;
    out.push(
      `<circle cx="160" cy="160" r="${r}" fill="none" stroke="hsl(${(hue + ring * 18) % 360} 60% ${40 + (b % 4) * 9}%)" stroke-width="${10 + (b % 3) * 4}" stroke-dasharray="${8 + (b % 7) * 6} ${4 + (b % 5) * 3}"/>`,
    );
  }
  return out;
}

/** The SVG of item `imageId` of `type`, or null when there is no such image. */
export function reserveItemSvg(type: ReserveType, imageId: number): string | null {
  if (!Number.isInteger(imageId) || imageId < 1 || imageId > RESERVE_IMAGES_PER_TYPE) return null;
  const bytes = createHash('sha256').update(`reserve:${type}:${imageId}`).digest();
  const hue = (bytes.readUInt8(31) * 360) / 256;
  const label = `${type === 'nft' ? 'NFT' : 'Crypto'} item ${imageId}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${label}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${Math.round(hue)} 35% 13%)"/>`,
    ...shapes(bytes, Math.round(hue), type),
    `<text x="50%" y="92%" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#fff" fill-opacity="0.85">#${imageId}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
