import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type ApprovalPendingResponse,
  MAIL_LIST_MAX_LIMIT,
  type OperatorAccrueResponse,
  type OperatorBalancesResponse,
  type OperatorDepositResponse,
  type OperatorFaucetPayoutResponse,
  type OperatorFaucetResponse,
  type OperatorLedgerCheckResponse,
  type OperatorLoginLinkResponse,
  type OperatorMailResponse,
  type OperatorReservePlanResponse,
} from '../../src/api/contract';
import { accountCommands } from './accountCommands';
import { approvalCommands, isWaiting, waitingLines } from './approvalCommands';
import {
  type CliContext,
  CliError,
  type Command,
  call,
  oneUsername,
  readKey,
  saveKey,
  takeOption,
} from './cliShared';
import { supportCommands } from './supportCommands';
import { withdrawalCommands } from './withdrawalCommands';

const commands: Record<string, Command> = {
  'login-link': {
    usage: 'login-link <username>',
    summary: 'print a single-use link that signs in as the member',
    async run(args, ctx) {
      const username = oneUsername(args, this.usage);
      const link = await call<OperatorLoginLinkResponse>(ctx, 'POST', 'login-link', { username });
      ctx.out(link.url);
      ctx.out(`(works once, until ${link.expires_at})`);
    },
  },
  mail: {
    usage: 'mail <username> [--limit N]',
    summary:
      "show the member's latest mails, newest first (codes and links hidden once an SMTP server delivers mail)",
    async run(args, ctx) {
      const { value, rest } = takeOption(args, '--limit');
      const username = oneUsername(rest, this.usage);
      const limit = value === undefined ? undefined : Number(value);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > MAIL_LIST_MAX_LIMIT)) {
        throw new CliError(`--limit must be a whole number from 1 to ${MAIL_LIST_MAX_LIMIT}`);
      }
      const query = new URLSearchParams({ username, ...(limit ? { limit: String(limit) } : {}) });
      const { data } = await call<OperatorMailResponse>(ctx, 'GET', `mail?${query.toString()}`);
      if (data.length === 0) {
        ctx.out(`No mail for ${username}.`);
        return;
      }
      for (const mail of data) {
        ctx.out(
          `── ${mail.created_at}  to ${mail.to}  ${mail.sent_at ? `sent ${mail.sent_at}` : 'not sent (outbox)'}`,
        );
        ctx.out(`Subject: ${mail.subject}`);
        ctx.out('');
        ctx.out(mail.text?.trimEnd() ?? '(only the subject, time and delivery are shown to your role)');
        ctx.out('');
      }
    },
  },
  ledger: {
    usage: 'ledger check',
    summary: 'verify the ledger invariants; exits 1 on any violation',
    async run(args, ctx) {
      if (args.length !== 1 || args[0] !== 'check')
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const report = await call<OperatorLedgerCheckResponse>(ctx, 'GET', 'ledger/check');
      for (const result of report.invariants) {
        ctx.out(`${result.ok ? 'OK  ' : 'FAIL'}  ${result.invariant}`);
        for (const violation of result.violations) ctx.out(`        ${violation}`);
      }
      if (!report.ok) throw new CliError('The ledger violates its invariants (see above).');
      ctx.out('The ledger is sound.');
    },
  },
  deposit: {
    usage: 'deposit <username> <method id> <amount> <txhash>',
    summary: "record an incoming deposit; the member's Sync Balance credits it",
    async run(args, ctx) {
      const [username, method, amount, txhash, ...extra] = args;
      if (
        username === undefined ||
        method === undefined ||
        amount === undefined ||
        txhash === undefined ||
        extra.length > 0
      ) {
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      }
      if (!/^[1-9][0-9]{0,8}$/.test(method))
        throw new CliError('The method id must be a positive whole number');
      const answer = await call<OperatorDepositResponse | ApprovalPendingResponse>(ctx, 'POST', 'deposit', {
        username,
        payment_method_id: Number.parseInt(method, 10),
        amount,
        txhash,
      });
      if (isWaiting(answer)) {
        for (const line of waitingLines(answer)) ctx.out(line);
        return;
      }
      const { data } = answer;
      ctx.out(
        `Recorded deposit #${data.id}: ${data.amount} USDT for ${data.username} (method ${data.payment_method_id}, tx ${data.thash}).`,
      );
      ctx.out('It is credited when the member presses Sync Balance.');
    },
  },
  faucet: {
    usage: 'faucet <username> <amount> [method id]',
    summary:
      "send test USDT on the development chain to the member's deposit address (method 2 USDT BEP20 by default, 1 USDT TRC20)",
    async run(args, ctx) {
      const [username, amount, method = '2', ...extra] = args;
      if (username === undefined || amount === undefined || extra.length > 0) {
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      }
      if (!/^[1-9][0-9]{0,8}$/.test(method))
        throw new CliError('The method id must be a positive whole number');
      const { data } = await call<OperatorFaucetResponse>(ctx, 'POST', 'faucet', {
        username,
        payment_method_id: Number.parseInt(method, 10),
        amount,
      });
      ctx.out(
        `Sent ${data.amount} test USDT to ${data.username}'s deposit address ${data.address} (tx ${data.thash}).`,
      );
      ctx.out(
        `It is credited after ${data.confirmations_required} confirmations (a block a second); Sync Balance shows them rising.`,
      );
    },
  },
  'faucet-payout': {
    usage: 'faucet-payout <withdrawal id>',
    summary:
      "development chain only: pay a Processing withdrawal's net amount to the member's address, then mark it paid with the hash",
    async run(args, ctx) {
      const [id, ...extra] = args;
      if (id === undefined || extra.length > 0 || !/^[1-9][0-9]{0,8}$/.test(id)) {
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      }
      const { data } = await call<OperatorFaucetPayoutResponse>(ctx, 'POST', 'faucet/payout', {
        withdrawal_id: Number.parseInt(id, 10),
      });
      ctx.out(`Sent ${data.amount} test USDT to ${data.address} (tx ${data.thash}).`);
      ctx.out(
        `Mark it paid with: npm run operator -- withdrawal paid ${data.withdrawal_id} --tx ${data.thash}`,
      );
    },
  },
  balances: {
    usage: 'balances <username>',
    summary: 'show what the ledger holds for a member: wallets and holds, in USDT',
    async run(args, ctx) {
      const username = oneUsername(args, this.usage);
      const { data } = await call<OperatorBalancesResponse>(
        ctx,
        'GET',
        `balances?username=${encodeURIComponent(username)}`,
      );
      ctx.out(`Ledger balances of ${data.username} (USDT):`);
      for (const [label, amount] of [
        ['Receiving wallet (pay_in)', data.pay_in],
        ['Out going wallet (pay_out)', data.pay_out],
        ['Reserve wallet', data.reserve],
        ['Pending withdrawals', data.pending_withdrawal],
        ['Staked', data.staked],
        ['Reserved', data.reserved],
      ] as const) {
        ctx.out(`  ${label.padEnd(28)} ${amount}`);
      }
    },
  },
  accrue: {
    usage: 'accrue [--date YYYY-MM-DD]',
    summary:
      'pay the daily staking returns due through the date (default yesterday, UTC); pays each day once',
    async run(args, ctx) {
      const { value, rest } = takeOption(args, '--date');
      if (rest.length > 0) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        throw new CliError('--date must be a date written YYYY-MM-DD');
      }
      const { data } = await call<OperatorAccrueResponse>(
        ctx,
        'POST',
        'staking/accrue',
        value === undefined ? {} : { date: value },
      );
      if (data.outcome === 'busy') {
        ctx.out('Another instance is paying staking returns right now; nothing was done by this call.');
        return;
      }
      ctx.out(
        `Staking returns through ${data.through}: ${data.returns_paid} paid, ${data.returns_total} USDT in total.`,
      );
      if (data.stakes_completed > 0) {
        ctx.out(
          `${data.stakes_completed} stake(s) reached the end of their term: ${data.principal_returned} USDT principal returned.`,
        );
      }
      if (data.returns_paid === 0 && data.stakes_completed === 0) ctx.out('Nothing was due.');
    },
  },
  ...withdrawalCommands,
  'reserve-plan': {
    usage: 'reserve-plan <id> [--min-trade-time MINUTES] [--active true|false]',
    summary:
      "change a reserve plan's wait before trading or take it off sale, as a new version in force now; reservations made keep their terms",
    async run(args, ctx) {
      const minutes = takeOption(args, '--min-trade-time');
      const active = takeOption(minutes.rest, '--active');
      const [id, ...extra] = active.rest;
      if (!id || extra.length > 0) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new CliError('The plan id must be a positive whole number');
      const body: { min_trade_time?: number; active?: boolean } = {};
      if (minutes.value !== undefined) {
        if (!/^[0-9]{1,5}$/.test(minutes.value) || Number(minutes.value) > 10_080) {
          throw new CliError('--min-trade-time must be a whole number of minutes from 0 to 10080 (a week)');
        }
        body.min_trade_time = Number(minutes.value);
      }
      if (active.value !== undefined) {
        if (active.value !== 'true' && active.value !== 'false')
          throw new CliError('--active must be true or false');
        body.active = active.value === 'true';
      }
      const { data } = await call<OperatorReservePlanResponse>(ctx, 'POST', `reserve/plans/${id}`, body);
      ctx.out(
        `#${data.id} ${data.type === 'nft' ? 'NFT' : 'Crypto'} ${data.name}: ${data.minimum_price}-${data.maximum_price} USDT, ${data.min_roi_percentage}%-${data.roi_percentage}% per item, ${data.item_count} items, trade after ${data.min_trade_time} min, ${data.active ? 'on sale' : 'off sale'}`,
      );
    },
  },
  ...supportCommands,
  ...accountCommands,
  ...approvalCommands,
  help: {
    usage: 'help',
    summary: 'show this list',
    async run(_args, ctx) {
      ctx.out('Tessera operator commands: npm run operator -- <command>');
      ctx.out('');
      for (const command of Object.values(commands))
        ctx.out(`  ${command.usage.padEnd(44)} ${command.summary}`);
      ctx.out('');
      ctx.out('TESSERA_URL: the server (default http://127.0.0.1:3000)');
      ctx.out('OPERATOR_KEY: the key, else read from DATA_DIR/operator.key (DATA_DIR default ./data)');
    },
  },
};

/** Runs one command line; resolves to the process exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, out = console.log, err = console.error) {
  const [name = 'help', ...args] = argv;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  const ctx: CliContext = {
    baseUrl: (env.TESSERA_URL?.trim() || 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    key: readKey(env),
    saveKey: saveKey(env),
    out,
    operatorPassword: () => env.OPERATOR_PASSWORD?.trim() || undefined,
  };
  if (!command) {
    err(`Unknown command '${name}'.`);
    await commands.help?.run([], { ...ctx, out: err });
    return 2;
  }
  try {
    await command.run(args, ctx);
    return 0;
  } catch (error) {
    err(error instanceof CliError ? error.message : `Unexpected failure: ${String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runCli(process.argv.slice(2), process.env).then((code) => process.exit(code));
}
