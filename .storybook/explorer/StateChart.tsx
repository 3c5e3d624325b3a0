import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';
import * as css from './MachineExplorer.css';
import { type DelayTable, describeEvent, describeGuard } from './names';

/** The state value that names one node, so `snapshot.matches` can say whether it is active. */
function stateValueAt(path: string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length === 0 ? head : { [head]: stateValueAt(rest) };
}

export function isActive(snapshot: AnyMachineSnapshot, node: AnyStateNode): boolean {
  return node.path.length === 0 || snapshot.matches(stateValueAt(node.path));
}

interface Edge {
  event: string;
  targets: string;
  guard: string;
}

function edgesOf(node: AnyStateNode, invoked: ReadonlyMap<string, string>, delays: DelayTable): Edge[] {
  const edges: Edge[] = [];
  const add = (event: string, list: readonly { target?: readonly AnyStateNode[]; guard?: unknown }[]) => {
    for (const t of list) {
      edges.push({
        event: describeEvent(event, invoked, delays),
        targets: t.target?.map((n) => n.key).join(', ') || '(stays)',
        guard: describeGuard(t.guard),
      });
    }
  };
  for (const [event, list] of node.transitions) add(event, list);
  if (node.always) add('', node.always);
  return edges;
}

export interface StateChartProps {
  node: AnyStateNode;
  snapshot: AnyMachineSnapshot;
  /** Invocation ids → what they run, so 'done: 0.login.checkingCredentials' reads 'done: preLogin'. */
  invoked: ReadonlyMap<string, string>;
  /** The machine's named delays, so a timed transition reads 'after 1 s (tick)'. */
  delays: DelayTable;
}

export function StateChart({ node, snapshot, invoked, delays }: StateChartProps) {
  const active = isActive(snapshot, node);
  const childNodes = Object.values(node.states) as AnyStateNode[];
  const edges = edgesOf(node, invoked, delays);
  const runs = node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id));
  return (
    <section
      className={css.stateBox}
      data-active={active}
      data-state={node.path.join('.') || node.id}
      aria-label={`${node.path.join('.') || node.id} state${active ? ' (current)' : ''}`}
    >
      <div className={css.stateName}>
        <span>{node.key}</span>
        <span className={css.stateKind}>
          {node.type === 'atomic' ? '' : node.type}
          {runs.length > 0 ? ` invokes ${runs.join(', ')}` : ''}
          {active && node.path.length > 0 ? ' · current' : ''}
        </span>
      </div>
      {edges.length > 0 && (
        <ul className={css.transitions}>
          {edges.map((e, i) => (
            // Edges have no identity beyond their position; the list is rebuilt, never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i}>
              <code>{e.event}</code>
              {e.guard ? ` [${e.guard}]` : ''} → {e.targets}
            </li>
          ))}
        </ul>
      )}
      {childNodes.length > 0 && (
        <div className={node.type === 'parallel' ? css.parallelChildren : css.children}>
          {childNodes.map((child) => (
            <StateChart key={child.key} node={child} snapshot={snapshot} invoked={invoked} delays={delays} />
          ))}
        </div>
      )}
    </section>
  );
}
