import {
  type ApprovalPendingResponse,
  type ApprovalRequest,
  type ApprovalResponse,
  type ApprovalsResponse,
  approvalStatuses,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import { CliError, type Command, call, pageLines, takeOption, takePage } from './cliShared';

/** What a request is about: the money and member, the operator, or the member it would change. */
const about = (r: ApprovalRequest) =>
  r.amount !== null
    ? `${r.amount} USDT for ${r.username}`
    : r.operator !== null
      ? `operator ${r.operator}${typeof r.details.role === 'string' ? ` as ${r.details.role}` : ''}`
      : `member ${r.username}`;

const describeRequest = (r: ApprovalRequest) =>
  `#${r.id}  ${r.status.padEnd(8)}  ${r.kind.padEnd(10)}  ${about(r)}, asked by ${r.requested_by}` +
  (r.decided_by ? `, ${r.status} by ${r.decided_by}` : '') +
  (r.reason ? ` (${r.reason})` : '');

/** The answer of a call that had to wait: what to tell whoever ran it. */
export function waitingLines(answer: ApprovalPendingResponse): string[] {
  return [
    `${answer.message}: request #${answer.approval.id} (${answer.approval.kind}, ${about(answer.approval)}).`,
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
    usage: `approvals [${approvalStatuses.join('|')}] [--page N]`,
    summary: 'requests waiting for (or decided by) a second person, newest first, 50 a page',
    async run(args, ctx) {
      const { page, rest } = takePage(args);
      const [status, ...extra] = rest;
      if (extra.length > 0 || (status && !isOneOf(approvalStatuses, status))) {
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      }
      const query = new URLSearchParams({ ...(status ? { status } : {}), ...(page ? { page } : {}) });
      const answer = await call<ApprovalsResponse>(ctx, 'GET', `approvals?${query.toString()}`);
      const { data, threshold } = answer;
      ctx.out(
        `Deposits and withdrawals above ${threshold} USDT, every adjustment, changes to operators and member resets need a second person.`,
      );
      if (data.length === 0) ctx.out('No requests.');
      for (const r of data) ctx.out(describeRequest(r));
      for (const line of pageLines(answer, `approvals${status ? ` ${status}` : ''}`)) ctx.out(line);
    },
  },
  approve: {
    usage: 'approve <request id>',
    summary: 'approve a waiting request as the second person; the change is made at once',
    async run(args, ctx) {
      if (args.length !== 1) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const { data } = await call<ApprovalResponse>(ctx, 'POST', `approvals/${requestId(args[0])}/approve`);
      ctx.out(describeRequest(data));
    },
  },
  decline: {
    usage: 'decline <request id> --reason <text>',
    summary: 'decline a waiting request (or withdraw your own); nothing changes',
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
