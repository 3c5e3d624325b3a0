import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { invokedNames } from './names';

/** One actor of a running machine's tree: the root, what it invoked or spawned, and theirs. */
export interface ActorNode {
  /** What it runs: a machine's id ('otpCooldown'), else the name it was invoked by ('preLogin'). */
  name: string;
  ref: AnyActorRef;
  snapshot: { value?: unknown; status?: string; context?: unknown };
  children: ActorNode[];
}

const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic = (ref as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic ? (logic as AnyStateMachine) : null;
};

/** The actors under `ref`, however deep, each named as QA knows it. */
export function childrenOf(ref: AnyActorRef): ActorNode[] {
  const machine = machineOf(ref);
  if (!machine) return [];
  const names = invokedNames(machine);
  const children = (ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children;
  return Object.entries(children ?? {}).flatMap(([id, child]) => {
    if (!child) return [];
    return [
      {
        name: machineOf(child)?.id ?? names.get(id) ?? id,
        ref: child,
        snapshot: child.getSnapshot() as ActorNode['snapshot'],
        children: childrenOf(child),
      },
    ];
  });
}

/** A running countdown somewhere in the tree: a resend cooldown's or a trade's seconds left. */
export interface Countdown {
  name: string;
  secondsLeft: number;
}

/** Every countdown running in `ref` or below it, outermost first, so the explorer can show it at the top. */
export function countdownsIn(ref: AnyActorRef, name: string): Countdown[] {
  const snapshot = ref.getSnapshot() as ActorNode['snapshot'];
  const seconds = (snapshot.context as { secondsLeft?: unknown } | undefined)?.secondsLeft;
  const own =
    snapshot.status === 'active' && typeof seconds === 'number' && seconds > 0
      ? [{ name, secondsLeft: seconds }]
      : [];
  return [...own, ...childrenOf(ref).flatMap((child) => countdownsIn(child.ref, child.name))];
}
