import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { describeCooldown, type OtpCooldownContext } from '../../machines/otpCooldown/otpCooldownMachine';
import { type CooldownView, notify } from '../../ui';

/** Reads an otpCooldown child for the view and toasts the outcome of each send. */
export function useCooldown(actor: AnyActorRef | undefined): CooldownView {
  const snapshot = useSelector(
    actor,
    (s) => s as { value: unknown; context: OtpCooldownContext } | undefined,
  );
  const value = snapshot?.value;
  const notice = snapshot?.context.notice ?? null;
  const error = snapshot?.context.error ?? null;
  useEffect(() => {
    if (value === 'coolingDown' && notice) notify.success(notice);
    if (value === 'failed' && error) notify.error(error);
  }, [value, notice, error]);
  return describeCooldown(snapshot);
}
