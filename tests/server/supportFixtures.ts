import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ticketImages, ticketMessages, tickets } from '../../server/db/schema';
import { type TestContext, testConfig, uniqueName } from './harness';
import { multipart } from './imageFixtures';
import { stakingMember } from './stakingFixtures';

export const KEY = 'support-operator-key-0123456789';
testConfig.operatorKey = KEY;

export const DEPOSIT = 1;
export const OTHERS = 7;

/** A signed-in member; the first of a test is the top of the team, later ones are placed under `sponsor`. */
export const supportMember = (
  c: TestContext,
  prefix = 'sup',
  sponsor?: { sponsor: string; position: 'L' | 'R' },
) => stakingMember(c, uniqueName(prefix), 0, sponsor);

export interface Attachment {
  bytes: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

type Fields = Record<string, string | number | undefined>;

async function send(
  c: TestContext,
  url: string,
  token: string | undefined,
  fields: Fields,
  images: Attachment[] = [],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = await multipart([
    ...Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => ({ field, value: String(value) })),
    ...images.map((image) => ({
      field: image.field ?? 'images[]',
      bytes: image.bytes,
      filename: image.filename ?? 'screenshot.png',
      type: image.type ?? 'image/png',
    })),
  ]);
  return c.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

export const raise = (c: TestContext, token: string | undefined, fields: Fields, images?: Attachment[]) =>
  send(c, '/api/raise-ticket', token, fields, images);

export const memberReply = (
  c: TestContext,
  token: string | undefined,
  id: number | string,
  message: string,
  images?: Attachment[],
) => send(c, '/api/reply', token, { id, message }, images);

export async function raiseTicket(c: TestContext, token: string, message = 'My deposit has not arrived yet') {
  const res = await raise(c, token, { subject_id: DEPOSIT, message });
  if (res.statusCode !== 200) throw new Error(`raise-ticket failed: ${res.body}`);
  return (res.json() as { ticket_id: number }).ticket_id;
}

export function operator(
  c: TestContext,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  key: string | null = KEY,
) {
  return c.app.inject({
    method,
    url: `/api/operator/${path}`,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export const operatorReplyForm = (c: TestContext, id: number, fields: Fields, images?: Attachment[]) =>
  send(c, `/api/operator/tickets/${id}/reply`, undefined, fields, images, { authorization: `Bearer ${KEY}` });

/** How many tickets, messages and images are stored: a refused request must leave all three as they were. */
export async function supportRows(c: TestContext) {
  const [t] = await c.db.select({ n: count() }).from(tickets);
  const [m] = await c.db.select({ n: count() }).from(ticketMessages);
  const [i] = await c.db.select({ n: count() }).from(ticketImages);
  return { tickets: Number(t?.n), messages: Number(m?.n), images: Number(i?.n) };
}
