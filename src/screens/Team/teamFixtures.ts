import type { DirectTeamMember } from '../../api/team';
import type { TeamNode, TeamTree } from './teamTree';

/** A direct-team record as the server sends it, for stories and tests. */
export function member(username: string, overrides: Partial<DirectTeamMember> = {}): DirectTeamMember {
  return {
    username,
    sponsor: null,
    sponsor_sponsor: null,
    is_paid: 1,
    live_is_paid: 0,
    total_subscription: '100',
    team_business: '0',
    total_team: 0,
    paid_team: 0,
    position: null,
    direct_count: 0,
    sponsor_is_paid: 1,
    sponsor_live_is_paid: 0,
    sponsor_total_subscription: '0',
    sponsor_team_business: '0',
    sponsor_package_subscription: '0',
    sponsor_team_fixed_subscription: '0',
    sponsor_team_live_subscription: '0',
    sponsor_team_package_subscription: '0',
    sponsor_total_team: 0,
    sponsor_paid_team: 0,
    ...overrides,
  };
}

/**
 * The direct team of every member of a generated team of `count` members, keyed by sponsor: member n sponsors
 * members 4n+1 … 4n+4, named m0 … m{count-1}; every third is unpaid.
 */
export function generatedTeam(count: number): Map<string, DirectTeamMember[]> {
  const answers = new Map<string, DirectTeamMember[]>();
  const record = (n: number) => {
    const directs = Math.max(0, Math.min(4, count - (4 * n + 1)));
    return member(`m${n}`, {
      sponsor: n === 0 ? null : `m${Math.floor((n - 1) / 4)}`,
      is_paid: n % 3 === 2 ? 0 : 1,
      direct_count: directs,
      total_team: directs,
      total_subscription: String(100 + (n % 7) * 50),
    });
  };
  for (let n = 0; n < count; n++) {
    const team = [record(n)];
    for (let c = 4 * n + 1; c <= 4 * n + 4 && c < count; c++) team.push(record(c));
    answers.set(`m${n}`, team);
  }
  return answers;
}

/** The whole generated team, every direct team already loaded, as the tree holds it. */
export function loadedTree(answers: Map<string, DirectTeamMember[]>, root = 'm0'): TeamTree {
  const nodes = new Map<string, TeamNode>();
  for (const [username, [head, ...team]] of answers) {
    if (!head) continue;
    nodes.set(username, {
      member: head,
      children: team.map((m) => m.username),
      collapsed: false,
      loading: false,
    });
  }
  return { root, nodes };
}
