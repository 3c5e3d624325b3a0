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

/** Built-in event names read poorly; these say what QA would call them ('done: login', 'after 1000 ms'). */
export function describeEvent(type: string, invoked: ReadonlyMap<string, string> = new Map()): string {
  const actor = (prefix: string) => {
    const id = type.slice(prefix.length);
    return invoked.get(id) ?? id;
  };
  if (type.startsWith('xstate.done.actor.')) return `done: ${actor('xstate.done.actor.')}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${actor('xstate.error.actor.')}`;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0]} ms`;
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
