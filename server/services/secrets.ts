import { createHmac, hash as digest, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package ships it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): ~20-40 ms here, slow enough for offline guessing.
const argonOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}

// A 4-digit PIN has 10,000 values; the pepper keeps a stolen database from brute-forcing them offline.
export function hashPin(pin: string, pepper: string): Promise<string> {
  return hash(pin, { ...argonOptions, secret: Buffer.from(pepper, 'utf8') });
}

export async function verifyPin(storedHash: string, pin: string, pepper: string): Promise<boolean> {
  try {
    return await verify(storedHash, pin, { secret: Buffer.from(pepper, 'utf8') });
  } catch {
    return false;
  }
}

/** Hex SHA-256, as tokens are stored; the one-shot digest, since every signed-in request takes one. */
export function sha256(value: string): string {
  return digest('sha256', value, 'hex');
}

/** Codes are bound to their member and purpose, so a code mailed for one thing never unlocks another. */
export function hashCode(secret: string, userId: number, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** 256 bits, URL-safe: bearer tokens and sign-in link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

const base32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The UVID: 'TS' and 8 characters from an alphabet without look-alikes (I/1, O/0). */
export function newReferralId(): string {
  let out = 'TS';
  for (let i = 0; i < 8; i++) out += base32[randomInt(base32.length)];
  return out;
}

/** PINs a stranger would try first: one digit repeated, runs up or down, and two-digit patterns. */
export function isTrivialPin(pin: string): boolean {
  if (!/^[0-9]{4}$/.test(pin)) return false;
  const digit = (i: number) => pin.charCodeAt(i) - 48;
  const [a, b, c, d] = [digit(0), digit(1), digit(2), digit(3)];
  const steps = [b - a, c - b, d - c];
  if (steps.every((s) => s === 0)) return true;
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  if (a === c && b === d) return true;
  if (a === b && c === d) return true;
  if (a === d && b === c) return true;
  return ['2580', '0852', '1004', '2000', '1010', '6969', '1998', '1999', '2024', '2025', '2026'].includes(
    pin,
  );
}
