import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { describeEngines, json } from './harness';
import { signedInOperator } from './operatorFixtures';
import { operator, raiseTicket, supportMember } from './supportFixtures';

type Page = { data: { data: Array<{ id: number; assigned_to: string | null }> } };

describeEngines('ticket assignment', (ctx) => {
  it('gives tickets to operators who answer them, and shows each operator the unassigned queue and their own', async () => {
    const c = ctx();
    const member = await supportMember(c);
    const first = await raiseTicket(c, member.token, 'My deposit has not arrived yet');
    const second = await raiseTicket(c, member.token, 'How do I change my PIN?');
    const ada = await signedInOperator(c, 'sup_ada', 'support');
    const bo = await signedInOperator(c, 'sup_bo', 'support');
    await signedInOperator(c, 'fin_cy', 'finance');
    const list = async (query: string, token: string) =>
      json<Page>(await operator(c, 'GET', `tickets${query}`, undefined, token)).data.data.map((t) => t.id);

    expect(await list('?assigned=unassigned', ada.token)).toEqual([second, first]);
    const taken = await operator(c, 'POST', `tickets/${first}/assign`, { assignee: 'SUP_ADA' }, ada.token);
    expect(json(taken)).toMatchObject({
      message: 'Ticket assigned to sup_ada',
      data: { id: first, assigned_to: 'sup_ada' },
    });
    expect(await list('?assigned=mine', ada.token)).toEqual([first]);
    expect(await list('?assigned=unassigned', ada.token)).toEqual([second]);
    expect(await list('?assigned=mine', bo.token)).toEqual([]);
    // The operator key is nobody's: nothing is its own.
    expect(await list('?assigned=mine', 'support-operator-key-0123456789')).toEqual([]);

    for (const [assignee, message] of [
      ['fin_cy', 'fin_cy is finance and does not answer tickets'],
      ['nobody_here', 'No operator can take tickets as nobody_here'],
    ] as const) {
      const refused = await operator(c, 'POST', `tickets/${second}/assign`, { assignee }, ada.token);
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toMatchObject({ errors: { assignee: [message] } });
    }
    expect(
      (await operator(c, 'POST', 'tickets/999999/assign', { assignee: null }, ada.token)).statusCode,
    ).toBe(404);

    const handedOver = await operator(
      c,
      'POST',
      `tickets/${first}/assign`,
      { assignee: 'sup_bo' },
      ada.token,
    );
    expect(json(handedOver)).toMatchObject({ data: { assigned_to: 'sup_bo' } });
    expect(await list('?assigned=mine', bo.token)).toEqual([first]);
    // A note is signed with its writer's username, for colleagues; the member never sees notes.
    await operator(c, 'POST', `tickets/${first}/note`, { note: 'Asked finance about it' }, bo.token);
    const thread = json<{ data: { messages: Array<{ internal: boolean; admin_username: string | null }> } }>(
      await operator(c, 'GET', `tickets/${first}`, undefined, ada.token),
    ).data.messages;
    expect(thread.filter((m) => m.internal).map((m) => m.admin_username)).toEqual(['sup_bo']);

    const back = await operator(c, 'POST', `tickets/${first}/assign`, { assignee: null }, bo.token);
    expect(json(back)).toMatchObject({ message: 'Ticket unassigned', data: { assigned_to: null } });

    const audits = await c.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ticket.assign'))
      .orderBy(auditLog.id);
    const moves = audits
      .filter((a) => a.details.outcome === 'ok')
      .map((a) => [a.before?.assigned_to, a.after?.assigned_to]);
    expect(moves).toEqual([
      [null, 'sup_ada'],
      ['sup_ada', 'sup_bo'],
      ['sup_bo', null],
    ]);
  });
});
