import { randomBytes } from 'node:crypto';
import {
  type ApprovalPendingResponse,
  type OperatorCreateResponse,
  type OperatorKeyRevokeResponse,
  type OperatorKeyRotateResponse,
  operatorRoles,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import { isWaiting, waitingLines } from './approvalCommands';
import { CliError, type Command, call } from './cliShared';

/** A first password to hand over: 24 characters of base64url (144 random bits), printed once. */
const firstPassword = () => randomBytes(18).toString('base64url');

/** Operator commands for operator accounts; each is an audited call to the operator API. */
export const accountCommands: Record<string, Command> = {
  'create-operator': {
    usage: `create-operator <username> <${operatorRoles.join('|')}>`,
    summary:
      "add an operator (password from OPERATOR_PASSWORD, or a new one printed once); after the first two admins, a second admin's approval lets them sign in",
    async run(args, ctx) {
      const [username, role, ...extra] = args;
      if (username === undefined || role === undefined || extra.length > 0) {
        throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      }
      if (!isOneOf(operatorRoles, role)) {
        throw new CliError(`The role must be one of ${operatorRoles.join(', ')}`);
      }
      const given = ctx.operatorPassword?.();
      const password = given || firstPassword();
      const answer = await call<OperatorCreateResponse | ApprovalPendingResponse>(ctx, 'POST', 'operators', {
        username,
        password,
        role,
      });
      if (isWaiting(answer)) {
        ctx.out(`Added operator ${username.toLowerCase()} (${role}); they can sign in once it is approved.`);
        for (const line of waitingLines(answer)) ctx.out(line);
      } else {
        ctx.out(`Added operator ${answer.data.username} (${answer.data.role}).`);
      }
      if (!given) ctx.out(`First password (shown once, hand it over safely): ${password}`);
      ctx.out(
        'At the first sign-in they scan the authenticator code the sign-in shows, then enter a code from it.',
      );
    },
  },
  'rotate-key': {
    usage: 'rotate-key',
    summary: 'replace the operator key with a new one; the old one stops working at once',
    async run(args, ctx) {
      if (args.length !== 0) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const { key, message } = await call<OperatorKeyRotateResponse>(ctx, 'POST', 'keys/rotate');
      ctx.out(`${message}.`);
      const saved = ctx.saveKey?.(key);
      ctx.out(saved ? `The new key is in ${saved}.` : `The new key (shown once, keep it safe): ${key}`);
    },
  },
  'revoke-key': {
    usage: 'revoke-key',
    summary: 'revoke every operator key for good (OPERATOR_KEY included); named operators carry on',
    async run(args, ctx) {
      if (args.length !== 0) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const { message, revoked } = await call<OperatorKeyRevokeResponse>(ctx, 'POST', 'keys/revoke');
      ctx.out(`${message} (${revoked}).`);
      const removed = ctx.saveKey?.(null);
      if (removed) ctx.out(`${removed} was removed.`);
      ctx.out('From now on only named operators act: sign in at /operator.');
    },
  },
};
