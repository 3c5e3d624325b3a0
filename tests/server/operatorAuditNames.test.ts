import { expect, it } from 'vitest';
import type { AuditRow } from '../../src/api/contract';
import { describeEngines } from './harness';
import { operatorSignIn, signedInOperator } from './operatorFixtures';
import {
  csvRows,
  type Envelope,
  listed,
  memberReadyToWithdraw,
  placeWithdrawals,
} from './operatorListFixtures';
import { operator, raiseTicket, supportMember } from './supportFixtures';

type Audit = Envelope<AuditRow> & { until_id: number | null };

describeEngines('the audit log naming who was concerned', (ctx) => {
  it('names the member of every approval decision, withdrawal decision and ticket action', async () => {
    const c = ctx();
    const ann = await memberReadyToWithdraw(c, 'named', 200n);
    await placeWithdrawals(c, ann.id, 2);
    const [first, second] = (await listed<{ data: Array<{ id: number }> }>(c, 'withdrawals?dir=asc')).data;
    expect((await operator(c, 'POST', `withdrawals/${first!.id}/approve`)).statusCode).toBe(200);
    expect(
      (await operator(c, 'POST', `withdrawals/${first!.id}/paid`, { tx: 'paidtx00001' })).statusCode,
    ).toBe(200);
    expect(
      (await operator(c, 'POST', `withdrawals/${second!.id}/reject`, { reason: 'Wrong network' })).statusCode,
    ).toBe(200);

    const asker = await supportMember(c, 'asker', { sponsor: ann.username, position: 'L' });
    const ticket = await raiseTicket(c, asker.token);
    for (const [path, body] of [
      ['note', { note: 'Checked the chain' }],
      ['reply', { message: 'It has arrived now' }],
      ['close', undefined],
      ['reopen', undefined],
    ] as const) {
      expect((await operator(c, 'POST', `tickets/${ticket}/${path}`, body)).statusCode, path).toBe(200);
    }

    const finA = await signedInOperator(c, 'fin_named_a', 'finance');
    const finB = await signedInOperator(c, 'fin_named_b', 'finance');
    for (const [decision, body] of [
      ['approve', undefined],
      ['decline', { reason: 'Asked twice' }],
    ] as const) {
      const frozen = await operator(
        c,
        'POST',
        `members/${ann.username}/freeze`,
        { reason: 'Check' },
        finA.token,
      );
      expect(frozen.statusCode).toBe(200);
      const lift = await operator(
        c,
        'POST',
        `members/${ann.username}/unfreeze`,
        { reason: 'Fine' },
        finA.token,
      );
      const { id } = (lift.json() as { approval: { id: number } }).approval;
      expect((await operator(c, 'POST', `approvals/${id}/${decision}`, body, finB.token)).statusCode).toBe(
        200,
      );
    }

    const auditor = await signedInOperator(c, 'aud_named', 'auditor');
    const about = async (action: string) =>
      (await listed<Audit>(c, `audit?action=${action}`, auditor.token)).data.map((row) => [
        row.action,
        row.subject_username,
      ]);
    expect(await about('withdrawal.')).toEqual(
      expect.arrayContaining([
        ['withdrawal.approve', ann.username],
        ['withdrawal.paid', ann.username],
        ['withdrawal.reject', ann.username],
      ]),
    );
    expect(await about('approval.')).toEqual(
      expect.arrayContaining([
        ['approval.approve', ann.username],
        ['approval.decline', ann.username],
      ]),
    );
    expect(await about('ticket.')).toEqual(
      expect.arrayContaining(
        ['ticket.note', 'ticket.reply', 'ticket.close', 'ticket.reopen'].map((a) => [a, asker.username]),
      ),
    );
  });

  it('lists failed sign-ins under the username they tried, known or not, and exports them', async () => {
    const c = ctx();
    await signedInOperator(c, 'fin_named', 'finance');
    const admin = await signedInOperator(c, 'adm_named', 'admin');
    expect(
      (await operatorSignIn(c, { username: 'FIN_named', password: 'a wrong guess here', code: '123456' }))
        .statusCode,
    ).toBe(401);
    expect((await operatorSignIn(c, { username: 'ghost', password: 'a wrong guess here' })).statusCode).toBe(
      401,
    );

    const tried = async (username: string) =>
      (await listed<Audit>(c, `audit?operator=${username}&action=operator.sign-in`, admin.token)).data;
    const fin = await tried('fin_named');
    expect(fin.map((row) => [row.operator, row.attempted_username, row.details.outcome])).toEqual([
      ['not signed in', 'fin_named', 'refused'],
      ['fin_named', 'fin_named', 'signed-in'],
      ['not signed in', 'fin_named', 'enrol'],
    ]);
    expect((await tried('ghost')).map((row) => row.operator)).toEqual(['not signed in']);
    // The key's own calls are the key's, not every row without an operator.
    const key = await listed<Audit>(c, 'audit?operator=key', admin.token);
    expect(key.data.every((row) => row.operator === 'operator key')).toBe(true);

    const csv = csvRows((await operator(c, 'GET', 'audit.csv?operator=ghost', undefined, admin.token)).body);
    expect(csv.map((row) => row.slice(2, 5))).toEqual([
      ['operator', 'username_tried', 'action'],
      ['not signed in', 'ghost', 'operator.sign-in'],
    ]);
  });
});
