import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { amountMicros } from './amount';
import { apiGet, apiPost } from './client';
import type {
  WithdrawInfoResponse,
  WithdrawListResponse,
  WithdrawSetting,
  WithdrawSettingBody,
  WithdrawSettingResponse,
  WithdrawTypeBody,
  WithdrawWallet,
} from './contract/withdraw';
import { type ApiResult, unwrap } from './errors';

export type {
  WithdrawInfoResponse,
  WithdrawListResponse,
  WithdrawNetwork,
  WithdrawRecord,
  WithdrawSetting,
  WithdrawSettingBody,
  WithdrawSettingResponse,
  WithdrawType,
  WithdrawTypeBody,
  WithdrawWallet,
} from './contract/withdraw';

// Restated from the contract so the browser bundle need not load zod to know them.
export const withdrawWalletOptions: readonly WithdrawWallet[] = ['pay_out', 'reserve'];
/** The spec's labels of the wallets a withdrawal may come from (document 2 §9). */
export const withdrawWalletLabels: Record<WithdrawWallet, string> = {
  pay_out: 'Out going Wallet',
  reserve: 'Reserve Wallet',
};

export const getWithdrawInfo = () => apiGet<WithdrawInfoResponse>('withdraw');
export const getWithdrawList = (page = 1) =>
  apiGet<WithdrawListResponse>(`user/manual/withdraw/list?page=${encodeURIComponent(String(page))}`);
export const postWithdrawSetting = (body: WithdrawSettingBody): Promise<ApiResult<WithdrawSettingResponse>> =>
  apiPost<WithdrawSettingResponse>('withdraw-setting', { ...body });
export const postWithdrawType = (body: WithdrawTypeBody): Promise<ApiResult<WithdrawSettingResponse>> =>
  apiPost<WithdrawSettingResponse>('withdraw-type', { ...body });

export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: () => [...withdrawKeys.all, 'info'] as const,
  list: (page: number) => [...withdrawKeys.all, 'list', page] as const,
};

/** Balances, the rupee rate, the rules as summary cards and the saved setting, all from GET withdraw. */
export const withdrawInfoQuery = () =>
  queryOptions({ queryKey: withdrawKeys.info(), queryFn: () => unwrap(getWithdrawInfo()) });

/** The saved withdraw setting; GET withdraw carries it, so it shares that query's cache entry. */
export const withdrawSettingQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.info(),
    queryFn: () => unwrap(getWithdrawInfo()),
    select: (response): WithdrawSetting => response.setting,
  });

export const withdrawListQuery = (page = 1) =>
  queryOptions({
    queryKey: withdrawKeys.list(page),
    queryFn: () => unwrap(getWithdrawList(page)).then((response) => response.data),
    placeholderData: keepPreviousData,
  });

/** A refusal rejects with an ApiError whose `response` keeps the server's field errors. */
export const withdrawSettingMutation = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'setting'],
    mutationFn: (body: WithdrawSettingBody) => unwrap(postWithdrawSetting(body)),
  });

export const withdrawTypeMutation = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'type'],
    mutationFn: (body: WithdrawTypeBody) => unwrap(postWithdrawType(body)),
  });

/** Where a withdrawal would be paid: the saved address (crypto) or account number (bank) of the current type. */
export function withdrawDestination(setting: WithdrawSetting | null | undefined): string | null {
  if (!setting?.type) return null;
  return (setting.type === 'bank' ? setting.ac_no : setting.withdrawal_address) || null;
}

/**
 * The rupee value of a USDT amount at the given rate, as a decimal string with 6 places (truncated), or null
 * when either is not a plain amount. Computed on micro-units, never on floats.
 */
export function rupeesFor(amount: string, rate: string): string | null {
  const usdt = amountMicros(amount);
  const perUsdt = amountMicros(rate);
  if (usdt === null || perUsdt === null) return null;
  const micros = (usdt * perUsdt) / 1_000_000n;
  const whole = micros / 1_000_000n;
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0');
  return `${whole}.${fraction}`;
}
