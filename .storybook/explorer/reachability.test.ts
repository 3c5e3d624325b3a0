import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import * as authType from './AuthTypeMachine.stories';
import * as forgotPassword from './ForgotPasswordMachine.stories';
import { fakeServer } from './fakeServer';
import * as login from './LoginMachine.stories';
import type { EventSample } from './MachineExplorer';
import * as nameChecks from './NameChecksMachine.stories';
import * as operatorDecision from './OperatorDecisionMachine.stories';
import * as operatorSignIn from './OperatorSignInMachine.stories';
import * as otpCooldown from './OtpCooldownMachine.stories';
import * as registration from './RegistrationMachine.stories';
import * as reserveClaim from './ReserveClaimMachine.stories';
import * as reservePurchase from './ReservePurchaseMachine.stories';
import * as reserveTrade from './ReserveTradeMachine.stories';
import { finalStatePaths, statePaths, walk } from './reachability';
import * as stakePurchase from './StakePurchaseMachine.stories';
import * as ticketReopen from './TicketReopenMachine.stories';
import * as transfer from './TransferMachine.stories';
import * as twoFactor from './TwoFactorMachine.stories';
import * as unstake from './UnstakeMachine.stories';
import * as verification from './VerificationMachine.stories';
import * as verifyEmail from './VerifyEmailMachine.stories';
import * as withdraw from './WithdrawMachine.stories';

interface ExplorerArgs {
  machine: AnyStateMachine;
  input?: unknown;
  samples?: Record<string, EventSample[]>;
}

type StoryModule = { default: { args: ExplorerArgs } } & Record<string, unknown>;

/**
 * The flows of the design card (ARCHITECTURE.md, "Flows and screens"), each through its explorer story: the
 * machine with its fakes, the samples behind its buttons, and every input one of its stories opens it with.
 */
const flows: Record<string, StoryModule> = {
  'two-phase login with OTP cooldown': login,
  'forgot password': forgotPassword,
  registration,
  'e-mail verification': verifyEmail,
  'stake purchase': stakePurchase,
  unstake,
  'reserve trade': reserveTrade,
  'reserve claim polling': reserveClaim,
  withdraw,
  transfer,
  '2FA toggle': twoFactor,
  'authentication-type change': authType,
  'ticket reopen': ticketReopen,
  // The steps those flows share, and the operators' flows.
  'reserve purchase': reservePurchase,
  'operator sign-in': operatorSignIn,
  "operator's two-person decision": operatorDecision,
  'registration name checks': nameChecks,
  'OTP cooldown': otpCooldown,
  'PIN or code verification': verification,
} as unknown as Record<string, StoryModule>;

function inputsOf(stories: StoryModule): unknown[] {
  const inputs = [stories.default.args.input];
  for (const [name, story] of Object.entries(stories)) {
    const input = (story as { args?: { input?: unknown } } | undefined)?.args?.input;
    if (name !== 'default' && input !== undefined)
      inputs.push({ ...(stories.default.args.input as object), ...input });
  }
  return inputs;
}

describe('every state of every flow can be reached from its explorer', () => {
  for (const [flow, stories] of Object.entries(flows)) {
    it(`${flow}: each state and each final state`, { timeout: 60_000 }, () => {
      fakeServer.reset();
      const { machine, samples = {} } = stories.default.args;
      const reached = new Set<string>();
      for (const input of inputsOf(stories)) {
        for (const state of walk(machine, input, samples).reached) reached.add(state);
      }
      const missing = statePaths(machine).filter((state) => !reached.has(state));
      expect(missing, `${machine.id} never reaches these states`).toEqual([]);
      expect(finalStatePaths(machine).every((state) => reached.has(state))).toBe(true);
    });
  }
});
