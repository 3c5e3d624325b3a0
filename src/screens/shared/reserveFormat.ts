import { usdtOfMicros } from '../../api/proofOfReserves';

/**
 * A snapshot's instant as its UTC minute ('2026-11-22 00:00 UTC'): the same for every reader wherever they are,
 * as the blocks it was read at are, and written without the date library, which a visitor of the public page
 * would otherwise download for one line. Text that is not a date is shown as it came.
 */
export function snapshotTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A sum of micro-USDT as a proof writes it ('3218260000'), in USDT ('3218.26 USDT'); other text as it came. */
export function microsAsUsdt(micros: string): string {
  if (!/^\d+$/.test(micros)) return micros;
  return `${usdtOfMicros(BigInt(micros))} USDT`;
}
