import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { Button } from '../../src/ui';
import * as css from './MachineExplorer.css';
import { describeEvent, StateChart } from './StateChart';

/** One way to send an event: a label QA can read and the payload that goes with the type. */
export interface EventSample {
  label: string;
  payload?: Record<string, unknown>;
}

export interface MachineExplorerProps {
  /** The machine with its network actors already replaced through `machine.provide()`. */
  machine: AnyStateMachine;
  input?: unknown;
  /** Payloads per event type; an event without samples gets one button that sends the bare type. */
  samples?: Record<string, EventSample[]>;
}

interface LogEntry {
  event: string;
  state: string;
}

/** Every active leaf as a dotted path, so parallel regions read as 'ready.username.checked + ready.form.editing'. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix ? [prefix.slice(0, -1)] : [];
    return entries.flatMap(([key, child]) => leafPaths(child, `${prefix}${key}.`));
  }
  return [];
}

export const formatState = (value: unknown) => leafPaths(value).join(' + ');

function buttonsFor(types: string[], samples: Record<string, EventSample[]>) {
  return types.flatMap((type) =>
    (samples[type] ?? [{ label: '' }]).map((sample) => ({
      type,
      sample,
      event: { type, ...sample.payload } as EventObject,
      name: sample.label ? `${type}: ${sample.label}` : type,
    })),
  );
}

export function MachineExplorer({ machine, input, samples = {} }: MachineExplorerProps) {
  const [log, setLog] = useState<LogEntry[]>([]);
  const actor = useActorRef(machine, {
    input,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId)
        return;
      const entry = {
        event: describeEvent(inspection.event.type),
        state: formatState((inspection.snapshot as { value?: unknown }).value),
      };
      // Inspection can fire while React renders the actor's first snapshot; the log catches up right after.
      queueMicrotask(() => setLog((entries) => [...entries, entry]));
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const eventTypes = machine.root.events.filter((type: string) => !type.startsWith('xstate.'));
  const buttons = buttonsFor(eventTypes, samples);
  const enabled = buttons.filter((b) => snapshot.can(b.event));

  return (
    <div className={css.explorer} data-testid="machine-explorer">
      <section className={css.panel} aria-labelledby="explorer-chart">
        <h2 id="explorer-chart" className={css.heading}>
          {machine.id} — <output aria-label="Current state">{formatState(snapshot.value)}</output>
          {snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
        </h2>
        <StateChart node={machine.root} snapshot={snapshot} />
      </section>
      <div className={css.panel}>
        <section className={css.panel} aria-labelledby="explorer-events">
          <h2 id="explorer-events" className={css.heading}>
            Events accepted now
          </h2>
          <div className={css.eventButtons}>
            {enabled.length === 0 && <span>None: the machine waits for an actor or a timer.</span>}
            {enabled.map((b) => (
              <Button key={b.name} size="sm" variant="secondary" onClick={() => actor.send(b.event)}>
                {b.name}
              </Button>
            ))}
          </div>
        </section>
        <section className={css.panel} aria-labelledby="explorer-context">
          <h2 id="explorer-context" className={css.heading}>
            Context
          </h2>
          <pre className={css.code}>{JSON.stringify(snapshot.context, null, 2)}</pre>
        </section>
        <section className={css.panel} aria-labelledby="explorer-log">
          <h2 id="explorer-log" className={css.heading}>
            Event log
          </h2>
          <ol className={css.log} aria-label="Event log">
            {log.map((entry, i) => (
              // The log only grows, so a position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>
                <code>{entry.event}</code> → {entry.state || '(none)'}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
