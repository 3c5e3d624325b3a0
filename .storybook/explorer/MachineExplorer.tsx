import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { Button } from '../../src/ui';
import { childrenOf, countdownsIn } from './actorTree';
import { ExplorerClock } from './clock';
import { ActorList, ClockPanel, EventLogList, Panel, ServerPanel, showJson } from './ExplorerPanels';
import { checkEvent } from './eventCheck';
import { appendLog, type LogEntry, type LogLine } from './eventLog';
import { type FakeMode, fakeServer, fakesOf } from './fakeServer';
import { formatState } from './formatState';
import * as css from './MachineExplorer.css';
import { delaysOf, describeEvent, invokedNames } from './names';
import { PayloadEditor } from './PayloadEditor';
import { StateChart } from './StateChart';
import { StateGraph } from './StateGraph';

/** One way to send an event: a label QA can read and the payload that goes with the type. */
export interface EventSample {
  label: string;
  payload?: Record<string, unknown>;
}

export interface MachineExplorerProps {
  /** The machine with its network actors replaced through `machine.provide()` by fakes from `fakeServer.ts`. */
  machine: AnyStateMachine;
  input?: unknown;
  /** Payloads per event type; an event without samples gets one button that sends the bare type. */
  samples?: Record<string, EventSample[]>;
  /** How the fakes answer when the story opens and after Reset; every fake answers unless named here. */
  fakes?: Record<string, FakeMode>;
}

function buttonsFor(types: string[], samples: Record<string, EventSample[]>) {
  return types.flatMap((type) =>
    (samples[type] ?? [{ label: '' }]).map((sample) => ({
      event: { type, ...sample.payload } as EventObject,
      name: sample.label ? `${type}: ${sample.label}` : type,
    })),
  );
}

/**
 * Drives a machine by hand: the chart with the current state, the events it accepts now (with sample
 * payloads), how each fake server answers, its context, the actors it runs and their state, a clock to move
 * forward, Restart (the machine anew, the fakes as set) and Reset (the machine and the fakes as they start).
 */
export function MachineExplorer(props: MachineExplorerProps) {
  const [run, restart] = useReducer((n: number) => n + 1, 0);
  // The fakes are set before the machine's first request, so a story can open on a failed load.
  useState(() => fakeServer.reset(props.fakes));
  const reset = () => {
    fakeServer.reset(props.fakes);
    restart();
  };
  const restartKeepingFakes = () => {
    fakeServer.forget();
    restart();
  };
  return <ExplorerRun key={run} {...props} onReset={reset} onRestart={restartKeepingFakes} />;
}

interface RunProps extends MachineExplorerProps {
  onReset: () => void;
  onRestart: () => void;
}

function ExplorerRun({ machine, input, samples = {}, onReset, onRestart }: RunProps) {
  // Each run has its own clock: nothing a reset run scheduled can fire into the next one.
  const [clock] = useState(() => new ExplorerClock());
  const [log, setLog] = useState<LogLine[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  // Any actor's new snapshot redraws the panels of nested actors, whose states the root does not carry.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const invoked = useMemo(() => invokedNames(machine), [machine]);
  const delays = useMemo(() => delaysOf(machine), [machine]);
  const fakes = useMemo(() => fakesOf(machine), [machine]);
  const addToLog = (entry: LogEntry) =>
    // Inspection can fire while React renders the actor's first snapshot; the log catches up right after.
    queueMicrotask(() => setLog((lines) => appendLog(lines, entry)));
  const actor = useActorRef(machine, {
    input,
    clock,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot') return;
      if (inspection.actorRef.sessionId !== inspection.rootId) {
        queueMicrotask(redraw);
        return;
      }
      const type = inspection.event.type;
      queueMicrotask(() => setLastEvent(type));
      addToLog({
        event: describeEvent(type, invoked, delays),
        state: formatState((inspection.snapshot as { value?: unknown }).value),
        clockStep: clock.step ?? undefined,
      });
    },
  });
  // A machine that throws anyway (from an actor's input, say) stops with its reason on screen, not in a crash.
  useEffect(() => {
    const subscription = actor.subscribe({ error: (error) => setStopped(String(error)) });
    return () => subscription.unsubscribe();
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  const eventTypes = machine.root.events.filter((type: string) => !type.startsWith('xstate.'));
  const offered = buttonsFor(eventTypes, samples).filter((b) => checkEvent(actor, b.event).accepted);
  const countdowns = countdownsIn(actor, machine.id);

  const send = (name: string, event: EventObject) => {
    const check = checkEvent(actor, event);
    if (check.refusal) {
      setRefusal(`${name} was refused: ${check.refusal}. The machine is unchanged.`);
      addToLog({ event: name, state: formatState(actor.getSnapshot().value), refusal: check.refusal });
      return;
    }
    if (!check.accepted) {
      setRefusal(`${name} is not accepted in this state; nothing changed.`);
      return;
    }
    setRefusal(null);
    actor.send(event);
  };

  return (
    <div className={css.explorer} data-testid="machine-explorer">
      <section className={css.panel} aria-labelledby="explorer-chart">
        <div className={css.chartHeader}>
          <h2 id="explorer-chart" className={css.heading}>
            {machine.id} — <output aria-label="Current state">{formatState(snapshot.value)}</output>
            {snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
          </h2>
          <div className={css.eventButtons}>
            <Button size="sm" variant="secondary" onClick={onRestart}>
              Restart
            </Button>
            <Button size="sm" variant="secondary" onClick={onReset}>
              Reset
            </Button>
          </div>
        </div>
        <output aria-label="Countdowns" className={css.countdowns}>
          {countdowns.map((c) => `${c.name}: ${c.secondsLeft} s left`).join(' · ')}
        </output>
        <output aria-label="Refusal" className={css.refusal}>
          {stopped ? `The machine stopped: ${stopped}. Press Reset to start again.` : refusal}
        </output>
        <StateGraph
          root={machine.root}
          snapshot={snapshot}
          invoked={invoked}
          delays={delays}
          lastEvent={lastEvent}
          sendable={new Set(offered.map((b) => b.event.type))}
          onSend={(type) => {
            const button = offered.find((b) => b.event.type === type);
            if (button) send(button.name, button.event);
          }}
        />
        <StateChart node={machine.root} snapshot={snapshot} invoked={invoked} delays={delays} />
      </section>
      <div className={css.panel}>
        <Panel id="explorer-events" heading="Events accepted now">
          <div className={css.eventButtons}>
            {offered.length === 0 && <span>None: the machine waits for an actor or a timer.</span>}
            {offered.map((b) => (
              <Button key={b.name} size="sm" variant="secondary" onClick={() => send(b.name, b.event)}>
                {b.name}
              </Button>
            ))}
          </div>
          <PayloadEditor types={eventTypes} samples={samples} onSend={send} onInvalid={setRefusal} />
        </Panel>
        <Panel id="explorer-server" heading="Server (fakes)">
          <ServerPanel fakes={fakes} />
        </Panel>
        <ClockPanel clock={clock} />
        <Panel id="explorer-children" heading="Invoked actors">
          {childrenOf(actor).length === 0 ? (
            <span>None running.</span>
          ) : (
            <ActorList nodes={childrenOf(actor)} label="Invoked actors" />
          )}
        </Panel>
        <Panel id="explorer-context" heading="Context">
          <pre className={css.code} data-context="machine">
            {showJson(snapshot.context, 2)}
          </pre>
        </Panel>
        <Panel id="explorer-log" heading="Event log">
          <EventLogList lines={log} />
        </Panel>
      </div>
    </div>
  );
}
