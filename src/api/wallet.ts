import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  BalanceSyncResponse,
  FetchAddressResponse,
  PaymentMethodsResponse,
  TransactionsFilter,
  TransactionsResponse,
  TransferBody,
  TransferListResponse,
  TransferResponse,
} from './contract/wallet';
import { ApiError, type ApiResult, isApiFailure, unwrap } from './errors';
import { idempotent } from './idempotency';

export type {
  BalanceSyncResponse,
  DepositTransaction,
  FetchAddressResponse,
  PaymentMethod,
  PaymentMethodsResponse,
  PendingDeposit,
  TransactionsFilter,
  TransactionsResponse,
  TransferBody,
  TransferListResponse,
  TransferRecord,
  TransferResponse,
  TransferWallet,
} from './contract/wallet';

/** The transfer directions and how members read them (spec document 2 §9). */
export { transferWalletLabels, transferWallets, walletName } from './contract/walletRules';

function search(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const getPaymentMethods = () =>
  apiGet<PaymentMethodsResponse>(`available-payment-methods${search({ type: 'deposit' })}`);
export const fetchDepositAddress = (paymentMethodId: number) =>
  apiGet<FetchAddressResponse>(`fetch-address${search({ payment_method_id: paymentMethodId })}`);
export const syncBalance = (paymentMethodId: number, page = 1) =>
  apiGet<BalanceSyncResponse>(`balance-sync${search({ payment_method_id: paymentMethodId, page })}`);
export const getTransfers = (page = 1) => apiGet<TransferListResponse>(`transfer${search({ page })}`);
/** The list's filters as query parameters; an empty filter field never narrows the list. */
const transactionFilterParams = (filter: TransactionsFilter) => ({
  wallet: filter.wallet as string | undefined,
  type: filter.type as string | undefined,
  source: filter.source as string | undefined,
  from_date: filter.from_date as string | undefined,
  to_date: filter.to_date as string | undefined,
});

export const getTransactions = (filter: TransactionsFilter = {}) =>
  apiGet<TransactionsResponse>(
    `transactions${search({
      page: filter.page === undefined ? undefined : String(filter.page),
      ...transactionFilterParams(filter),
    })}`,
  );
/** Every line matching the filter, unpaged, as the server's CSV text (header created_at,wallet,type,value,source,note). */
export const getTransactionsCsv = (filter: TransactionsFilter = {}) =>
  apiGet<string>(`transactions${search({ ...transactionFilterParams(filter), export: 'csv' })}`);

export const postTransfer = (
  body: TransferBody,
  idempotencyKey: string,
): Promise<ApiResult<TransferResponse>> =>
  apiPost<TransferResponse>('transfer/amount', { ...body }, idempotent(idempotencyKey));

/** GET balance-sync outside a query, for the member's Sync Balance button: refusals throw an ApiError. */
export const syncDeposits = (paymentMethodId: number, page = 1) => unwrap(syncBalance(paymentMethodId, page));

export const TRANSACTIONS_CSV_FILE = 'transactions.csv';
const EXPORT_FAILED = 'Request failed please try again';

/**
 * The filtered transaction list as a CSV file. It goes through the api client rather than a bare link so the
 * request carries the member's Bearer token and a refusal reads like any other.
 */
export async function transactionsCsv(filter: TransactionsFilter = {}): Promise<Blob> {
  const result: unknown = await getTransactionsCsv(filter);
  if (typeof result === 'string') return new Blob([result], { type: 'text/csv;charset=utf-8' });
  if (isApiFailure(result)) throw new ApiError(result);
  throw new ApiError({ status: false, msg: EXPORT_FAILED, message: EXPORT_FAILED, code: 200 });
}

export const walletKeys = {
  all: ['wallet'] as const,
  paymentMethods: () => [...walletKeys.all, 'payment-methods'] as const,
  depositAddress: (paymentMethodId: number) =>
    [...walletKeys.all, 'deposit-address', paymentMethodId] as const,
  deposits: (paymentMethodId: number, page: number) =>
    [...walletKeys.all, 'deposits', paymentMethodId, page] as const,
  transfers: (page: number) => [...walletKeys.all, 'transfers', page] as const,
  transactions: (filter: TransactionsFilter) => [...walletKeys.all, 'transactions', filter] as const,
};

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: walletKeys.paymentMethods(),
    queryFn: () => unwrap(getPaymentMethods()).then((response) => response.methods.data),
    staleTime: 5 * 60_000,
  });

/** A member's address never changes once handed out, so it is fetched once per method. */
export const depositAddressQuery = (paymentMethodId: number) =>
  queryOptions({
    queryKey: walletKeys.depositAddress(paymentMethodId),
    queryFn: () => unwrap(fetchDepositAddress(paymentMethodId)).then((response) => response.data.address),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The sync credits new deposits as a side effect, so it is not retried behind the member's back. */
export const depositsQuery = (paymentMethodId: number, page = 1) =>
  queryOptions({
    queryKey: walletKeys.deposits(paymentMethodId, page),
    queryFn: () => unwrap(syncBalance(paymentMethodId, page)),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const transfersQuery = (page = 1) =>
  queryOptions({
    queryKey: walletKeys.transfers(page),
    queryFn: () => unwrap(getTransfers(page)),
    placeholderData: keepPreviousData,
  });

export const transactionsQuery = (filter: TransactionsFilter = {}) =>
  queryOptions({
    queryKey: walletKeys.transactions(filter),
    queryFn: () => unwrap(getTransactions(filter)),
    placeholderData: keepPreviousData,
  });

/** Strips what the amount field does not accept as the member types: only digits and a dot remain. */
export const filterAmount = (text: string) => text.replace(/[^0-9.]/g, '');
