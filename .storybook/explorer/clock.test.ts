import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { ExplorerClock } from './clock';
import { describeEvent, describeGuard, invokedNames } from './names';

/** A minute's countdown, second by second, as the resend cooldown runs it. */
const countdown = setup({
  types: { context: {} as { left: number } },
  guards: { hasSecondsLeft: ({ context }) => context.left > 1 },
}).createMachine({
  id: 'countdown',
  context: { left: 60 },
  initial: 'counting',
  states: {
    counting: {
      after: {
        1000: [
          {
            guard: 'hasSecondsLeft',
            actions: assign({ left: ({ context }) => context.left - 1 }),
            target: 'counting',
            reenter: true,
          },
          { target: 'over' },
        ],
      },
    },
    over: {},
  },
});

describe('the explorer clock', () => {
  it('moves a countdown on as far as it is advanced, firing each tick on the way', () => {
    const clock = new ExplorerClock();
    const actor = createActor(countdown, { clock }).start();
    clock.advance(10_000);
    expect(actor.getSnapshot().context.left).toBe(50);
    expect(clock.skipped).toBeGreaterThan(9_000);
    clock.advance(60_000);
    expect(actor.getSnapshot().value).toBe('over');
    actor.stop();
  });

  it('still runs in real time', async () => {
    const clock = new ExplorerClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('soon'), 5);
    const later = clock.setTimeout(() => fired.push('cancelled'), 10);
    clock.clearTimeout(later);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fired).toEqual(['soon']);
  });
});

describe('names the explorer shows', () => {
  it('reads events and guards as QA would call them', () => {
    const invoked = invokedNames(countdown);
    expect(describeEvent('xstate.after.1000.countdown.counting', invoked)).toBe('after 1 s');
    expect(describeEvent('xstate.after.tick.otpCooldown.coolingDown', invoked, { tick: 1000 })).toBe(
      'after 1 s (tick)',
    );
    expect(
      describeEvent('xstate.after.claimPoll.reserveClaim.polling.waiting', invoked, { claimPoll: 60_000 }),
    ).toBe('after 1 min (claimPoll)');
    expect(
      describeEvent('xstate.done.actor.0.login.checking', new Map([['0.login.checking', 'preLogin']])),
    ).toBe('done: preLogin');
    expect(describeGuard('hasSecondsLeft')).toBe('hasSecondsLeft');
    expect(describeGuard(() => true)).toBe('inline condition');
  });
});
