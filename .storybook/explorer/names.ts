import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Each invocation's id (often generated, like '0.login.checkingCredentials') → the name of what it runs. */
export function invokedNames(machine: AnyStateMachine): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: AnyStateNode) => {
    for (const invoke of node.invoke) {
      names.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return names;
}

/** A span of time as a person says it: '1 s', '10 s', '1 min', '1 min 30 s', '250 ms'. */
export function plainDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${seconds} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** A machine's named delays in ms, so 'xstate.after.tick…' can read 'after 1 s (tick)'. */
export type DelayTable = Readonly<Record<string, unknown>>;

export const delaysOf = (machine: AnyStateMachine): DelayTable => machine.implementations.delays ?? {};

function describeDelay(delay: string, delays: DelayTable): string {
  if (/^\d+$/.test(delay)) return `after ${plainDuration(Number(delay))}`;
  const ms = delays[delay];
  // A delay computed from the context has no one length to print; its name says what it waits for.
  return typeof ms === 'number' ? `after ${plainDuration(ms)} (${delay})` : `after ${delay}`;
}

/** Built-in event names read poorly; these say what QA would call them ('done: login', 'after 1 s (tick)'). */
export function describeEvent(
  type: string,
  invoked: ReadonlyMap<string, string> = new Map(),
  delays: DelayTable = {},
): string {
  const actor = (prefix: string) => {
    const id = type.slice(prefix.length);
    return invoked.get(id) ?? id;
  };
  if (type.startsWith('xstate.done.actor.')) return `done: ${actor('xstate.done.actor.')}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${actor('xstate.error.actor.')}`;
  if (type.startsWith('xstate.after.')) {
    return describeDelay(type.slice('xstate.after.'.length).split('.')[0] ?? '', delays);
  }
  if (type === 'xstate.init') return 'start';
  if (type === '') return 'always';
  return type;
}

type Guard = string | { type?: unknown } | ((...args: never[]) => unknown) | undefined;

/** A transition's guard by name: 'hasSecondsLeft', 'not(isEmpty)', or 'inline condition' for an unnamed one. */
export function describeGuard(guard: unknown): string {
  const g = guard as Guard;
  if (!g) return '';
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    const nested = (g as { guards?: unknown[] }).guards;
    if (nested && g.name) return `${g.name}(${nested.map(describeGuard).join(', ')})`;
    return g.name && g.name !== 'guard' ? g.name : 'inline condition';
  }
  return typeof g.type === 'string' ? g.type : 'inline condition';
}
