/**
 * Money arrives from the API as decimal strings; floats would turn '0.125' into 0.12499… and round the wrong
 * way, so every amount is rounded here on its digits alone.
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Rounds a decimal string half away from zero to `decimals` places; returns null when it is not a number. */
export function roundDecimal(value: string, decimals = 2): string | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', intRaw = '', fracRaw = ''] = match;
  if (intRaw === '' && fracRaw === '') return null;
  const frac = fracRaw.padEnd(decimals + 1, '0');
  let digits = (intRaw.replace(/^0+(?=\d)/, '') || '0') + frac.slice(0, decimals);
  if (Number(frac[decimals]) >= 5) digits = incrementDigits(digits);
  const intLength = digits.length - decimals;
  const int = digits.slice(0, intLength) || '0';
  const rounded = decimals > 0 ? `${int}.${digits.slice(intLength)}` : int;
  const isZero = /^[0.]+$/.test(rounded);
  return sign === '-' && !isZero ? `-${rounded}` : rounded;
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** '12.5' → '12.50 USDT'. Anything that is not a decimal number shows as '0.00 USDT' rather than 'NaN'. */
export function formatUsdt(value: string, decimals = 2): string {
  const rounded = roundDecimal(value, decimals) ?? roundDecimal('0', decimals);
  return `${rounded} USDT`;
}

// Dates are in dates.ts, so that the screens showing only money do not download dayjs (see there).

/** Spec document 2 §9: amounts in dollars to 2 decimals. Text that is not an amount shows as $0.00, never NaN. */
export function formatDollars(value: string): string {
  return `$${roundDecimal(value, 2) ?? '0.00'}`;
}

/** Long hashes and addresses, shortened for a table cell. */
export const shorten = (text: string, keep = 6) =>
  text.length > keep * 2 + 1 ? `${text.slice(0, keep)}…${text.slice(-keep)}` : text;
