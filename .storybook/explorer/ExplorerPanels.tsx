import { type ReactNode, useSyncExternalStore } from 'react';
import { Button } from '../../src/ui';
import type { ActorNode } from './actorTree';
import type { ExplorerClock } from './clock';
import { describeLine, type LogLine } from './eventLog';
import { fakeModeLabels, fakeModes, fakeServer } from './fakeServer';
import { formatState } from './formatState';
import * as css from './MachineExplorer.css';
import { plainDuration } from './names';

/** A context as JSON for QA to read; sums of micro-USDT are bigints, shown as `123n` rather than breaking it. */
export const showJson = (value: unknown, indent?: number): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item), indent);

/** One titled panel of the explorer's side column. */
export function Panel({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section className={css.panel} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The fakes standing for the server: for each, whether its requests get their answer, a refusal in the spec's
 * shape, the client's network failure, or no answer at all. The choice holds for every request until changed.
 */
export function ServerPanel({ fakes }: { fakes: readonly string[] }) {
  const modes = useSyncExternalStore(
    (listener) => fakeServer.subscribe(listener),
    () => fakes.map((name) => fakeServer.modeOf(name)).join(),
  ).split(',');
  if (fakes.length === 0) return <span>This machine makes no requests.</span>;
  return (
    <div className={css.fakes}>
      {fakes.map((name, i) => (
        <div key={name} className={css.fake}>
          <code>{name}</code>
          <select
            aria-label={`How ${name} answers`}
            className={css.control}
            value={modes[i]}
            onChange={(e) => fakeServer.setMode(name, e.target.value as (typeof fakeModes)[number])}
          >
            {fakeModes.map((mode) => (
              <option key={mode} value={mode}>
                {fakeModeLabels[mode]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

/** The actors a machine has running, nested as they run: a countdown inside the second step of signing in. */
export function ActorList({ nodes, label }: { nodes: readonly ActorNode[]; label?: string }) {
  return (
    <ul className={css.log} aria-label={label}>
      {nodes.map((node) => {
        const { value, status, context } = node.snapshot;
        const state = value !== undefined ? formatState(value) : (status ?? 'stopped');
        return (
          <li key={node.ref.id}>
            <code>{node.name}</code>: {state}
            {context !== undefined && <pre className={css.code}>{showJson(context)}</pre>}
            {node.children.length > 0 && <ActorList nodes={node.children} />}
          </li>
        );
      })}
    </ul>
  );
}

export function EventLogList({ lines }: { lines: readonly LogLine[] }) {
  return (
    <ol className={css.log} aria-label="Event log">
      {lines.map((line, i) => (
        // The log only grows at its end, so a position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} data-refused={line.refusal ? 'true' : undefined}>
          <code>{describeLine(line)}</code> → {line.state || '(none)'}
        </li>
      ))}
    </ol>
  );
}

/** How far a tester can move the clock in one step: a tick, a short wait, a whole resend cooldown. */
const CLOCK_STEPS = [1000, 10_000, 60_000];

/** The explorer's clock: real time until QA moves it forward, firing every timer due on the way. */
export function ClockPanel({ clock }: { clock: ExplorerClock }) {
  const skipped = useSyncExternalStore(
    (listener) => clock.subscribe(listener),
    () => clock.skipped,
  );
  return (
    <Panel
      id="explorer-clock"
      heading={
        <>
          Clock:{' '}
          <output aria-label="Clock">{skipped < 1 ? 'real time' : `${plainDuration(skipped)} ahead`}</output>
        </>
      }
    >
      <div className={css.eventButtons}>
        {CLOCK_STEPS.map((ms) => (
          <Button
            key={ms}
            size="sm"
            variant="secondary"
            onClick={() => clock.advance(ms, `+${plainDuration(ms)}`)}
          >
            Advance {plainDuration(ms)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}
