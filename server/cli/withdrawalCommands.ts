import {
  type ApprovalPendingResponse,
  type OperatorWithdrawal,
  type OperatorWithdrawalPaidResponse,
  type OperatorWithdrawalResponse,
  type OperatorWithdrawalsResponse,
  withdrawalStatuses,
  withdrawalStatusLabels,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import { isWaiting, waitingLines } from './approvalCommands';
import { CliError, type Command, call, pageLines, takeOption, takePage } from './cliShared';

/** The withdrawal queue from the command line: list it a page at a time, and move a withdrawal on. */
export const withdrawalCommands: Record<string, Command> = {
  withdrawals: {
    usage: 'withdrawals [--status S] [--page N]',
    summary:
      'list withdrawals, newest first, 50 a page (S: 0 Pending, 3 Processing, 1 Completed, 2 Rejected)',
    async run(args, ctx) {
      const { page, rest: others } = takePage(args);
      const { value, rest } = takeOption(others, '--status');
      if (rest.length > 0) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      if (value !== undefined && !/^[0-3]$/.test(value)) {
        throw new CliError('--status must be 0 (Pending), 3 (Processing), 1 (Completed) or 2 (Rejected)');
      }
      const query = new URLSearchParams({
        ...(value === undefined ? {} : { status: value }),
        ...(page === undefined ? {} : { page }),
      });
      const answer = await call<OperatorWithdrawalsResponse>(ctx, 'GET', `withdrawals?${query.toString()}`);
      if (answer.data.length === 0) {
        ctx.out('No withdrawals.');
        return;
      }
      for (const w of answer.data) ctx.out(describeWithdrawal(w));
      const next = `withdrawals${value === undefined ? '' : ` --status ${value}`}`;
      for (const line of pageLines(answer, next)) ctx.out(line);
    },
  },
  withdrawal: {
    usage: 'withdrawal approve <id> | paid <id> --tx <hash> | reject <id> --reason <text>',
    summary: 'move a withdrawal on: approve, mark paid with the chain tx, or reject (the hold goes back)',
    async run(args, ctx) {
      const usage = () => new CliError(`Usage: npm run operator -- ${this.usage}`);
      const tx = takeOption(args, '--tx');
      const reason = takeOption(tx.rest, '--reason');
      const [action, id, ...extra] = reason.rest;
      if (!action || !id || extra.length > 0) throw usage();
      if (!/^[1-9][0-9]{0,14}$/.test(id))
        throw new CliError('The withdrawal id must be a positive whole number');
      let body: Record<string, string> | undefined;
      if (action === 'approve' && tx.value === undefined && reason.value === undefined) body = {};
      else if (action === 'paid' && tx.value !== undefined && reason.value === undefined)
        body = { tx: tx.value };
      else if (action === 'reject' && reason.value !== undefined && tx.value === undefined)
        body = { reason: reason.value };
      if (!body) throw usage();
      const answer = await call<
        OperatorWithdrawalResponse | OperatorWithdrawalPaidResponse | ApprovalPendingResponse
      >(ctx, 'POST', `withdrawals/${id}/${action}`, body);
      if (isWaiting(answer)) {
        for (const line of waitingLines(answer)) ctx.out(line);
        return;
      }
      ctx.out(describeWithdrawal(answer.data));
      // A payout still gathering confirmations: the server's words say how deep it is and what comes next.
      if ('confirmations' in answer && answer.confirmations) ctx.out(answer.message);
    },
  },
};

function describeWithdrawal(w: OperatorWithdrawal): string {
  const status = isOneOf(Object.values(withdrawalStatuses), w.status)
    ? withdrawalStatusLabels[w.status]
    : String(w.status);
  const confirming = w.status === withdrawalStatuses.processing && w.payout_block != null;
  const label = confirming ? `${status}, payout confirming since block ${w.payout_block}` : status;
  const to = w.coin_type === 'crypto' ? `${w.network} ${w.address}` : `bank ${w.bank_name} ${w.ac_no}`;
  const extra = [w.t_hash ? `tx ${w.t_hash}` : '', w.remarks ? `remarks: ${w.remarks}` : '']
    .filter(Boolean)
    .join('  ');
  return `#${w.id} ${w.code}  ${label}  ${w.username}  ${w.amount_from} USDT from ${w.type} (fee ${w.fee}, net ${w.net_amount}) to ${to}  ${w.created_at}${extra ? `  ${extra}` : ''}`;
}
