import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { AuthType } from '../../../api/contract';
import { codeLength } from '../../../machines/verification/moneyRules';
import type {
  VerificationContext,
  VerificationEvent,
} from '../../../machines/verification/verificationMachine';
import { useCooldown } from '../useCooldown';
import type { MoneyVerification, MoneyVerificationDialogProps } from './MoneyVerificationDialog';

type VerificationSnapshot = {
  context: VerificationContext;
  children: Record<string, AnyActorRef | undefined>;
};

/** What the modal needs from a money move's snapshot; transfer and withdraw machines both give it. */
export interface MoneyMoveSnapshot {
  context: { authType: AuthType; code: string | null; error: string | null };
  children: { verification?: AnyActorRef | undefined };
  matches: (state: 'verifying' | 'submitting' | 'failed') => boolean;
}

/** The events the modal sends to a money move. */
export type MoneyVerificationEvent =
  | VerificationEvent
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' };

/**
 * The verification modal's props for a money move: the code step while it runs (with the resend countdown for
 * e-mailed codes), then the request and its lost-answer retry; `verification` is null while the modal is closed.
 * `confirming` ends the modal's sentence '… to confirm <confirming>.'.
 */
export function useMoneyVerification(
  move: MoneyMoveSnapshot,
  send: (event: MoneyVerificationEvent) => void,
  confirming: string,
): MoneyVerificationDialogProps {
  const step = useSelector(move.children.verification, (s) => s as VerificationSnapshot | undefined);
  const cooldown = useCooldown(step?.children.otp);
  return {
    verification: verificationOf(move, step, cooldown, confirming),
    onCodeChange: (code) => send({ type: 'code.change', code }),
    onCodeSubmit: () => send({ type: 'code.submit' }),
    onResend: () => send({ type: 'otp.resend' }),
    onCancel: () => send({ type: 'verification.cancel' }),
    onRetry: () => send({ type: 'submit.retry' }),
  };
}

function verificationOf(
  move: MoneyMoveSnapshot,
  step: VerificationSnapshot | undefined,
  cooldown: MoneyVerification['cooldown'],
  confirming: string,
): MoneyVerification | null {
  const { authType, code, error } = move.context;
  if (move.matches('verifying') && step) {
    const { code: typed, codeLength: length, codeError } = step.context;
    return {
      authType,
      code: typed,
      codeLength: length,
      codeError,
      phase: 'entering',
      error: null,
      cooldown,
      confirming,
    };
  }
  const failed = move.matches('failed');
  if (!failed && !move.matches('submitting')) return null;
  // The code step has ended; the confirmed code stays on show while its request is out or retried.
  return {
    authType,
    code: code ?? '',
    codeLength: codeLength(authType),
    codeError: null,
    phase: failed ? 'failed' : 'submitting',
    error,
    confirming,
  };
}
