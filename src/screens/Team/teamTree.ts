import type { DirectTeamMember } from '../../api/team';

export type TeamNode = {
  member: DirectTeamMember;
  /** Usernames of the direct team, once loaded. */
  children?: readonly string[];
  collapsed: boolean;
  loading: boolean;
};

/** The part of the sponsor tree loaded so far, under the member shown at the top. */
export type TeamTree = { root: string; nodes: ReadonlyMap<string, TeamNode> };

export type TeamTreeEvent =
  | { type: 'rootLoaded'; members: readonly DirectTeamMember[] }
  | { type: 'childrenRequested'; username: string }
  | { type: 'childrenLoaded'; username: string; members: readonly DirectTeamMember[] }
  | { type: 'childrenFailed'; username: string }
  | { type: 'expanded'; username: string; expanded: boolean };

/** An empty slot under a sponsor: the server sends it without a username. */
export const isVacant = (member: DirectTeamMember) => member.username === '';

/** Spec document 2 §2: green when paid or live-paid, red when unpaid or vacant, pale cyan otherwise. */
export function memberTone(member: DirectTeamMember): 'positive' | 'critical' | 'info' {
  if (isVacant(member)) return 'critical';
  if (member.is_paid === 1 || member.live_is_paid === 1) return 'positive';
  if (member.is_paid === 0) return 'critical';
  return 'info';
}

export function memberStatus(member: DirectTeamMember): string {
  if (isVacant(member)) return 'Vacant';
  return memberTone(member) === 'positive' ? 'Paid' : 'Unpaid';
}

/** What a click on the node does: load its direct team, show or hide the loaded one, or nothing. */
export function nodeAction(tree: TeamTree, username: string): 'load' | 'toggle' | 'none' {
  const node = tree.nodes.get(username);
  if (!node || node.loading || isVacant(node.member)) return 'none';
  if (node.children === undefined) return node.member.direct_count > 0 ? 'load' : 'none';
  return node.children.length > 0 ? 'toggle' : 'none';
}

/** Vacant slots have no username, so each gets an id of its own place under its sponsor. */
const idOf = (member: DirectTeamMember, parent: string, position: number) =>
  isVacant(member) ? `vacant:${parent}:${position}` : member.username;

function withChildren(
  nodes: Map<string, TeamNode>,
  parent: string,
  members: readonly DirectTeamMember[],
): string[] {
  const children: string[] = [];
  members.forEach((member, position) => {
    const id = idOf(member, parent, position);
    // A member already in the tree (a repeated answer) keeps its place and whatever was loaded under it.
    if (id === parent || children.includes(id)) return;
    if (!nodes.has(id)) nodes.set(id, { member, collapsed: false, loading: false });
    children.push(id);
  });
  return children;
}

export function teamTreeFrom(members: readonly DirectTeamMember[]): TeamTree | null {
  const [head, ...team] = members;
  if (!head) return null;
  const nodes = new Map<string, TeamNode>();
  const children = withChildren(nodes, head.username, team);
  nodes.set(head.username, { member: head, children, collapsed: false, loading: false });
  return { root: head.username, nodes };
}

function patch(tree: TeamTree, username: string, change: (node: TeamNode) => TeamNode | null): TeamTree {
  const node = tree.nodes.get(username);
  const next = node && change(node);
  if (!next) return tree;
  const nodes = new Map(tree.nodes);
  nodes.set(username, next);
  return { ...tree, nodes };
}

export function teamTreeReducer(tree: TeamTree | null, event: TeamTreeEvent): TeamTree | null {
  if (event.type === 'rootLoaded') return teamTreeFrom(event.members) ?? tree;
  if (!tree) return tree;
  switch (event.type) {
    case 'childrenRequested':
      return patch(tree, event.username, (node) => ({ ...node, loading: true }));
    case 'childrenFailed':
      return patch(tree, event.username, (node) => ({ ...node, loading: false }));
    case 'expanded':
      return patch(tree, event.username, (node) =>
        node.collapsed === !event.expanded ? null : { ...node, collapsed: !event.expanded },
      );
    case 'childrenLoaded': {
      const node = tree.nodes.get(event.username);
      if (!node) return tree;
      const [head, ...team] = event.members;
      const nodes = new Map(tree.nodes);
      const children = withChildren(nodes, event.username, team);
      const member = head?.username === event.username ? head : node.member;
      nodes.set(event.username, { member, children, collapsed: false, loading: false });
      return { ...tree, nodes };
    }
  }
}
