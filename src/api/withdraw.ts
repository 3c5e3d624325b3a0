import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { amountMicros, fromMicros, MICROS_PER_USDT } from './contract/moneyRules';
import { walletLabels } from './contract/walletRules';
import type {
  WithdrawAddressChangeBody,
  WithdrawAddressChangeCancelBody,
  WithdrawAddressChangeCancelResponse,
  WithdrawAddressChangeResponse,
  WithdrawBody,
  WithdrawCancelBody,
  WithdrawCancelResponse,
  WithdrawInfoResponse,
  WithdrawListResponse,
  WithdrawResponse,
  WithdrawSetting,
  WithdrawSettingBody,
  WithdrawSettingResponse,
  WithdrawTypeBody,
} from './contract/withdraw';
import type { WithdrawWallet } from './contract/withdrawRules';
import { type ApiResult, unwrap } from './errors';
import { idempotent } from './idempotency';

export type {
  WithdrawAddressChange,
  WithdrawAddressChangeBody,
  WithdrawBody,
  WithdrawCancelResponse,
  WithdrawInfoResponse,
  WithdrawListResponse,
  WithdrawNetwork,
  WithdrawRecord,
  WithdrawResponse,
  WithdrawSetting,
  WithdrawSettingBody,
  WithdrawSettingResponse,
  WithdrawType,
  WithdrawTypeBody,
  WithdrawWallet,
} from './contract/withdraw';

export {
  isCancellableStatus,
  WITHDRAW_FEE_MICROS,
  WITHDRAW_MINIMUM_MESSAGE,
  withdrawAmountProblem,
  withdrawQuote,
  withdrawWallets as withdrawWalletOptions,
} from './contract/withdrawRules';
/** The wallets a withdrawal may come from, as every wallet is named (spec document 2 §9). */
export const withdrawWalletLabels: Record<WithdrawWallet, string> = {
  pay_out: walletLabels.pay_out,
  reserve: walletLabels.reserve,
};

export const getWithdrawInfo = () => apiGet<WithdrawInfoResponse>('withdraw');
export const getWithdrawList = (page = 1) =>
  apiGet<WithdrawListResponse>(`user/manual/withdraw/list?page=${encodeURIComponent(String(page))}`);
export const postWithdrawSetting = (body: WithdrawSettingBody): Promise<ApiResult<WithdrawSettingResponse>> =>
  apiPost<WithdrawSettingResponse>('withdraw-setting', { ...body });
export const postWithdraw = (
  body: WithdrawBody,
  idempotencyKey: string,
): Promise<ApiResult<WithdrawResponse>> =>
  apiPost<WithdrawResponse>('withdraw', { ...body }, idempotent(idempotencyKey));
export const postWithdrawCancel = (
  body: WithdrawCancelBody,
  idempotencyKey: string,
): Promise<ApiResult<WithdrawCancelResponse>> =>
  apiPost<WithdrawCancelResponse>('withdraw/cancel', { ...body }, idempotent(idempotencyKey));
export const postWithdrawAddressChange = (
  body: WithdrawAddressChangeBody,
): Promise<ApiResult<WithdrawAddressChangeResponse>> =>
  apiPost<WithdrawAddressChangeResponse>('withdraw-setting/change', { ...body });
export const postWithdrawAddressChangeCancel = (
  body: WithdrawAddressChangeCancelBody,
): Promise<ApiResult<WithdrawAddressChangeCancelResponse>> =>
  apiPost<WithdrawAddressChangeCancelResponse>('withdraw-setting/change/cancel', { ...body });
export const postWithdrawAddressChangeRevoke = () =>
  apiPost<WithdrawAddressChangeCancelResponse>('withdraw-setting/change/revoke');
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

/** A new payout address waiting out its cooling-off, from the same GET withdraw. */
export const withdrawAddressChangeQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.info(),
    queryFn: () => unwrap(getWithdrawInfo()),
    select: (response) => response.pending_address_change,
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

/** Cancels a Pending withdrawal; the key is the caller's, so a retry of the same cancel moves nothing twice. */
export const withdrawCancelMutation = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'cancel'],
    mutationFn: ({ code, idempotencyKey }: { code: string; idempotencyKey: string }) =>
      unwrap(postWithdrawCancel({ code }, idempotencyKey)),
  });

/** A new payout address, in effect after the cooling-off; refusals keep the server's field errors. */
export const withdrawAddressChangeMutation = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'address-change'],
    mutationFn: (body: WithdrawAddressChangeBody) => unwrap(postWithdrawAddressChange(body)),
  });

/** The mailed link's cancel of a new payout address; needs no session. */
export const withdrawAddressChangeCancelMutation = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'address-change-cancel'],
    mutationFn: (token: string) => unwrap(postWithdrawAddressChangeCancel({ token })),
  });

/** The signed-in member's cancel of their own new payout address while it waits. */
export const withdrawAddressChangeRevokeMutation = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'address-change-revoke'],
    mutationFn: () => unwrap(postWithdrawAddressChangeRevoke()),
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
  return fromMicros((usdt * perUsdt) / MICROS_PER_USDT);
}
