import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { ReopenTicketResponse, TicketStatus } from '../../api/support';
import { settle } from '../testing/advance';
import { ticketReopenMachine } from './ticketReopenMachine';

const reopened: ReopenTicketResponse = { status: true, msg: 'Ticket reopened', message: 'Ticket reopened' };
const notClosed = {
  status: false,
  msg: 'Only a closed ticket can be reopened',
  message: 'Only a closed ticket can be reopened',
  code: 409,
} as const;

function start(
  status: TicketStatus,
  answer: () => ApiResult<ReopenTicketResponse> | Promise<never> = () => reopened,
) {
  const seen = { asked: [] as number[], toasts: [] as string[], refreshes: 0 };
  const clock = new SimulatedClock();
  const machine = ticketReopenMachine.provide({
    actors: {
      reopenTicket: fromPromise(async ({ input }: { input: { ticketId: number } }) => {
        seen.asked.push(input.ticketId);
        return answer();
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(`error: ${message}`),
      notifySuccess: (_, { message }) => seen.toasts.push(`success: ${message}`),
      refresh: () => {
        seen.refreshes++;
      },
    },
    delays: { doneNotice: 500 },
  });
  const actor = createActor(machine, { input: { ticketId: 41, status }, clock }).start();
  return { actor, clock, seen, state: () => actor.getSnapshot() };
}

describe('ticketReopen', () => {
  it('ignores Reopen on a ticket that is not closed', () => {
    for (const status of [0, 1, 3] as const) {
      const { actor, state } = start(status);
      actor.send({ type: 'reopen.request' });
      expect(state().value).toBe('idle');
    }
  });

  it('reopens a closed ticket once the member confirms, then rests again after the notice', async () => {
    const { actor, clock, seen, state } = start(2);
    actor.send({ type: 'reopen.request' });
    expect(state().value).toBe('confirming');
    actor.send({ type: 'reopen.confirm' });
    expect(state().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.asked).toEqual([41]);
    expect(state().value).toBe('done');
    expect(state().context.status).toBe(3);
    expect(seen.toasts).toEqual(['success: Ticket reopened']);
    expect(seen.refreshes).toBe(1);
    clock.increment(499);
    expect(state().value).toBe('done');
    clock.increment(1);
    expect(state().value).toBe('idle');
    actor.send({ type: 'reopen.request' });
    expect(state().value).toBe('idle');
  });

  it('backs out without asking the server when the member cancels', () => {
    const { actor, seen, state } = start(2);
    actor.send({ type: 'reopen.request' });
    actor.send({ type: 'reopen.cancel' });
    expect(state().value).toBe('idle');
    expect(seen.asked).toEqual([]);
  });

  it('shows the refusal, reloads the ticket and follows its new status', async () => {
    const { actor, seen, state } = start(2, () => notClosed);
    actor.send({ type: 'reopen.request' });
    actor.send({ type: 'reopen.confirm' });
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context.error).toBe('Only a closed ticket can be reopened');
    expect(seen.toasts).toEqual(['error: Only a closed ticket can be reopened']);
    expect(seen.refreshes).toBe(1);
    actor.send({ type: 'ticket.sync', status: 1 });
    actor.send({ type: 'reopen.request' });
    expect(state().value).toBe('failed');
  });

  it('says something went wrong when no answer came', async () => {
    const { actor, state } = start(2, () => Promise.reject(new TypeError('offline')));
    actor.send({ type: 'reopen.request' });
    actor.send({ type: 'reopen.confirm' });
    await settle();
    expect(state().context.error).toBe('Something Went Wrong Please Try Again....');
  });

  it('lets a test decide when reopening is allowed through the named guard', () => {
    const actor = createActor(ticketReopenMachine.provide({ guards: { canReopen: () => false } }), {
      input: { ticketId: 1, status: 2 },
    }).start();
    actor.send({ type: 'reopen.request' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
