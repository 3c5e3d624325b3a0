import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, setup, toPromise } from 'xstate';
import type { ResendOtpBody } from '../../api/contract';
import { SOMETHING_WENT_WRONG } from '../../api/errors';
import { settle } from '../testing/advance';
import { recordingActions, recordingVerification } from '../testing/moneyMoveFakes';
import type { MoneyMoveContext, MoneyMoveEvent, MoneyMoveInput } from './moneyMoveParts';
import * as moneyMove from './moneyMoveParts';

type Answer = { status: unknown; msg?: string; code?: number } | 'throw';
type Event = MoneyMoveEvent | { type: 'start' };

/** The smallest move built from the parts: start, the code, the request, and its answer. */
function start(answers: Answer[] = []) {
  const seen = {
    submissions: [] as Record<string, string>[],
    sends: [] as ResendOtpBody[],
    toasts: [] as string[],
    refreshes: 0,
  };
  const machine = setup({
    types: { context: {} as MoneyMoveContext, input: {} as MoneyMoveInput, events: {} as Event },
    actors: {
      ...moneyMove.actors,
      submit: fromPromise(async ({ input }: { input: Record<string, string> }) => {
        seen.submissions.push(input);
        const answer = answers.shift() ?? { status: true };
        if (answer === 'throw') throw new Error('socket hang up');
        return answer;
      }),
    },
    actions: moneyMove.actions<MoneyMoveContext, Event>(),
    guards: moneyMove.guards,
  }).createMachine({
    id: 'move',
    context: ({ input }) => moneyMove.unconfirmed(input, {}),
    initial: 'idle',
    states: {
      idle: { on: { start: 'verifying' } },
      verifying: moneyMove.verifying({ action: 'withdraw', done: 'submitting', cancel: { target: 'idle' } }),
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => moneyMove.confirmation(context),
          onDone: moneyMove.answered({
            accepted: { target: 'idle', notify: 'Moved' },
            uncertain: 'failed',
            refused: { target: 'verifying' },
          }),
          onError: 'failed',
        },
      },
      failed: moneyMove.failed({ retry: 'submitting', cancel: { target: 'idle' } }),
    },
  });
  const actor = createActor(
    machine.provide({
      actors: { verification: recordingVerification(seen) },
      actions: recordingActions(seen),
    }),
    { input: { username: 'alice', authType: 'mpin' }, clock: new SimulatedClock() },
  ).start();
  const confirm = async (code = '1234') => {
    actor.send({ type: 'start' });
    actor.send({ type: 'code.submit', code });
    await settle();
  };
  return { actor, seen, confirm };
}

describe('the parts of a money move', () => {
  it('sends the body without its key, and the key beside it as the header wants it', async () => {
    const calls: unknown[] = [];
    const request = moneyMove.keyedRequest<string, { amount: string; idempotencyKey: string }>(
      async (body, key) => {
        calls.push([body, key]);
        return 'sent';
      },
    );
    await toPromise(createActor(request, { input: { amount: '5', idempotencyKey: 'k-1' } }).start());
    expect(calls).toEqual([[{ amount: '5' }, 'k-1']]);
  });

  it('sends the confirmed code under the name of the member’s auth type, with one key', async () => {
    const { seen, confirm } = start();
    await confirm('4321');
    expect(seen.submissions).toEqual([
      { mpin: '4321', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('retries a lost answer with the same key, and draws a new key for the next move', async () => {
    const { actor, seen, confirm } = start([{ status: false, msg: 'Network error', code: 0 }, 'throw']);
    await confirm();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(SOMETHING_WENT_WRONG);
    actor.send({ type: 'submit.retry' });
    await settle();
    actor.send({ type: 'submit.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    await confirm();
    const keys = seen.submissions.map((s) => s.idempotencyKey);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
    expect(seen.toasts).toEqual([
      `error: ${SOMETHING_WENT_WRONG}`,
      `error: ${SOMETHING_WENT_WRONG}`,
      'success: Moved',
      'success: Moved',
    ]);
    expect(seen.refreshes).toBe(2);
  });

  it('tells a refusal from a failure on the server’s side', async () => {
    const { actor, seen, confirm } = start([
      { status: false, msg: 'Invalid code', code: 422 },
      { status: false, code: 503 },
    ]);
    await confirm();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context).toMatchObject({
      code: null,
      idempotencyKey: null,
      error: 'Invalid code',
    });
    actor.send({ type: 'code.submit', code: '1234' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(seen.toasts).toEqual(['error: Invalid code', `error: ${SOMETHING_WENT_WRONG}`]);
  });

  it('toasts the server’s own words for a move it accepted', async () => {
    const { seen, confirm } = start([{ status: 1, msg: 'Withdrawal requested' }]);
    await confirm();
    expect(seen.toasts).toEqual(['success: Withdrawal requested']);
  });

  it('forgets the code and the key when the member cancels a lost request', async () => {
    const { actor, confirm } = start(['throw']);
    await confirm();
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ code: null, idempotencyKey: null });
  });
});
