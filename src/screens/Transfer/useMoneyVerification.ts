import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { AuthType } from '../../api/contract';
import { codeLength } from '../../machines/verification/moneyRules';
import type { VerificationContext } from '../../machines/verification/verificationMachine';
import { useCooldown } from '../Login/useCooldown';
import type { MoneyVerification } from './VerificationDialog';

type VerificationSnapshot = {
  context: VerificationContext;
  children: Record<string, AnyActorRef | undefined>;
};

/** What the verification modal needs from a money move's snapshot (transfer or withdraw). */
export interface MoneyMoveSnapshot {
  context: { authType: AuthType; code: string | null; error: string | null };
  children: { verification?: AnyActorRef | undefined };
  matches: (state: 'verifying' | 'submitting' | 'failed') => boolean;
}

/**
 * The verification modal's content for a money move: the code step while it runs (with the resend countdown
 * for e-mailed codes), then the request and its lost-answer retry; null while the modal is closed.
 */
export function useMoneyVerification(move: MoneyMoveSnapshot, summary: string): MoneyVerification | null {
  const step = useSelector(move.children.verification, (s) => s as VerificationSnapshot | undefined);
  const cooldown = useCooldown(step?.children.otp);
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
      summary,
    };
  }
  const failed = move.matches('failed');
  if (!failed && !move.matches('submitting')) return null;
  return {
    authType,
    code: code ?? '',
    codeLength: codeLength(authType),
    codeError: null,
    phase: failed ? 'failed' : 'submitting',
    error,
    summary,
  };
}
