import { graphlib, layout } from '@dagrejs/dagre';
import type { AnyStateNode } from 'xstate';
import { type DelayTable, describeEvent, describeGuard } from './names';

/** A state drawn as a box; a compound or parallel state is a box around its children. */
export interface GraphNode {
  id: string;
  /** The state's path, as the explorer names states ('ready.editing'). */
  path: string;
  label: string;
  /** What the state invokes while it is active ('preLogin'), drawn inside its box. */
  invokes: string[];
  kind: string;
  x: number;
  y: number;
  width: number;
  height: number;
  isCluster: boolean;
}

/** A transition drawn as an arrow, with the event, guard and delay it waits for. */
export interface GraphEdge {
  id: string;
  /** The event type the arrow sends when clicked ('credentials.submit', 'xstate.after.tick…'). */
  eventType: string;
  label: string;
  points: { x: number; y: number }[];
  labelX: number;
  labelY: number;
  /** Drawn from its source state back to itself (a countdown's tick). */
  isLoop: boolean;
}

export interface GraphLayout {
  nodes: GraphNode[];
  edges: GraphEdge[];
  width: number;
  height: number;
}

/** Text is measured roughly (7 px a character at 12 px) so the layout does not need the DOM. */
const textWidth = (text: string) => Math.max(40, text.length * 7 + 16);
const LINE = 16;

function allNodes(root: AnyStateNode): AnyStateNode[] {
  const children = Object.values(root.states) as AnyStateNode[];
  return children.flatMap((child) => [child, ...allNodes(child)]);
}

/** Where an arrow to or from a compound state lands: dagre draws edges between leaves only. */
function leafOf(node: AnyStateNode): AnyStateNode {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node;
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  return leafOf(initial ?? (children[0] as AnyStateNode));
}

/**
 * Lays a machine's statechart out with dagre (nested states as clusters, transitions as routed edges) so the
 * explorer can draw it in SVG: the layout is the library's, the drawing is ours.
 */
export function layoutChart(
  root: AnyStateNode,
  invoked: ReadonlyMap<string, string>,
  delays: DelayTable,
): GraphLayout {
  const g = new graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 48, edgesep: 12, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  const nodes = allNodes(root);
  for (const node of nodes) {
    const invokes = node.invoke.map((i) => invoked.get(i.id) ?? (typeof i.src === 'string' ? i.src : i.id));
    const isCluster = Object.keys(node.states).length > 0;
    const lines = [node.key, ...invokes.map((name) => `invokes ${name}`)];
    g.setNode(node.id, {
      label: node.key,
      width: Math.max(...lines.map(textWidth)),
      height: LINE * lines.length + 12,
      data: { node, invokes, isCluster },
    });
    if (node.parent && node.parent !== root) g.setParent(node.id, node.parent.id);
  }
  const edgeEvents = new Map<string, { eventType: string; label: string; from: string; loop: boolean }>();
  let n = 0;
  for (const node of nodes) {
    const add = (
      eventType: string,
      list: readonly { target?: readonly AnyStateNode[]; guard?: unknown }[],
    ) => {
      for (const transition of list) {
        for (const target of transition.target ?? []) {
          const guard = describeGuard(transition.guard);
          const label = `${describeEvent(eventType, invoked, delays)}${guard ? ` [${guard}]` : ''}`;
          const from = leafOf(node).id;
          const to = leafOf(target).id;
          const name = `e${n++}`;
          edgeEvents.set(name, { eventType, label, from, loop: from === to });
          if (from !== to)
            g.setEdge(from, to, { label, width: textWidth(label), height: LINE, labelpos: 'c' }, name);
        }
      }
    };
    for (const [eventType, list] of node.transitions) add(eventType, list);
    if (node.always) add('', node.always);
  }
  layout(g);

  const laidNodes: GraphNode[] = g.nodes().map((id) => {
    const v = g.node(id) as {
      x: number;
      y: number;
      width: number;
      height: number;
      data: { node: AnyStateNode; invokes: string[]; isCluster: boolean };
    };
    const { node, invokes, isCluster } = v.data;
    return {
      id,
      path: node.path.join('.'),
      label: node.key,
      invokes,
      kind: node.type,
      x: v.x - v.width / 2,
      y: v.y - v.height / 2,
      width: v.width,
      height: v.height,
      isCluster,
    };
  });
  const laidEdges: GraphEdge[] = [];
  for (const e of g.edges()) {
    const v = g.edge(e) as { points: { x: number; y: number }[]; x: number; y: number };
    const meta = edgeEvents.get(e.name ?? '');
    if (!meta) continue;
    laidEdges.push({
      id: e.name ?? '',
      eventType: meta.eventType,
      label: meta.label,
      points: v.points,
      labelX: v.x,
      labelY: v.y,
      isLoop: false,
    });
  }
  // A transition back into its own state gets a small loop on the box's end edge, with its label beside it.
  const loopsOn = new Map<string, number>();
  for (const [name, meta] of edgeEvents) {
    if (!meta.loop) continue;
    const source = laidNodes.find((node) => node.id === meta.from);
    if (!source) continue;
    const index = loopsOn.get(source.id) ?? 0;
    loopsOn.set(source.id, index + 1);
    const x = source.x + source.width;
    const y = source.y + 12 + index * 22;
    laidEdges.push({
      id: name,
      eventType: meta.eventType,
      label: meta.label,
      points: [
        { x, y: y - 6 },
        { x: x + 18, y: y - 12 },
        { x: x + 18, y: y + 12 },
        { x, y: y + 6 },
      ],
      labelX: x + 24 + textWidth(meta.label) / 2,
      labelY: y,
      isLoop: true,
    });
  }
  const graph = g.graph() as { width?: number; height?: number };
  const loopsWidth = Math.max(
    0,
    ...laidEdges.filter((e) => e.isLoop).map((e) => e.labelX + textWidth(e.label) / 2),
  );
  return {
    nodes: laidNodes,
    edges: laidEdges,
    width: Math.max(graph.width ?? 0, loopsWidth),
    height: graph.height ?? 0,
  };
}
