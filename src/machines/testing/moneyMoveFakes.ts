import type { ResendOtpBody } from '../../api/contract';
import { type VerificationContext, verificationMachine } from '../verification/verificationMachine';
import { recordingOtpCooldown } from './otpFakes';

/** What a money-move machine did in a test: codes asked for, toasts shown, refreshes requested. */
export interface MoneyMoveRecord {
  sends: ResendOtpBody[];
  toasts: string[];
  refreshes: number;
}

/** The real verification step, whose e-mailed codes are recorded instead of sent. */
export const recordingVerification = (seen: MoneyMoveRecord) =>
  verificationMachine.provide({
    actors: {
      otpCooldown: recordingOtpCooldown((call) => seen.sends.push(call.body), 'OTP sent'),
    },
  });

/** The screen's side of a money move: toasts and refreshes, recorded. */
export const recordingActions = (seen: MoneyMoveRecord) => ({
  notifyError: (_: unknown, params: { message: string }) => {
    seen.toasts.push(`error: ${params.message}`);
  },
  notifySuccess: (_: unknown, params: { message: string }) => {
    seen.toasts.push(`success: ${params.message}`);
  },
  refresh: () => {
    seen.refreshes++;
  },
});

/** The verification modal's own state, while it is open. */
export const verificationContext = (actor: { getSnapshot(): { children: Record<string, unknown> } }) =>
  (
    actor.getSnapshot().children.verification as
      | { getSnapshot(): { context: VerificationContext } }
      | undefined
  )?.getSnapshot().context;
