import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { adjustableWallets, adjustmentDirections } from './contract/approvalRules';
import type {
  AdjustmentBody,
  ApprovalPendingResponse,
  ApprovalRequest,
  ApprovalResponse,
  ApprovalsResponse,
} from './contract/approvals';
import type { LiabilitiesResponse } from './contract/liabilities';
import type {
  OperatorDepositBody,
  OperatorDepositResponse,
  OperatorWithdrawalPaidResponse,
  OperatorWithdrawalResponse,
  OperatorWithdrawalsResponse,
} from './contract/operator';
import { PAYMENT_METHOD_USDT_BEP20, PAYMENT_METHOD_USDT_TRC20 } from './contract/walletRules';
import { type WithdrawalStatus, withdrawalStatuses } from './contract/withdrawRules';
import { ApiError, isApiFailure, unwrap } from './errors';
import { idempotent } from './idempotency';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type {
  AdjustmentBody,
  ApprovalPendingResponse,
  ApprovalRequest,
  ApprovalsResponse,
} from './contract/approvals';
export type { LiabilitiesReport } from './contract/liabilities';
export type { OperatorDepositBody, OperatorWithdrawal } from './contract/operator';
export type { OperatorDepositRow } from './contract/operatorDeposits';

export type ApprovalStatus = ApprovalRequest['status'];
export type ApprovalKind = ApprovalRequest['kind'];

export { adjustableWallets, adjustmentDirections } from './contract/approvalRules';
export type AdjustableWallet = (typeof adjustableWallets)[number];
export type AdjustmentDirection = (typeof adjustmentDirections)[number];
/** The deposit methods an operator records by hand, by `payment_method_id`. */
export const depositMethods = [
  { id: PAYMENT_METHOD_USDT_TRC20, label: 'USDT TRC20' },
  { id: PAYMENT_METHOD_USDT_BEP20, label: 'USDT BEP20' },
] as const;
/** The withdrawal queue's statuses in the order an operator works through them. */
export const withdrawalQueue = [
  withdrawalStatuses.pending,
  withdrawalStatuses.processing,
  withdrawalStatuses.completed,
  withdrawalStatuses.rejected,
] as const;
export type { WithdrawalStatus } from './contract/withdrawRules';
export const LIABILITY_DAYS = [7, 30, 90] as const;

/** Answered with 202 where a move above the threshold (or any adjustment) waits for a second operator. */
export const isWaiting = (answer: unknown): answer is ApprovalPendingResponse =>
  typeof answer === 'object' && answer !== null && 'approval' in answer;

const at = (path: string, id: number) => `operator/${path}/${encodeURIComponent(String(id))}`;

export const getApprovals = (status?: ApprovalStatus) =>
  asOperator((options) =>
    apiGet<ApprovalsResponse>(`operator/approvals${status ? `?status=${status}` : ''}`, options),
  );
export const postApprovalApprove = (id: number) =>
  asOperator((options) => apiPost<ApprovalResponse>(`${at('approvals', id)}/approve`, undefined, options));
export const postApprovalDecline = (id: number, reason: string) =>
  asOperator((options) => apiPost<ApprovalResponse>(`${at('approvals', id)}/decline`, { reason }, options));

export const getOperatorWithdrawals = (status: WithdrawalStatus) =>
  asOperator((options) =>
    apiGet<OperatorWithdrawalsResponse>(`operator/withdrawals?status=${status}`, options),
  );
/** 200 with the withdrawal now Processing, or 202 with the request that waits for a second operator. */
export const postWithdrawalApprove = (id: number) =>
  asOperator((options) =>
    apiPost<OperatorWithdrawalResponse | ApprovalPendingResponse>(
      `${at('withdrawals', id)}/approve`,
      undefined,
      options,
    ),
  );
export const postWithdrawalPaid = (id: number, tx: string) =>
  asOperator((options) =>
    apiPost<OperatorWithdrawalPaidResponse>(`${at('withdrawals', id)}/paid`, { tx }, options),
  );
export const postWithdrawalReject = (id: number, reason: string) =>
  asOperator((options) =>
    apiPost<OperatorWithdrawalResponse>(`${at('withdrawals', id)}/reject`, { reason }, options),
  );

/** 200 when recorded, 202 above the threshold: then it waits for a second operator. */
export const postOperatorDeposit = (body: OperatorDepositBody) =>
  asOperator((options) =>
    apiPost<OperatorDepositResponse | ApprovalPendingResponse>('operator/deposit', { ...body }, options),
  );
/** 200 when a deposit held below its method's minimum is credited, 202 above the threshold. */
export const postDepositCredit = (id: number) =>
  asOperator((options) =>
    apiPost<OperatorDepositResponse | ApprovalPendingResponse>(
      `${at('deposits', id)}/credit`,
      undefined,
      options,
    ),
  );
/** Always 202: an adjustment waits for a second operator. The key makes a retry of one request safe. */
export const postAdjustment = (body: AdjustmentBody, idempotencyKey: string) =>
  asOperator((options) =>
    apiPost<ApprovalPendingResponse>(
      'operator/adjustments',
      { ...body },
      { ...options, ...idempotent(idempotencyKey) },
    ),
  );

export const getLiabilities = (days: number) =>
  asOperator((options) => apiGet<LiabilitiesResponse>(`operator/liabilities?days=${days}`, options));
const getLiabilitiesCsv = (days: number) =>
  asOperator((options) => apiGet<string>(`operator/liabilities.csv?days=${days}`, options));

const EXPORT_FAILED = 'The CSV could not be downloaded. Please try again.';

/**
 * The report as a CSV file. It goes through the api client rather than a bare link, so the request carries
 * the operator's token (a link cannot) and a refusal reads like any other.
 */
export async function liabilitiesCsv(days: number): Promise<Blob> {
  const result: unknown = await getLiabilitiesCsv(days);
  if (typeof result === 'string') return new Blob([result], { type: 'text/csv;charset=utf-8' });
  if (isApiFailure(result)) throw new ApiError(result);
  throw new ApiError({ status: false, msg: EXPORT_FAILED, message: EXPORT_FAILED, code: 200 });
}

export const liabilitiesFileName = (days: number, today = new Date()) =>
  `liabilities-${days}-days-${today.toISOString().slice(0, 10)}.csv`;

export const operatorMoneyKeys = {
  all: () => [...operatorKeys.all(), 'money'] as const,
  approvals: (status: ApprovalStatus) => [...operatorMoneyKeys.all(), 'approvals', status] as const,
  withdrawals: (status: WithdrawalStatus) => [...operatorMoneyKeys.all(), 'withdrawals', status] as const,
  liabilities: (days: number) => [...operatorMoneyKeys.all(), 'liabilities', days] as const,
};

/** Approval requests with one status, newest first, and the threshold above which a move needs two people. */
export const approvalsQuery = (status: ApprovalStatus) =>
  queryOptions({
    queryKey: operatorMoneyKeys.approvals(status),
    queryFn: () => unwrap(getApprovals(status)).then(({ data, threshold }) => ({ data, threshold })),
  });

export const operatorWithdrawalsQuery = (status: WithdrawalStatus) =>
  queryOptions({
    queryKey: operatorMoneyKeys.withdrawals(status),
    queryFn: () => unwrap(getOperatorWithdrawals(status)).then((response) => response.data),
  });

export const liabilitiesQuery = (days: number) =>
  queryOptions({
    queryKey: operatorMoneyKeys.liabilities(days),
    queryFn: () => unwrap(getLiabilities(days)).then((response) => response.data),
  });
