import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { registrationMachine } from '../../src/machines/registration/registrationMachine';
import { ExplorerClock } from './clock';
import { checkEvent } from './eventCheck';
import { appendLog, describeLine, type LogLine } from './eventLog';
import { fakeRequest, fakeServer, fakesOf, networkFailure } from './fakeServer';
import { fakeLoadInfo, fakeNameChecks, fakeOtpCooldown, fakeRegister } from './fakes';
import { fakeCheckClaimStatus } from './reserveFakes';

const registration = registrationMachine.provide({
  actors: { loadInfo: fakeLoadInfo, nameChecks: fakeNameChecks, register: fakeRegister },
});

describe('an explorer button', () => {
  it('is refused, not sent, when the event lacks what the machine reads', async () => {
    fakeServer.reset();
    const actor = createActor(registration, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    const check = checkEvent(actor, { type: 'form.edit' });
    expect(check.refusal).toMatch(/^TypeError: .*trim/);
    expect(checkEvent(actor, { type: 'form.edit', field: 'name', value: 'Alice' } as never)).toEqual({
      accepted: true,
      refusal: null,
    });
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });

  it('follows an event the machine forwards to its child, which may ignore it', async () => {
    const { loginMachine } = await import('../../src/machines/login/loginMachine');
    const { fakeCredentials, fakeSecondFactor, fakeLoginAsUser } = await import('./fakes');
    const login = loginMachine.provide({
      actors: { credentials: fakeCredentials, secondFactor: fakeSecondFactor, loginAsUser: fakeLoginAsUser },
    });
    for (const [username, offered] of [
      ['otp', false],
      ['app', true],
    ] as const) {
      const actor = createActor(login, { input: {} }).start();
      actor.send({ type: 'credentials.submit', username, password: 'correct horse' } as never);
      await waitFor(actor, (s) => s.matches('secondFactor'));
      expect(checkEvent(actor, { type: 'recovery.toggle' }).accepted).toBe(offered);
      actor.stop();
    }
  });
});

describe('the event log', () => {
  it('writes one line for everything a move of the clock sets off', () => {
    const clock = new ExplorerClock();
    let lines: LogLine[] = [];
    const actor = createActor(fakeOtpCooldown, {
      clock,
      input: { username: 'alice', from: 'login', start: 'cool' },
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
        const type = inspection.event.type.startsWith('xstate.after.')
          ? 'after 1 s (tick)'
          : inspection.event.type;
        lines = appendLog(lines, {
          event: type,
          state: JSON.stringify(inspection.snapshot.value),
          clockStep: clock.step ?? undefined,
        });
      },
    });
    actor.start();
    const before = lines.length;
    clock.advance(60_000, '+1 min');
    expect(lines.length).toBe(before + 1);
    expect(describeLine(lines.at(-1) as LogLine)).toBe('Clock +1 min: after 1 s (tick) ×60');
    actor.stop();
  });

  it('counts a repeat of the last line instead of adding one', () => {
    let lines: LogLine[] = [];
    for (let i = 0; i < 3; i++) lines = appendLog(lines, { event: 'after 1 s (tick)', state: 'coolingDown' });
    lines = appendLog(lines, { event: 'after 1 s (tick)', state: 'ready' });
    expect(lines.map(describeLine)).toEqual(['after 1 s (tick) ×3', 'after 1 s (tick)']);
  });
});

describe('the fake server', () => {
  const echo = fakeRequest('echo', (input: string) => ({ status: true, data: input }), {});

  it('answers, refuses in the spec shape, fails as the client does offline, or hangs, as told', async () => {
    fakeServer.reset();
    expect(echo.outcome('a')).toEqual({ kind: 'resolve', value: { status: true, data: 'a' } });
    fakeServer.setMode('echo', 'refuse');
    expect(echo.outcome('a')).toMatchObject({ kind: 'resolve', value: { status: false, code: 422 } });
    fakeServer.setMode('echo', 'network');
    expect(echo.outcome('a')).toEqual({ kind: 'resolve', value: networkFailure });
    fakeServer.setMode('echo', 'hang');
    const hanging = createActor(echo, { input: 'a' }).start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hanging.getSnapshot().status).toBe('active');
    hanging.stop();
    fakeServer.reset();
    expect(fakeServer.modeOf('echo')).toBe('answer');
  });

  it('throws its refusals where the real read does', () => {
    fakeServer.reset({ loadInfo: 'network' });
    expect(fakeLoadInfo.outcome(undefined)).toMatchObject({ kind: 'reject' });
    fakeServer.reset();
  });

  it('forgets what it counted on reset, so a claim can be walked again', () => {
    fakeServer.reset();
    const paid = () =>
      fakeCheckClaimStatus.outcome({ incomeId: 41 }) as { value: { data: { is_paid: number } } };
    expect([paid(), paid(), paid()].map((o) => o.value.data.is_paid)).toEqual([0, 0, 1]);
    fakeServer.reset();
    expect(paid().value.data.is_paid).toBe(0);
  });

  it('lists the fakes a machine runs, its children included', () => {
    expect(fakesOf(registration)).toEqual(['checkSponsor', 'checkUsername', 'loadInfo', 'register']);
    expect(
      fakesOf(registrationMachine.provide({ actors: { loadInfo: fromPromise(async () => null as never) } })),
    ).toEqual([]);
  });
});

describe('the statechart graph', () => {
  it('lays out every state, with invoked actors in their box and arrows labelled by event, guard and delay', async () => {
    const { layoutChart } = await import('./graphLayout');
    const { delaysOf, invokedNames } = await import('./names');
    const machine = fakeOtpCooldown;
    const graph = layoutChart(machine.root, invokedNames(machine), delaysOf(machine));
    expect(graph.nodes.map((n) => n.path).sort()).toEqual(Object.keys(machine.root.states).sort());
    expect(graph.nodes.find((n) => n.path === 'sending')?.invokes).toEqual(['sendOtp']);
    const labels = graph.edges.map((e) => e.label);
    expect(labels).toContain('after 1 s (tick) [hasSecondsLeft]');
    for (const node of graph.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.width).toBeGreaterThan(0);
    }
    const registrationGraph = layoutChart(registration.root, invokedNames(registration), {});
    const ready = registrationGraph.nodes.find((n) => n.path === 'ready');
    const editing = registrationGraph.nodes.find((n) => n.path === 'ready.editing');
    expect(ready?.isCluster).toBe(true);
    // A nested state is drawn inside its parent's box.
    expect(
      editing && ready && editing.x >= ready.x && editing.x + editing.width <= ready.x + ready.width,
    ).toBe(true);
  });
});
