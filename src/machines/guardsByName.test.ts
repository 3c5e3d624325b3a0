import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('./*/*Machine.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value;

const machines = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isMachine)
    .map((machine) => [file, machine] as const),
);

/** A guard is named when it is a name, a `{ type, params }` object, or `not`/`and`/`or` of named guards. */
function unnamedGuards(guard: unknown): number {
  if (guard === undefined || typeof guard === 'string') return 0;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    return nested ? nested.reduce<number>((sum, g) => sum + unnamedGuards(g), 0) : 1;
  }
  return typeof guard === 'object' && guard !== null && 'type' in guard ? 0 : 1;
}

/** Where a transition guards with an inline function: 'editing on form.next', … */
function inlineGuards(node: AnyStateNode): string[] {
  const found: string[] = [];
  const transitions = [...node.transitions.entries(), ['always', node.always ?? []] as const];
  for (const [event, list] of transitions) {
    for (const transition of list) {
      if (unnamedGuards(transition.guard) > 0) found.push(`${node.id} on ${event}`);
    }
  }
  for (const child of Object.values(node.states)) found.push(...inlineGuards(child));
  return found;
}

describe('every machine', () => {
  it('finds the machines to check', () => {
    expect(machines.length).toBeGreaterThanOrEqual(20);
  });

  it.each(machines.map(([file, machine]) => [file, machine] as const))(
    '%s names every guard in setup, so the chart and the tests can refer to it',
    (_file, machine) => {
      expect(inlineGuards(machine.root)).toEqual([]);
    },
  );
});
