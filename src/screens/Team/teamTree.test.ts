import { describe, expect, it } from 'vitest';
import { member } from './teamFixtures';
import {
  memberStatus,
  memberTone,
  nodeAction,
  type TeamTree,
  teamTreeFrom,
  teamTreeReducer,
} from './teamTree';

const own = () =>
  teamTreeFrom([
    member('demo', { direct_count: 2 }),
    member('alice', { sponsor: 'demo', direct_count: 2 }),
    member('bob', { sponsor: 'demo', direct_count: 0 }),
  ]) as TeamTree;

const shown = (tree: TeamTree | null, id: string) => tree?.nodes.get(id)?.children;

describe('team tree', () => {
  it('puts the asked member on top with its direct team under it', () => {
    const tree = own();
    expect(tree.root).toBe('demo');
    expect(shown(tree, 'demo')).toEqual(['alice', 'bob']);
    expect(shown(tree, 'alice')).toBeUndefined();
    expect(teamTreeFrom([])).toBeNull();
  });

  it('loads a childless node with a direct team, and nothing for a member with none', () => {
    const tree = own();
    expect(nodeAction(tree, 'alice')).toBe('load');
    expect(nodeAction(tree, 'bob')).toBe('none');
    expect(nodeAction(tree, 'demo')).toBe('toggle');
    expect(nodeAction(tree, 'nobody')).toBe('none');
  });

  it('appends the loaded direct team under the clicked member and refreshes its figures', () => {
    let tree = teamTreeReducer(own(), { type: 'childrenRequested', username: 'alice' });
    expect(tree?.nodes.get('alice')?.loading).toBe(true);
    expect(nodeAction(tree as TeamTree, 'alice')).toBe('none');
    tree = teamTreeReducer(tree, {
      type: 'childrenLoaded',
      username: 'alice',
      members: [
        member('alice', { direct_count: 2, total_team: 2 }),
        member('carol', { sponsor: 'alice' }),
        member('dave', { sponsor: 'alice' }),
      ],
    });
    expect(shown(tree, 'alice')).toEqual(['carol', 'dave']);
    expect(tree?.nodes.get('alice')?.loading).toBe(false);
    expect(tree?.nodes.get('alice')?.member.total_team).toBe(2);
    expect(shown(tree, 'demo')).toEqual(['alice', 'bob']);
  });

  it('lets the member try again after a failed load', () => {
    let tree = teamTreeReducer(own(), { type: 'childrenRequested', username: 'alice' });
    tree = teamTreeReducer(tree, { type: 'childrenFailed', username: 'alice' });
    expect(nodeAction(tree as TeamTree, 'alice')).toBe('load');
  });

  it('hides and shows a loaded direct team', () => {
    let tree = teamTreeReducer(own(), { type: 'expanded', username: 'demo', expanded: false });
    expect(tree?.nodes.get('demo')?.collapsed).toBe(true);
    const same = teamTreeReducer(tree, { type: 'expanded', username: 'demo', expanded: false });
    expect(same).toBe(tree);
    tree = teamTreeReducer(tree, { type: 'expanded', username: 'demo', expanded: true });
    expect(tree?.nodes.get('demo')?.collapsed).toBe(false);
  });

  it('makes a searched member the new top of the tree', () => {
    const tree = teamTreeReducer(own(), {
      type: 'rootLoaded',
      members: [member('carol', { direct_count: 1 }), member('heidi', { sponsor: 'carol' })],
    });
    expect(tree?.root).toBe('carol');
    expect(shown(tree, 'carol')).toEqual(['heidi']);
    expect(tree?.nodes.has('demo')).toBe(false);
  });

  it('gives each vacant slot its own place and nothing to load', () => {
    const tree = teamTreeFrom([member('demo', { direct_count: 1 }), member(''), member('')]) as TeamTree;
    expect(shown(tree, 'demo')).toEqual(['vacant:demo:0', 'vacant:demo:1']);
    expect(nodeAction(tree, 'vacant:demo:0')).toBe('none');
  });

  it('colours paid or live-paid green, unpaid or vacant red, anything else pale cyan', () => {
    expect(memberTone(member('a', { is_paid: 1 }))).toBe('positive');
    expect(memberTone(member('a', { is_paid: 0, live_is_paid: 1 }))).toBe('positive');
    expect(memberTone(member('a', { is_paid: 0, live_is_paid: 0 }))).toBe('critical');
    expect(memberTone(member(''))).toBe('critical');
    expect(memberTone(member('a', { is_paid: 2, live_is_paid: 0 }))).toBe('info');
    expect(memberStatus(member('a', { is_paid: 0 }))).toBe('Unpaid');
    expect(memberStatus(member(''))).toBe('Vacant');
  });
});
