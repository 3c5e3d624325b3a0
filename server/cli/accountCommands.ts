import { randomBytes } from 'node:crypto';
import { type OperatorCreateResponse, operatorRoles } from '../../src/api/contract';
import { CliError, type Command, call } from './cliShared';

/** A first password to hand over: 24 characters of base64url (144 random bits), printed once. */
const firstPassword = () => randomBytes(18).toString('base64url');

/** Operator commands for operator accounts; each is an audited call to the operator API. */
export const accountCommands: Record<string, Command> = {
  'create-operator': {
    usage: `create-operator <username> <${operatorRoles.join('|')}>`,
    summary: 'add an operator (password from OPERATOR_PASSWORD, or a new one printed once)',
    async run(args, ctx) {
      if (args.length !== 2) throw new CliError(`Usage: npm run operator -- ${this.usage}`);
      const [username, role] = args as [string, string];
      if (!(operatorRoles as readonly string[]).includes(role)) {
        throw new CliError(`The role must be one of ${operatorRoles.join(', ')}`);
      }
      const given = ctx.operatorPassword?.();
      const password = given || firstPassword();
      const { data } = await call<OperatorCreateResponse>(ctx, 'POST', 'operators', {
        username,
        password,
        role,
      });
      ctx.out(`Added operator ${data.username} (${data.role}).`);
      if (!given) ctx.out(`First password (shown once, hand it over safely): ${password}`);
      ctx.out(
        'At the first sign-in they scan the authenticator code the sign-in shows, then enter a code from it.',
      );
    },
  },
};
