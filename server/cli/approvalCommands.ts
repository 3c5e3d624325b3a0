import {
  type ApprovalPendingResponse,
  type ApprovalRequest,
  type ApprovalResponse,
  type ApprovalsResponse,
  approvalStatuses,
} from '../../src/api/contract';
import { CliError, type Command, call, takeOption } from './cliShared';

const describeRequest = (r: ApprovalRequest) =>
  `#${r.id}  ${r.status.padEnd(8)}  ${r.kind.padEnd(10)}  ${r.amount} USDT for ${r.username}, asked by ${r.requested_by}` +
  (r.decided_by ? `, ${r.status} by ${r.decided_by}` : '') +
  (r.reason ? ` (${r.reason})` : '');

/** The answer of a money call that had to wait: what to tell whoever ran it. */
export function waitingLines(answer: ApprovalPendingResponse): string[] {
  return [
    `${answer.message}: request #${answer.approval.id} (${answer.approval.kind}, ${answer.approval.amount} USDT).`,
    `Another operator approves it with: npm run operator -- approve ${answer.approval.id}`,
  ];
}

export const isWaiting = (answer: object): answer is ApprovalPendingResponse => 'approval' in answer;

const requestId = (id: string | undefined) => {
  if (!id || !/^[1-9][0-9]{0,14}$/.test(id))
    throw new CliError('The request id must be a positive whole number');
  return id;
};

/** The two-person rule from the command line: list waiting money moves, approve or decline them. */
export const approvalCommands: Record<string, Command> = {
  approvals: {
    usage: `approvals [${approvalStatuses.join('|')}]`,
    summary: 'money moves waiting for (or decided by) a second operator, newest first',
    async run(args, ctx) {
      const [status, ...extra] = args;
      if (extra.length > 0 || (status && !(approvalStatuses as readonly string[]).includes(status))) {
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      }
      const query = status ? `?status=${status}` : '';
      const { data, threshold } = await call<ApprovalsResponse>(ctx, 'GET', `approvals${query}`);
      ctx.out(
        `Deposits and withdrawals above ${threshold} USDT, and every adjustment, need a second operator.`,
      );
      if (data.length === 0) ctx.out('No requests.');
      for (const r of data) ctx.out(describeRequest(r));
    },
  },
  approve: {
    usage: 'approve <request id>',
    summary: 'approve a waiting money move as the second operator; it is made at once',
    async run(args, ctx) {
      if (args.length !== 1) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const { data } = await call<ApprovalResponse>(ctx, 'POST', `approvals/${requestId(args[0])}/approve`);
      ctx.out(describeRequest(data));
    },
  },
  decline: {
    usage: 'decline <request id> --reason <text>',
    summary: 'decline a waiting money move; nothing is moved',
    async run(args, ctx) {
      const reason = takeOption(args, '--reason');
      if (reason.rest.length !== 1 || !reason.value)
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const { data } = await call<ApprovalResponse>(
        ctx,
        'POST',
        `approvals/${requestId(reason.rest[0])}/decline`,
        {
          reason: reason.value,
        },
      );
      ctx.out(describeRequest(data));
    },
  },
};
