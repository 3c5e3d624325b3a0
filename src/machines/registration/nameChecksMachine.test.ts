import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SponsorCheck, UsernameCheck } from '../../api/auth';
import type { ApiResult } from '../../api/errors';
import { settle } from '../testing/advance';
import { type NameChecksInput, nameChecksMachine } from './nameChecksMachine';

type Answer<T> = ApiResult<T> | Promise<ApiResult<T>>;

const refused = { status: false as const, msg: 'Too many requests', message: 'Too many requests', code: 429 };
const free: UsernameCheck = { status: true, data: 'Available' };
const taken: UsernameCheck = { status: true, data: 'Not Available' };
const root: SponsorCheck = { status: true, data: 'Available', info: 'Root Member' };

interface Fakes {
  username?: (name: string) => Answer<UsernameCheck>;
  sponsor?: (name: string) => Answer<SponsorCheck>;
}

/** The checks on their own; every name sent to the server is recorded. */
function start(fakes: Fakes = {}, input: NameChecksInput = { linkedSponsor: null }) {
  const seen = { usernames: [] as string[], sponsors: [] as string[] };
  const machine = nameChecksMachine.provide({
    actors: {
      checkUsername: fromPromise(async ({ input: name }: { input: string }) => {
        seen.usernames.push(name);
        return (fakes.username ?? (() => free))(name);
      }),
      checkSponsor: fromPromise(async ({ input: name }: { input: string }) => {
        seen.sponsors.push(name);
        return (fakes.sponsor ?? (() => root))(name);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const found = () => actor.getSnapshot().context;
  return { actor, seen, found };
}

/** A check whose answer the test gives when it chooses. */
function held<T>() {
  let answer: (value: ApiResult<T>) => void = () => {};
  const promise = new Promise<ApiResult<T>>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('the username check', () => {
  it('says whether the username is free once the field is left, asking for the trimmed name', async () => {
    const { actor, seen, found } = start({ username: (name) => (name === 'taken' ? taken : free) });
    actor.send({ type: 'username.commit', username: '  taken ' });
    expect(actor.getSnapshot().matches({ username: 'checking' })).toBe(true);
    await settle();
    expect(seen.usernames).toEqual(['taken']);
    expect(actor.getSnapshot().matches({ username: 'checked' })).toBe(true);
    expect(found().usernameAvailability).toBe('Not Available');
  });

  it('forgets the answer without asking the server when the field is emptied', async () => {
    const { actor, seen, found } = start();
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    actor.send({ type: 'username.commit', username: '   ' });
    await settle();
    expect(seen.usernames).toEqual(['alice']);
    expect(actor.getSnapshot().matches({ username: 'unchecked' })).toBe(true);
    expect(found().usernameAvailability).toBeNull();
  });

  it('shows only the answer for the latest username when an earlier check is still under way', async () => {
    const first = held<UsernameCheck>();
    const { actor, seen, found } = start({ username: (name) => (name === 'alice' ? first.promise : taken) });
    actor.send({ type: 'username.commit', username: 'alice' });
    actor.send({ type: 'username.commit', username: 'bob' });
    await settle();
    first.answer(free);
    await settle();
    expect(seen.usernames).toEqual(['alice', 'bob']);
    expect(found().usernameAvailability).toBe('Not Available');
  });

  it('shows no answer when the server refuses to check the username', async () => {
    const { actor, found } = start({ username: () => refused });
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    expect(found().usernameAvailability).toBeNull();
  });

  it('leaves the username unchecked, with no answer, when the check is lost', async () => {
    const { actor, found } = start({
      username: (name) => (name === 'alice' ? free : Promise.reject(new TypeError('fetch failed'))),
    });
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    actor.send({ type: 'username.commit', username: 'bob' });
    await settle();
    expect(actor.getSnapshot().matches({ username: 'unchecked' })).toBe(true);
    expect(found().usernameAvailability).toBeNull();
  });
});

describe('the sponsor check', () => {
  it('checks nothing until a field is left when there is no invitation link', async () => {
    const { actor, seen } = start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ username: 'unchecked', sponsor: 'unchecked' });
    expect(seen).toEqual({ usernames: [], sponsors: [] });
  });

  it("checks the invitation link's sponsor at once and shows whose it is", async () => {
    const { actor, seen, found } = start({}, { linkedSponsor: 'root' });
    expect(actor.getSnapshot().matches({ sponsor: 'checking' })).toBe(true);
    await settle();
    expect(seen.sponsors).toEqual(['root']);
    expect(found().sponsorCheck).toEqual({ availability: 'Available', info: 'Root Member' });
  });

  it("does not ask about the invitation link's sponsor again when the username field is left", async () => {
    const { actor, seen } = start({}, { linkedSponsor: 'root' });
    await settle();
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    expect(seen.sponsors).toEqual(['root']);
  });

  it("shows the sponsor's name once the sponsor field is left", async () => {
    const { actor, seen, found } = start();
    actor.send({ type: 'sponsor.commit', sponsor: ' root ' });
    await settle();
    expect(seen.sponsors).toEqual(['root']);
    expect(actor.getSnapshot().matches({ sponsor: 'checked' })).toBe(true);
    expect(found().sponsorCheck).toEqual({ availability: 'Available', info: 'Root Member' });
  });

  it('says a sponsor the server refuses is not available', async () => {
    const { actor, found } = start({ sponsor: () => refused });
    actor.send({ type: 'sponsor.commit', sponsor: 'nobody' });
    await settle();
    expect(found().sponsorCheck).toEqual({ availability: 'Not Available', info: '' });
  });

  it('forgets the answer without asking the server when the field is emptied', async () => {
    const { actor, seen, found } = start();
    actor.send({ type: 'sponsor.commit', sponsor: 'root' });
    await settle();
    actor.send({ type: 'sponsor.commit', sponsor: '' });
    await settle();
    expect(seen.sponsors).toEqual(['root']);
    expect(actor.getSnapshot().matches({ sponsor: 'unchecked' })).toBe(true);
    expect(found().sponsorCheck).toBeNull();
  });

  it('shows no answer for a sponsor whose check is lost', async () => {
    const { actor, found } = start({
      sponsor: (name) => (name === 'root' ? root : Promise.reject(new TypeError('fetch failed'))),
    });
    actor.send({ type: 'sponsor.commit', sponsor: 'root' });
    await settle();
    actor.send({ type: 'sponsor.commit', sponsor: 'nobody' });
    await settle();
    expect(found().sponsorCheck).toBeNull();
  });
});

describe('both checks together', () => {
  it('checks the username and the sponsor each on its own, neither cancelling the other', async () => {
    const username = held<UsernameCheck>();
    const { actor, found } = start({ username: () => username.promise });
    actor.send({ type: 'username.commit', username: 'alice' });
    actor.send({ type: 'sponsor.commit', sponsor: 'root' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ username: 'checking', sponsor: 'checked' });
    username.answer(free);
    await settle();
    expect(found()).toMatchObject({
      usernameAvailability: 'Available',
      sponsorCheck: { availability: 'Available', info: 'Root Member' },
    });
  });
});
