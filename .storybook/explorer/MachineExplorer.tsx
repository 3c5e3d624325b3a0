import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { Button } from '../../src/ui';
import { ExplorerClock } from './clock';
import * as css from './MachineExplorer.css';
import { describeEvent, invokedNames } from './names';
import { StateChart } from './StateChart';

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

/** How far a tester can move the clock in one step: a tick, a short wait, a whole resend cooldown. */
const CLOCK_STEPS = [
  { label: 'Advance 1 s', ms: 1000 },
  { label: 'Advance 10 s', ms: 10_000 },
  { label: 'Advance 1 min', ms: 60_000 },
];

/**
 * Drives a machine by hand: the chart with the current state, the events it accepts now (with sample
 * payloads), its context, the actors it has invoked and their state, a clock to move forward, and Reset.
 */
export function MachineExplorer(props: MachineExplorerProps) {
  const [run, reset] = useReducer((n: number) => n + 1, 0);
  return <ExplorerRun key={run} {...props} onReset={reset} />;
}

function ExplorerRun({
  machine,
  input,
  samples = {},
  onReset,
}: MachineExplorerProps & { onReset: () => void }) {
  // Each run has its own clock: nothing a reset run scheduled can fire into the next one.
  const [clock] = useState(() => new ExplorerClock());
  const [log, setLog] = useState<LogEntry[]>([]);
  // Any actor's new snapshot redraws the panel of invoked actors, whose states the root does not carry.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const invoked = useMemo(() => invokedNames(machine), [machine]);
  const actor = useActorRef(machine, {
    input,
    clock,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot') return;
      if (inspection.actorRef.sessionId !== inspection.rootId) {
        queueMicrotask(redraw);
        return;
      }
      const entry = {
        event: describeEvent(inspection.event.type, invoked),
        state: formatState((inspection.snapshot as { value?: unknown }).value),
      };
      // Inspection can fire while React renders the actor's first snapshot; the log catches up right after.
      queueMicrotask(() => setLog((entries) => [...entries, entry]));
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const skipped = useSyncExternalStore(
    (listener) => clock.subscribe(listener),
    () => clock.skipped,
  );
  const eventTypes = machine.root.events.filter((type: string) => !type.startsWith('xstate.'));
  const buttons = buttonsFor(eventTypes, samples);
  const enabled = buttons.filter((b) => snapshot.can(b.event));
  const children = Object.entries(snapshot.children ?? {}) as [string, AnyActorRef | undefined][];

  return (
    <div className={css.explorer} data-testid="machine-explorer">
      <section className={css.panel} aria-labelledby="explorer-chart">
        <div className={css.chartHeader}>
          <h2 id="explorer-chart" className={css.heading}>
            {machine.id} — <output aria-label="Current state">{formatState(snapshot.value)}</output>
            {snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
          </h2>
          <Button size="sm" variant="secondary" onClick={onReset}>
            Reset
          </Button>
        </div>
        <StateChart node={machine.root} snapshot={snapshot} invoked={invoked} />
      </section>
      <div className={css.panel}>
        <Panel id="explorer-events" heading="Events accepted now">
          <div className={css.eventButtons}>
            {enabled.length === 0 && <span>None: the machine waits for an actor or a timer.</span>}
            {enabled.map((b) => (
              <Button key={b.name} size="sm" variant="secondary" onClick={() => actor.send(b.event)}>
                {b.name}
              </Button>
            ))}
          </div>
        </Panel>
        <Panel
          id="explorer-clock"
          heading={
            <>
              Clock: <output aria-label="Clock">{formatSkipped(skipped)}</output>
            </>
          }
        >
          <div className={css.eventButtons}>
            {CLOCK_STEPS.map((step) => (
              <Button key={step.ms} size="sm" variant="secondary" onClick={() => clock.advance(step.ms)}>
                {step.label}
              </Button>
            ))}
          </div>
        </Panel>
        <Panel id="explorer-children" heading="Invoked actors">
          {children.length === 0 ? (
            <span>None running.</span>
          ) : (
            <ul className={css.log} aria-label="Invoked actors">
              {children.map(([id, child]) => (
                <ChildActor key={id} name={invoked.get(id) ?? id} child={child} />
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="explorer-context" heading="Context">
          <pre className={css.code} data-context="machine">
            {JSON.stringify(snapshot.context, null, 2)}
          </pre>
        </Panel>
        <Panel id="explorer-log" heading="Event log">
          <ol className={css.log} aria-label="Event log">
            {log.map((entry, i) => (
              // The log only grows, so a position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>
                <code>{entry.event}</code> → {entry.state || '(none)'}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </div>
  );
}

const formatSkipped = (ms: number) => (ms < 1 ? 'real time' : `${Math.round(ms / 1000)} s ahead`);

/** An invoked actor: a machine shows its state and context (a countdown's seconds), anything else its status. */
function ChildActor({ name, child }: { name: string; child: AnyActorRef | undefined }) {
  const snapshot = child?.getSnapshot() as
    | { value?: unknown; status?: string; context?: unknown }
    | undefined;
  const state = snapshot?.value !== undefined ? formatState(snapshot.value) : (snapshot?.status ?? 'stopped');
  return (
    <li>
      <code>{name}</code>: {state}
      {snapshot?.context !== undefined && <pre className={css.code}>{JSON.stringify(snapshot.context)}</pre>}
    </li>
  );
}

/** One titled panel of the explorer's side column. */
function Panel({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section className={css.panel} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
