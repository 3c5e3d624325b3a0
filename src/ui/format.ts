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

/** The date input gives YYYY-MM-DD; the API's filters take DD-MM-YYYY. */
export function toApiDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The reverse of toApiDate, to put a saved filter back into a date input. */
export function fromApiDate(apiDate: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(apiDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * DD-MM-YYYY, with HH:mm when `withTime`, in the member's own time zone (spec document 2 §9: payouts,
 * transactions, tickets, logs). Text that is not a date is shown as it came.
 */
export function formatDashDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${pad2(date.getDate())}-${pad2(date.getMonth() + 1)}-${date.getFullYear()}`;
  return withTime ? `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}` : day;
}

/**
 * DD/MM/YYYY HH:mm in the member's own time zone (spec document 2 §9, deposits, transfers and withdrawals).
 * Text that is not a date is shown as it came rather than as 'NaN'.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
