import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';
import * as css from './MachineExplorer.css';

/** The state value that names one node, so `snapshot.matches` can say whether it is active. */
function stateValueAt(path: string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length === 0 ? head : { [head]: stateValueAt(rest) };
}

export function isActive(snapshot: AnyMachineSnapshot, node: AnyStateNode): boolean {
  return node.path.length === 0 || snapshot.matches(stateValueAt(node.path));
}

/** Built-in event names read poorly on a chart; these say what a designer would call them. */
export function describeEvent(type: string): string {
  if (type.startsWith('xstate.done.actor.')) return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0]} ms`;
  if (type === '') return 'always';
  return type;
}

interface Edge {
  event: string;
  targets: string;
  guarded: boolean;
}

function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  const add = (event: string, list: readonly { target?: readonly AnyStateNode[]; guard?: unknown }[]) => {
    for (const t of list) {
      edges.push({
        event: describeEvent(event),
        targets: t.target?.map((n) => n.key).join(', ') || '(stays)',
        guarded: Boolean(t.guard),
      });
    }
  };
  for (const [event, list] of node.transitions) add(event, list);
  if (node.always) add('', node.always);
  return edges;
}

export function StateChart({ node, snapshot }: { node: AnyStateNode; snapshot: AnyMachineSnapshot }) {
  const active = isActive(snapshot, node);
  const childNodes = Object.values(node.states) as AnyStateNode[];
  const edges = edgesOf(node);
  const invoked = node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id));
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
          {invoked.length > 0 ? ` invokes ${invoked.join(', ')}` : ''}
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
              {e.guarded ? ' [guard]' : ''} → {e.targets}
            </li>
          ))}
        </ul>
      )}
      {childNodes.length > 0 && (
        <div className={node.type === 'parallel' ? css.parallelChildren : css.children}>
          {childNodes.map((child) => (
            <StateChart key={child.key} node={child} snapshot={snapshot} />
          ))}
        </div>
      )}
    </section>
  );
}
