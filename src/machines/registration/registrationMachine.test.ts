import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SponsorCheck, UsernameCheck } from '../../api/auth';
import type { PreRegister, RegisterBody, RegisterResponse } from '../../api/contract';
import { ApiError, type ApiResult } from '../../api/errors';
import { clearSession, getSessionValues } from '../../api/session';
import { settle } from '../testing/advance';
import { nameChecksMachine } from './nameChecksMachine';
import { type RegistrationInput, registrationMachine } from './registrationMachine';
import { emptyRegistrationForm, type RegistrationForm } from './registrationRules';

const countries = [
  { id: 1, name: 'India', calling_code: '+91' },
  { id: 2, name: 'Kenya', calling_code: '+254' },
];
const binaryTree: PreRegister = { status: true, binary: 1, user_count: 12, email_required: 1 };
const filled: RegistrationForm = {
  name: 'Alice Doe',
  username: 'alice',
  email: 'alice@example.com',
  phone: '+91987654321',
  country: '1',
  password: 'long enough 1',
  spassword: '1234',
  sponsor: 'root',
  position: 'L',
  is_checked: true,
};
const welcome = (email_required: 0 | 1): RegisterResponse => ({
  status: true,
  message: 'Registered successfully',
  msg: 'Registered successfully',
  user_details: { username: 'alice', email_required },
});

interface Fakes {
  preRegister?: PreRegister;
  failLoad?: boolean;
  username?: UsernameCheck['data'];
  sponsor?: SponsorCheck;
  register?: () => ApiResult<RegisterResponse>;
}

function start(fakes: Fakes = {}, input: RegistrationInput = {}) {
  const seen = {
    bodies: [] as RegisterBody[],
    sponsors: [] as string[],
    toasts: [] as string[],
    navigations: [] as string[],
  };
  const machine = registrationMachine.provide({
    actors: {
      loadInfo: fromPromise(async () => {
        if (fakes.failLoad)
          throw new ApiError({ status: false, msg: 'Server down', message: 'Server down', code: 503 });
        return { preRegister: fakes.preRegister ?? binaryTree, countries };
      }),
      nameChecks: nameChecksMachine.provide({
        actors: {
          checkUsername: fromPromise(
            async (): Promise<ApiResult<UsernameCheck>> => ({
              status: true,
              data: fakes.username ?? 'Available',
            }),
          ),
          checkSponsor: fromPromise(
            async ({ input: sponsor }: { input: string }): Promise<ApiResult<SponsorCheck>> => {
              seen.sponsors.push(sponsor);
              return fakes.sponsor ?? { status: true, data: 'Available', info: 'Root Member' };
            },
          ),
        },
      }),
      register: fromPromise(async ({ input: body }: { input: RegisterBody }) => {
        seen.bodies.push(body);
        return fakes.register?.() ?? welcome(1);
      }),
    },
    actions: {
      notifyError: (_, params) => seen.toasts.push(`error: ${params.message}`),
      notifySuccess: (_, params) => seen.toasts.push(`success: ${params.message}`),
      openLogin: () => seen.navigations.push('/login'),
      openVerifyEmail: () => seen.navigations.push('/verifyEmail'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, seen };
}

beforeEach(() => clearSession());

/** What the username and sponsor checks have found, while the form shows. */
const checks = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.nameChecks?.getSnapshot().context;

describe('loading the sign-up form', () => {
  it('loads the registration rules and the countries before showing the form', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.info?.countries).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('offers a retry when the registration rules cannot be loaded', async () => {
    const { actor } = start({ failLoad: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('Server down');
  });
});

describe("the sign-up form's checks", () => {
  it('lists every missing field with the spec messages, sponsor and position included in a binary tree', async () => {
    const { actor, seen } = start();
    await settle();
    actor.send({ type: 'form.submit', form: emptyRegistrationForm });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: 'Name is Required',
      username: 'Username is Required',
      email: 'Email is Required',
      phone: 'Phone is Required',
      country: 'Country is Required',
      password: 'Password is Required',
      spassword: 'Security Pin is Required',
      sponsor: 'Sponsor is Required',
      position: 'Position is Required',
      is_checked: 'Please accept the terms and conditions',
    });
    expect(seen.bodies).toHaveLength(0);
  });

  it("takes a field's error away once the field holds a value, leaving the others and an emptied field", async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'form.submit', form: emptyRegistrationForm });
    actor.send({ type: 'form.edit', field: 'name', value: 'Ada' });
    actor.send({ type: 'form.edit', field: 'is_checked', value: true });
    actor.send({ type: 'form.edit', field: 'email', value: '   ' });
    const errors = actor.getSnapshot().context.fieldErrors;
    expect(errors.name).toBeUndefined();
    expect(errors.is_checked).toBeUndefined();
    expect(errors.email).toBe('Email is Required');
    expect(errors.username).toBe('Username is Required');
  });

  it('lets the very first member register without a sponsor or position', async () => {
    const { actor, seen } = start({
      preRegister: { status: true, binary: 1, user_count: 0, email_required: 0 },
    });
    await settle();
    actor.send({ type: 'form.submit', form: { ...filled, sponsor: '', position: '' } });
    await settle();
    expect(seen.bodies[0]).not.toHaveProperty('position');
    expect(seen.bodies[0]?.sponsor).toBe('');
  });

  it('does not ask for a position when the tree is not binary', async () => {
    const { actor } = start({ preRegister: { ...binaryTree, binary: 0 } });
    await settle();
    actor.send({ type: 'form.submit', form: { ...filled, position: '' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('says whether the username is available once the field is left', async () => {
    const { actor } = start({ username: 'Not Available' });
    await settle();
    actor.send({ type: 'username.commit', username: 'taken' });
    await settle();
    expect(checks(actor)?.usernameAvailability).toBe('Not Available');
  });

  it("shows the sponsor's details once the sponsor field is left", async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'sponsor.commit', sponsor: 'root' });
    await settle();
    expect(checks(actor)?.sponsorCheck).toEqual({
      availability: 'Available',
      info: 'Root Member',
    });
  });
});

describe('registering', () => {
  it('uses the sponsor and position from the invitation link, whatever the form sends', async () => {
    const { actor, seen } = start({}, { sponsor: 'root', position: 'r' });
    await settle();
    await settle();
    expect(seen.sponsors).toEqual(['root']);
    actor.send({ type: 'form.submit', form: { ...filled, sponsor: '', position: '' } });
    await settle();
    expect(seen.bodies[0]).toMatchObject({ sponsor: 'root', position: 'R', country: 1, is_checked: 1 });
  });

  it("sends the sponsor typed in the form once the invitation link's sponsor is set aside", async () => {
    const { actor, seen } = start(
      { sponsor: { status: true, data: 'Not Available', info: '' } },
      { sponsor: 'nosuchuser', position: 'L' },
    );
    await settle();
    await settle();
    expect(checks(actor)?.sponsorCheck?.availability).toBe('Not Available');
    actor.send({ type: 'sponsor.unlink' });
    expect(actor.getSnapshot().context.linkedSponsor).toBeNull();
    actor.send({ type: 'form.submit', form: { ...filled, sponsor: 'root', position: '' } });
    await settle();
    expect(seen.bodies[0]).toMatchObject({ sponsor: 'root', position: 'L' });
  });

  it('sends a new member to e-mail verification when the platform requires it, remembering the username', async () => {
    const { actor, seen } = start();
    await settle();
    actor.send({ type: 'form.submit', form: filled });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen.navigations).toEqual(['/verifyEmail']);
    expect(getSessionValues().username).toBe('alice');
    expect(seen.toasts).toEqual(['success: Registered successfully']);
  });

  it('sends a new member straight to sign-in when no e-mail verification is required', async () => {
    const { actor, seen } = start({ register: () => welcome(0) });
    await settle();
    actor.send({ type: 'form.submit', form: filled });
    await settle();
    expect(seen.navigations).toEqual(['/login']);
  });

  it('shows only the first message of the first field the server refused', async () => {
    const { actor, seen } = start({
      register: () => ({
        status: false,
        msg: 'Validation failed',
        message: 'Validation failed',
        code: 422,
        errors: { username: ['The username has already been taken.'], email: ['The email is invalid.'] },
      }),
    });
    await settle();
    actor.send({ type: 'form.submit', form: filled });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(seen.toasts).toEqual(['error: The username has already been taken.']);
  });
});
