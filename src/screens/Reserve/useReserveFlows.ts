import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ReserveDashboard, ReservePlan, ReserveSubscription, ReserveType } from '../../api/reserve';
import { reserveKeys } from '../../api/reserve';
import { walletKeys } from '../../api/wallet';
import { reserveClaimMachine } from '../../machines/reserveClaim/reserveClaimMachine';
import { reservePurchaseMachine } from '../../machines/reservePurchase/reservePurchaseMachine';
import { reserveTradeMachine, secondsUntil } from '../../machines/reserveTrade/reserveTradeMachine';
import { notify } from '../../ui';
import type { ReserveClaimPhase } from './ReserveCollection';

export type ReserveFlowsInput = {
  username: string;
  type: ReserveType;
  plans: readonly ReservePlan[];
  dashboard: ReserveDashboard | undefined;
  /** When the dashboard arrived, by the device's clock (TanStack Query's dataUpdatedAt). */
  receivedAt: number;
  current: ReserveSubscription | null;
};

const scheduleOf = ({ dashboard, receivedAt, current }: ReserveFlowsInput) => ({
  secondsLeft:
    dashboard && current
      ? secondsUntil(current.next_trade_time, dashboard.server_time, receivedAt, Date.now())
      : 0,
  isClaimed: current ? current.is_claimed : 1,
});

/** Runs the purchase, trade and claim machines of one tab's reservation and turns them into view props. */
export function useReserveFlows(input: ReserveFlowsInput) {
  const queryClient = useQueryClient();
  const [actions] = useState(() => ({
    notifyError: (_: unknown, { message }: { message: string }) => notify.error(message),
    notifySuccess: (_: unknown, { message }: { message: string }) => notify.success(message),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: reserveKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  }));
  const [machines] = useState(() => ({
    purchase: reservePurchaseMachine.provide({ actions }),
    trade: reserveTradeMachine.provide({ actions }),
    claim: reserveClaimMachine.provide({ actions }),
  }));
  const balance = input.dashboard?.reserve_balance ?? '0';
  const [purchase, sendPurchase] = useMachine(machines.purchase, {
    input: { username: input.username, type: input.type, plans: input.plans, balance },
  });
  const [trade, sendTrade] = useMachine(machines.trade, { input: scheduleOf(input) });
  const [claim, sendClaim] = useMachine(machines.claim, {
    input: {
      subscriptionId: input.current?.id ?? 0,
      invoiceId: input.current?.invoice_id ?? '',
      income: input.current?.income ?? null,
    },
  });

  const { plans } = input;
  useEffect(() => sendPurchase({ type: 'data.update', plans, balance }), [plans, balance, sendPurchase]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dashboard answer is what moves the schedule
  useEffect(
    () => sendTrade({ type: 'schedule.update', ...scheduleOf(input) }),
    [input.receivedAt, sendTrade],
  );

  const claimPhase: ReserveClaimPhase = claim.matches('claiming')
    ? 'claiming'
    : claim.matches('polling')
      ? 'polling'
      : claim.matches('failed')
        ? 'failed'
        : claim.matches('paid') || claim.matches('done')
          ? 'paid'
          : 'idle';

  return {
    purchase: {
      planId: purchase.context.planId,
      amount: purchase.context.amount,
      error: purchase.context.error,
      confirming: !purchase.matches('selecting'),
      busy: purchase.hasTag('busy'),
    },
    onPlanSelect: (planId: number | null) => sendPurchase({ type: 'plan.select', planId }),
    onReserve: () => sendPurchase({ type: 'reserve.open' }),
    onConfirmClose: () => sendPurchase({ type: 'confirm.close' }),
    onConfirm: () => sendPurchase({ type: 'confirm.submit' }),
    trade: { secondsLeft: trade.context.secondsLeft, canTrade: trade.matches('ready') },
    onTrade: (logId: number) => sendTrade({ type: 'trade.start', logId }),
    trading: trade.matches('trading'),
    tradeResult: trade.matches('result') ? trade.context.result : null,
    onResultClose: () => sendTrade({ type: 'result.close' }),
    claim: { phase: claimPhase, profit: claim.context.profit, error: claim.context.error },
    onClaim: () => sendClaim({ type: 'claim.start' }),
    claimPaid: claim.matches('paid') ? claim.context.profit : null,
    onClaimClose: () => sendClaim({ type: 'result.close' }),
  };
}
