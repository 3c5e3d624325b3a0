import { rupeesFor } from '../../api/withdraw';
import { formatDashDate, roundDecimal } from '../../ui';

/** '₹ 1,660.00' for a USDT amount at the rate, or null when the amount is not a number yet. */
export function formatRupees(amount: string, rate: string): string | null {
  const rupees = rupeesFor(amount, rate);
  if (rupees === null) return null;
  const [whole = '0', fraction = '00'] = (roundDecimal(rupees, 2) ?? '0.00').split('.');
  return `₹ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const explorers: Record<string, string> = {
  TRC20: 'https://tronscan.org/#/transaction/',
  BEP20: 'https://bscscan.com/tx/',
};

/** The chain explorer page of a payout transaction, when its network is known. */
export function explorerUrl(network: string | null, hash: string): string | null {
  const base = network ? explorers[network] : undefined;
  return base ? `${base}${encodeURIComponent(hash)}` : null;
}

/** Long hashes and addresses, shortened for a table cell. */
export const shorten = (text: string, keep = 6) =>
  text.length > keep * 2 + 1 ? `${text.slice(0, keep)}…${text.slice(-keep)}` : text;

/** DD-MM-YYYY HH:mm in the member's own time zone; text that is not a date is shown as it came. */
export const formatHoldTime = (iso: string): string => formatDashDate(iso, true);
