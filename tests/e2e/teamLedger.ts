import { expect } from '@playwright/test';
import type { DirectTeamMember, LevelRecord, Payout } from '../../src/api/contract/team';
import { tessera } from './tessera';

/**
 * What the test knows about a member without asking GET dashboard: the ledger (operator balances and the
 * member's own CSV of ledger lines), the team walked node by node through GET directTeam, and the payouts list.
 */

/** Decimal USDT string → micro-USDT, so amounts are compared without floats. */
export const micros = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
};

/** Micro-USDT → '$12.35' as the member area prints dollars (2 decimals, half up). */
export const dollars = (value: bigint): string => {
  const cents = (value + 5_000n) / 10_000n;
  return `$${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
};

export const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

export const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function get(path: string, token: string): Promise<Response> {
  const response = await fetch(`${tessera.baseUrl}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  return response;
}

export async function operatorBalances(username: string) {
  const response = await get(`operator/balances?username=${username}`, tessera.operatorKey());
  const { data } = (await response.json()) as { data: Record<'pay_in' | 'pay_out' | 'reserve', string> };
  return { payIn: micros(data.pay_in), payOut: micros(data.pay_out), reserve: micros(data.reserve) };
}

/**
 * What the members staked on a day that still stands, from each one's file in the back office: the day's
 * team business as the ledger's stakes give it, whenever each member joined.
 */
export async function stakesStandingFrom(day: string, usernames: readonly string[]): Promise<bigint> {
  let total = 0n;
  for (const username of usernames) {
    const response = await get(`operator/members/${username}`, tessera.operatorKey());
    const { data } = (await response.json()) as {
      data: { stakes: Array<{ amount_paid: string; status: number; created_at: string }> };
    };
    for (const stake of data.stakes)
      if (stake.status === 1 && stake.created_at.startsWith(day)) total += micros(stake.amount_paid);
  }
  return total;
}

export interface LedgerLine {
  createdAt: string;
  wallet: string;
  type: 'credit' | 'debit';
  value: bigint;
  source: string;
}

/** One CSV record per line; a quoted field may hold commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields;
}

/** Every ledger line of the member, from the CSV export the member can download. */
export async function ledgerLines(token: string): Promise<LedgerLine[]> {
  const text = await (await get('transactions?export=csv', token)).text();
  const [header, ...rows] = text.split('\r\n').filter((l) => l !== '');
  expect(header).toBe(
    'created_at,transaction_id,wallet,type,value,balance,source,note,withdrawal_status,t_hash',
  );
  return rows.map((row) => {
    const [createdAt = '', , wallet = '', type = '', value = '0', , source = ''] = csvFields(row);
    return { createdAt, wallet, type: type as LedgerLine['type'], value: micros(value), source };
  });
}

export const credits = (lines: readonly LedgerLine[], sources: readonly string[], day?: string) =>
  sum(
    lines
      .filter(
        (l) => l.type === 'credit' && sources.includes(l.source) && (!day || l.createdAt.startsWith(day)),
      )
      .map((l) => l.value),
  );

export interface TeamMember {
  member: DirectTeamMember;
  depth: number;
}

/** The whole downline, asking GET directTeam for each member's direct team in turn (as the tree does). */
export async function walkTeam(token: string, root: string): Promise<TeamMember[]> {
  const found: TeamMember[] = [];
  const queue: TeamMember[] = [];
  const directsOf = async (username: string) => {
    const { data } = (await (await get(`directTeam?username=${username}`, token)).json()) as {
      data: DirectTeamMember[];
    };
    expect(data[0]?.username).toBe(username);
    return data.slice(1).filter((m) => m.username !== '');
  };
  for (const member of await directsOf(root)) queue.push({ member, depth: 1 });
  while (queue.length > 0) {
    const next = queue.shift() as TeamMember;
    found.push(next);
    if (next.member.direct_count > 0)
      for (const member of await directsOf(next.member.username))
        queue.push({ member, depth: next.depth + 1 });
  }
  return found;
}

export async function levelRecords(token: string): Promise<LevelRecord[]> {
  return ((await (await get('user-team-details', token)).json()) as { data: LevelRecord[] }).data;
}

/** Every payout of the member, page after page of GET payouts. */
export async function allPayouts(token: string): Promise<Payout[]> {
  const payouts: Payout[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await get(`payouts?page=${page}`, token)).json()) as {
      data: { last_page: number; data: Payout[] };
    };
    payouts.push(...body.data.data);
    if (page >= body.data.last_page) return payouts;
  }
}

export async function stakingRates(token: string): Promise<Map<number, string>> {
  const { data } = (await (await get('income-plan', token)).json()) as {
    data: { levels: Array<{ level: number; staking_percentage: string }> };
  };
  return new Map(data.levels.map((l) => [l.level, l.staking_percentage]));
}
