import { useMemo } from 'react';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { type GraphEdge, layoutChart } from './graphLayout';
import * as css from './MachineExplorer.css';
import type { DelayTable } from './names';
import { isActive } from './StateChart';

export interface StateGraphProps {
  root: AnyStateNode;
  snapshot: AnyMachineSnapshot;
  invoked: ReadonlyMap<string, string>;
  delays: DelayTable;
  /** The type of the event that led to the current state, whose arrows are highlighted. */
  lastEvent: string | null;
  /** The event types QA can send now; their arrows are buttons. */
  sendable: ReadonlySet<string>;
  onSend: (eventType: string) => void;
}

const pathOf = (edge: GraphEdge) => `M ${edge.points.map((p) => `${p.x} ${p.y}`).join(' L ')}`;

/**
 * The machine drawn as a graph: states as boxes (nested states inside their parent, invoked actors named in
 * the box), transitions as arrows labelled with event, guard and delay; the active states and the arrows of the
 * last event are highlighted, and an arrow whose event can be sent now sends it when clicked.
 */
export function StateGraph({
  root,
  snapshot,
  invoked,
  delays,
  lastEvent,
  sendable,
  onSend,
}: StateGraphProps) {
  const graph = useMemo(() => layoutChart(root, invoked, delays), [root, invoked, delays]);
  const byId = (id: string) => root.machine.getStateNodeById(id) as AnyStateNode;
  const clusters = graph.nodes.filter((n) => n.isCluster);
  const leaves = graph.nodes.filter((n) => !n.isCluster);
  return (
    <figure className={css.graphFrame} aria-label={`${root.machine.id} statechart`}>
      <svg
        className={css.graph}
        width={graph.width + 8}
        height={graph.height + 8}
        viewBox={`0 0 ${graph.width + 8} ${graph.height + 8}`}
      >
        <title>{`${root.machine.id} statechart`}</title>
        <defs>
          <marker
            id="explorer-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className={css.arrowHead} />
          </marker>
        </defs>
        {[...clusters, ...leaves].map((node) => (
          <g key={node.id} data-graph-state={node.path} data-active={isActive(snapshot, byId(node.id))}>
            <rect
              className={css.graphNode}
              x={node.x}
              y={node.y}
              width={node.width}
              height={node.height}
              rx={6}
            />
            <text className={css.graphLabel} x={node.x + 8} y={node.y + 16}>
              {node.label}
              {node.kind === 'final' ? ' (final)' : node.kind === 'parallel' ? ' (parallel)' : ''}
            </text>
            {node.invokes.map((name, i) => (
              <text key={name} className={css.graphInvoke} x={node.x + 8} y={node.y + 32 + i * 16}>
                invokes {name}
              </text>
            ))}
          </g>
        ))}
        {graph.edges.map((edge) => {
          const canSend = sendable.has(edge.eventType);
          const last = edge.eventType === lastEvent;
          const content = (
            <>
              <path
                className={css.graphEdge}
                d={pathOf(edge)}
                markerEnd="url(#explorer-arrow)"
                data-last={last}
              />
              <text
                className={css.graphEdgeLabel}
                x={edge.labelX}
                y={edge.labelY + 4}
                textAnchor="middle"
                data-last={last}
              >
                {edge.label}
              </text>
            </>
          );
          return canSend ? (
            // biome-ignore lint/a11y/useSemanticElements: an SVG arrow cannot be a <button>; it acts as one.
            <g
              key={edge.id}
              role="button"
              tabIndex={0}
              aria-label={`Send ${edge.label}`}
              className={css.graphSendable}
              onClick={() => onSend(edge.eventType)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSend(edge.eventType);
                }
              }}
            >
              {content}
            </g>
          ) : (
            <g key={edge.id}>{content}</g>
          );
        })}
      </svg>
    </figure>
  );
}
