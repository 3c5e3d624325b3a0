import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  getInitialMicrosteps,
  getMicrosteps,
  transition,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type FakeMode, isFakeRequest } from './fakeServer';
import type { EventSample } from './MachineExplorer';

/** The answers QA can pick for a request in the explorer; a hang sends nothing, so it opens no new state. */
const answeringModes: FakeMode[] = ['answer', 'refuse', 'network'];

/** A fake that counts its requests (claim polling pays on the third) may answer anew when asked again. */
const ASKS_PER_REQUEST = 3;

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;

/** Every state node of a machine, the root left out, as 'ready.editing'. */
export function statePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      paths.push(child.path.join('.'));
      visit(child);
    }
  };
  visit(machine.root);
  return paths;
}

export const finalStatePaths = (machine: AnyStateMachine) =>
  statePaths(machine).filter((path) => machine.getStateNodeById(`${machine.id}.${path}`).type === 'final');

/** The state nodes a snapshot is in, as 'ready' and 'ready.editing'. */
function activePaths(snapshot: AnyMachineSnapshot): string[] {
  return ((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes ?? [])
    .map((node) => node.path.join('.'))
    .filter(Boolean);
}

export interface Reach {
  /** Every state node some path reached. */
  reached: Set<string>;
  /** What the machine's final states gave back, for a parent that invokes it. */
  outputs: unknown[];
}

/**
 * Walks a machine as QA walks it in its explorer: the events its buttons send (each sample payload; an event
 * that would throw is refused there, so it is left out), every answer each fake server can be told to give
 * (answer, refuse, network error) as the done or error event of the request, the final outputs of the
 * machines it invokes as their done events, and each timer firing. Returns the states it reaches.
 */
export function walk(
  machine: AnyStateMachine,
  input: unknown,
  samples: Readonly<Record<string, readonly EventSample[]>>,
  limit = 50_000,
): Reach {
  const userEvents = machine.root.events
    .filter((type: string) => !type.startsWith('xstate.'))
    .flatMap((type: string) =>
      (samples[type] ?? [{ label: '' }]).map((s) => ({ type, ...s.payload }) as EventObject),
    );
  const timers = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const key of node.transitions.keys()) if (key.startsWith('xstate.after.')) timers.add(key);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);

  const eventsAt = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const events: EventObject[] = [...userEvents, ...[...timers].map((type) => ({ type }))];
    for (const [id, child] of Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>)) {
      if (child) events.push(...answersOf(id, child, samples));
    }
    return events.filter((event) => {
      try {
        if (!snapshot.can(event)) return false;
        transition(machine, snapshot, event);
        return true;
      } catch {
        return false;
      }
    });
  };

  const paths = getShortestPaths(machine, { input, events: eventsAt, limit });
  const reached = new Set<string>();
  const outputs: unknown[] = [];
  for (const path of paths) {
    const snapshot = path.state as AnyMachineSnapshot;
    const before = path.steps.at(-2)?.state as AnyMachineSnapshot | undefined;
    const event = path.steps.at(-1)?.event as EventObject;
    // A state left at once by an `always` transition ('scheduling') is only passed through on the way.
    const passed = before
      ? getMicrosteps(machine, before, event)
      : getInitialMicrosteps(machine, input as never);
    for (const state of [snapshot, ...passed.map(([step]) => step)].flatMap(activePaths)) reached.add(state);
    if (snapshot.status === 'done') outputs.push(snapshot.output);
  }
  return { reached, outputs };
}

const childOutputs = new Map<string, unknown[]>();

/** The done and error events a child can send its parent: a fake's answers, a machine's final outputs. */
function answersOf(
  id: string,
  child: AnyActorRef,
  samples: Readonly<Record<string, readonly EventSample[]>>,
): EventObject[] {
  const logic = (child as { logic?: unknown }).logic;
  const input = (child as { options?: { input?: unknown } }).options?.input;
  const done = (output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
  if (isFakeRequest(logic)) {
    const events: EventObject[] = [];
    const seen = new Set<string>();
    for (const mode of answeringModes) {
      for (let ask = 0; ask < (mode === 'answer' ? ASKS_PER_REQUEST : 1); ask++) {
        const outcome = logic.outcome(input, mode);
        const event =
          outcome.kind === 'resolve'
            ? done(outcome.value)
            : outcome.kind === 'reject'
              ? { type: `xstate.error.actor.${id}`, error: outcome.error, actorId: id }
              : null;
        const key = event ? JSON.stringify(event) : '';
        if (event && !seen.has(key)) {
          seen.add(key);
          events.push(event);
        }
      }
    }
    return events;
  }
  if (isMachine(logic)) {
    const key = `${logic.id}:${JSON.stringify(input)}`;
    if (!childOutputs.has(key)) {
      const outputs = walk(logic, input, samples).outputs;
      childOutputs.set(key, [...new Map(outputs.map((o) => [JSON.stringify(o), o])).values()]);
    }
    return (childOutputs.get(key) ?? []).map(done);
  }
  throw new Error(`The actor '${id}' is not a fake: replace it in the explorer with one from fakeServer.ts`);
}
