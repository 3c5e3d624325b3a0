import { amountMicros, fromMicros } from '../../api/contract/moneyRules';
import { explorerLink } from '../../api/contract/noticeRules';
import { rupeesFor, type WithdrawSetting, withdrawQuote } from '../../api/withdraw';
import { formatDashDate, formatUsdt, roundDecimal } from '../../ui';

/** '₹ 1,660.00' for a USDT amount at the rate, or null when the amount is not a number yet. */
export function formatRupees(amount: string, rate: string): string | null {
  const rupees = rupeesFor(amount, rate);
  if (rupees === null) return null;
  const [whole = '0', fraction = '00'] = (roundDecimal(rupees, 2) ?? '0.00').split('.');
  return `₹ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The chain explorer page of a payout transaction, when its network is known (the notices' own link). */
export function explorerUrl(network: string | null, hash: string): string | null {
  return explorerLink(network, hash)?.url ?? null;
}

/** DD-MM-YYYY HH:mm in the member's own time zone; text that is not a date is shown as it came. */
export const formatHoldTime = (iso: string): string => formatDashDate(iso, true);

/**
 * What the verification step restates before the code: the amount, the fee, what arrives, and the whole
 * destination. Amounts are computed on micro-units with the server's own fee rule.
 */
export function withdrawalSummary(
  amount: string,
  setting: WithdrawSetting,
): { term: string; value: string }[] {
  const micros = amountMicros(amount) ?? 0n;
  const { fee, net } = withdrawQuote(micros);
  const destination =
    setting.type === 'bank'
      ? `${setting.bank_name ?? ''} account ${setting.ac_no ?? ''} (${setting.holder_name ?? ''}, IFSC ${setting.ifsc ?? ''})`
      : `${setting.withdrawal_address ?? ''} (USDT ${setting.network ?? ''})`;
  return [
    { term: 'Amount', value: formatUsdt(fromMicros(micros)) },
    { term: 'Fee', value: formatUsdt(fromMicros(fee)) },
    { term: 'You receive', value: formatUsdt(fromMicros(net > 0n ? net : 0n)) },
    { term: setting.type === 'bank' ? 'To account' : 'To address', value: destination },
  ];
}
