import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  transition,
} from 'xstate';

/** What the explorer knows of an event before it sends it. */
export interface EventCheck {
  /** The machine, and the child it forwards the event to, would act on it in their current states. */
  accepted: boolean;
  /** Why taking the event would break the machine (an event without the payload it reads), if it would. */
  refusal: string | null;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;

const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Works out, without touching the running actor, whether `event` would be taken and whether taking it would
 * throw. The machine's transition is computed purely; an event the machine forwards to an invoked child
 * (`sendTo`) is checked against that child too, so a forwarded event the child ignores (a recovery-code
 * toggle for a member who signs in with e-mailed codes) is not offered, and one that would crash the child
 * is refused before it is sent.
 */
export function checkEvent(ref: AnyActorRef, event: EventObject): EventCheck {
  const logic = (ref as { logic?: unknown }).logic;
  // A promise or callback child takes whatever it is sent and cannot be checked beforehand.
  if (!isMachine(logic)) return { accepted: true, refusal: null };
  const snapshot = ref.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status !== 'active') return { accepted: false, refusal: null };
  let actions: { type: string; params?: unknown }[];
  try {
    if (!snapshot.can(event)) return { accepted: false, refusal: null };
    [, actions] = transition(logic, snapshot, event);
  } catch (error) {
    return { accepted: true, refusal: describeError(error) };
  }
  for (const action of actions) {
    if (action.type !== 'xstate.sendTo') continue;
    const { to, event: forwarded } = action.params as { to: unknown; event: EventObject | string };
    const target =
      typeof to === 'string' ? (snapshot.children[to] as AnyActorRef | undefined) : (to as AnyActorRef);
    if (!target || target === ref) continue;
    const check = checkEvent(target, typeof forwarded === 'string' ? { type: forwarded } : forwarded);
    if (!check.accepted || check.refusal) return check;
  }
  return { accepted: true, refusal: null };
}
