import { and, eq, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { securityEvents, users } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import type { MemberProfile } from '../../src/api/contract';
import { describeEngines, get, json, post, type TestContext, testConfig, uniqueName } from './harness';
import { refusedAsContract } from './refusals';
import { stakingMember } from './stakingFixtures';

const REQUIRED = 'This Field Is Required.';
/** The harness clock reads 2026-03-02. */
const TODAY = '2026-03-02';

const filled = {
  name: 'Dana Demo',
  gender: 'female',
  dob: '1990-04-12',
  address_line1: '1200 Market Street, Apt 5/B',
  address_line2: 'Floor 3',
  landmark: 'Near City Hall',
  city: 'San Francisco',
  state: 'California',
  country: 46,
  phone: '+14155550123',
  pincode: '94102',
  tax_id: 'AB1234567',
};

async function member(c: TestContext) {
  return stakingMember(c, uniqueName('prof'), 0);
}

const profileOf = async (c: TestContext, token: string) =>
  json<{ data: { profile: MemberProfile } }>(await get(c.app, '/api/user', token)).data.profile;

/** The member's events other than signing in, which every test here begins with. */
const eventsOf = (c: TestContext, userId: number) =>
  c.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), ne(securityEvents.kind, 'sign_in')));

/** A 422 in the error shape whose only field is `field`, with `message`. */
function refusedField(res: Awaited<ReturnType<typeof post>>, field: string, message: string) {
  refusedAsContract(res, `${field}: ${message}`);
  expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
  expect(json(res).errors, field).toEqual({ [field]: [message] });
  expect(json(res).message).toBe(message);
}

describeEngines('POST update-profile', (ctx) => {
  it('saves every field, answers the saved profile, and GET user shows the same', async () => {
    const c = ctx();
    const { token, id, username } = await member(c);
    const res = await post(c.app, '/api/update-profile', filled, token);
    expect(res.statusCode, res.body).toBe(200);
    const answered = json<{ status: boolean; data: MemberProfile }>(res);
    expect(answered.status).toBe(true);
    expect(answered.data).toMatchObject({ ...filled, username, avatar: null });
    expect(await profileOf(c, token)).toEqual(answered.data);

    const events = await eventsOf(c, id);
    expect(events.map((e) => e.kind)).toEqual(['profile_updated']);
    expect(events[0]!.detail).toBe(
      'name, gender, date of birth, address, landmark, city, state, phone, pincode, tax id',
    );
  });

  it('names only what changed in the security log, and saving unchanged says so', async () => {
    const c = ctx();
    const { token, id } = await member(c);
    expect((await post(c.app, '/api/update-profile', filled, token)).statusCode).toBe(200);
    expect((await post(c.app, '/api/update-profile', { ...filled, city: 'Oakland' }, token)).statusCode).toBe(
      200,
    );
    expect((await post(c.app, '/api/update-profile', { ...filled, city: 'Oakland' }, token)).statusCode).toBe(
      200,
    );
    expect((await eventsOf(c, id)).map((e) => e.detail).slice(1)).toEqual(['city', 'no changes']);
  });

  it("answers 'This Field Is Required.' for each required field left out, blank or null", async () => {
    const c = ctx();
    const { token } = await member(c);
    const required = [
      'name',
      'gender',
      'dob',
      'address_line1',
      'city',
      'state',
      'country',
      'phone',
      'pincode',
    ];
    const blanks = ['', '   ', null];
    for (const [i, field] of required.entries()) {
      const { [field]: _left, ...without } = filled as Record<string, unknown>;
      refusedField(await post(c.app, '/api/update-profile', without, token), field, REQUIRED);
      const blank = { ...filled, [field]: blanks[i % blanks.length] };
      refusedField(await post(c.app, '/api/update-profile', blank, token), field, REQUIRED);
    }
    refusedField(
      await post(c.app, '/api/update-profile', { ...filled, country: 0 }, token),
      'country',
      REQUIRED,
    );
  });

  it('lets address line 2, landmark and tax id stay empty', async () => {
    const c = ctx();
    const { token } = await member(c);
    const { address_line2, landmark, tax_id, ...rest } = filled;
    for (const body of [rest, { ...rest, address_line2: '', landmark: ' ', tax_id: null }]) {
      const res = await post(c.app, '/api/update-profile', body, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toMatchObject({ address_line2: '', landmark: '', tax_id: '' });
    }
  });

  it('refuses what the typing filters would have changed, naming the allowed characters', async () => {
    const c = ctx();
    const { token } = await member(c);
    const letters = 'Only letters, spaces, hyphens and apostrophes are allowed';
    const cases: Array<[string, unknown, string]> = [
      ['name', 'Dana3', letters],
      ['name', 'Dana "O" Brien', letters],
      ['landmark', 'Gate 4', letters],
      ['city', 'San Francisco, CA', letters],
      ['state', 'CA!', letters],
      ['address_line1', '12 Main St #5', 'Only letters, digits, spaces and . - / , are allowed'],
      ['address_line2', 'c/o <b>Dana</b>', 'Only letters, digits, spaces and . - / , are allowed'],
      ['phone', '415-555-0123', 'Phone may contain digits and a leading + only'],
      ['phone', '4155+550123', 'Phone may contain digits and a leading + only'],
      ['pincode', '94 102', 'Pincode may contain digits only'],
      ['tax_id', 'AB-123', 'Only letters and digits are allowed'],
      ['gender', 'other', 'Gender must be one of female, male'],
      ['country', '46', 'Country must be a number'],
      ['country', 4.5, 'Please select a country from the list'],
      ['name', 'A'.repeat(81), 'Name must be at most 80 characters'],
      ['pincode', '1'.repeat(13), 'Pincode must be at most 12 characters'],
      ['phone', '1'.repeat(21), 'Phone must be at most 20 characters'],
      ['name', 5, 'Name must be a string'],
      ['name', 'Dana\u0000Demo', 'Text may not contain the NUL character (U+0000)'],
    ];
    for (const [field, value, message] of cases) {
      refusedField(
        await post(c.app, '/api/update-profile', { ...filled, [field]: value }, token),
        field,
        message,
      );
    }
    refusedField(
      await post(c.app, '/api/update-profile', { ...filled, email: 'new@example.test' }, token),
      'email',
      "Unknown field 'email'",
    );
  });

  it('takes only a real past date of birth of a member of at least 18', async () => {
    const c = ctx();
    const { token } = await member(c);
    const cases: Array<[string, string]> = [
      ['12-04-1990', 'Date of birth must be a date (YYYY-MM-DD)'],
      ['1990-4-12', 'Date of birth must be a date (YYYY-MM-DD)'],
      ['2001-02-29', 'Date of birth must be a real date'],
      ['1990-13-01', 'Date of birth must be a real date'],
      ['1990-04-31', 'Date of birth must be a real date'],
      ['0000-00-00', 'Date of birth must be a real date'],
      [TODAY, 'Date of birth must be in the past'],
      ['2031-01-01', 'Date of birth must be in the past'],
      ['2008-03-03', 'You must be at least 18 years old to hold an account'],
      ['2020-06-01', 'You must be at least 18 years old to hold an account'],
      ['1800-01-01', 'Please enter your real date of birth'],
      ['0050-01-01', 'Please enter your real date of birth'],
      ['1905-03-02', 'Please enter your real date of birth'],
    ];
    for (const [dob, message] of cases) {
      refusedField(await post(c.app, '/api/update-profile', { ...filled, dob }, token), 'dob', message);
    }
    for (const dob of ['2008-03-02', '2008-02-29', '1906-03-02']) {
      const res = await post(c.app, '/api/update-profile', { ...filled, dob }, token);
      expect(res.statusCode, `${dob}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a country that GET country does not list, and changes nothing', async () => {
    const c = ctx();
    const { token, id } = await member(c);
    const countries = json<{ data: Array<{ id: number }> }>(await get(c.app, '/api/country')).data;
    const missing = Math.max(...countries.map((country) => country.id)) + 1;
    const before = await profileOf(c, token);
    refusedField(
      await post(c.app, '/api/update-profile', { ...filled, country: missing }, token),
      'country',
      'Please select a country from the list',
    );
    expect(await profileOf(c, token)).toEqual(before);
    expect(await eventsOf(c, id)).toEqual([]);
    const other = countries.find((country) => country.id !== 46)!.id;
    const res = await post(c.app, '/api/update-profile', { ...filled, country: other }, token);
    expect(json(res).data).toMatchObject({ country: other });
  });

  it('changes only the signed-in member, and nothing without a session', async () => {
    const c = ctx();
    const first = await member(c);
    const second = await stakingMember(c, uniqueName('prof'), 0, { sponsor: first.username, position: 'L' });
    const before = await profileOf(c, second.token);
    expect((await post(c.app, '/api/update-profile', filled, first.token)).statusCode).toBe(200);
    expect(await profileOf(c, second.token)).toEqual(before);
    const stranger = await post(c.app, '/api/update-profile', filled);
    refusedAsContract(stranger, 'no token');
    expect(stranger.statusCode).toBe(401);
  });

  it('refuses a 31st save within a minute with a 429 in the error shape', async () => {
    const c = ctx();
    const { token } = await member(c);
    for (let i = 0; i < 30; i++) {
      expect((await post(c.app, '/api/update-profile', filled, token)).statusCode).toBe(200);
    }
    const res = await post(c.app, '/api/update-profile', filled, token);
    refusedAsContract(res, '31st save');
    expect(res.statusCode).toBe(429);
  });

  it('gives back a stored name with quotes, markup and other scripts exactly as stored', async () => {
    const c = ctx();
    const { token, id } = await member(c);
    const stored = `O'Brien "Dana" <script>alert('x')</script> \\ Дана محمد 山田 </p>`;
    await c.db.update(users).set({ name: stored }).where(eq(users.id, id));
    expect((await profileOf(c, token)).name).toBe(stored);
    const res = await post(c.app, '/api/update-profile', { ...filled, name: stored }, token);
    refusedField(res, 'name', 'Only letters, spaces, hyphens and apostrophes are allowed');
    expect((await profileOf(c, token)).name).toBe(stored);
  });
});

describeEngines('demo profiles', (ctx) => {
  it('gives every demo member a filled profile that saves unchanged through update-profile', async () => {
    const c = ctx();
    const signIns = (await seedDemoData(c.db, testConfig))!;
    const members = await c.db.select().from(users);
    expect(members).toHaveLength(signIns.filter((s) => s.authType !== 'operator').length);
    for (const m of members) {
      expect(m.gender, m.username).toMatch(/^(female|male)$/);
      for (const value of [m.dob, m.addressLine1, m.city, m.state, m.pincode, m.phone]) {
        expect(value, m.username).toBeTruthy();
      }
    }

    const demo = signIns.find((s) => s.username === 'demo')!;
    const pre = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: demo.username, password: demo.password }),
    );
    const token = json<{ token: string }>(
      await post(c.app, '/api/login', { mpin: demo.pin }, pre.token),
    ).token;
    const { username, email, avatar, created_at, ...fields } = await profileOf(c, token);
    expect(fields).toMatchObject({ name: 'Dana Demo', city: 'San Francisco', dob: '1986-04-12' });
    const saved = await post(c.app, '/api/update-profile', fields, token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toEqual({ ...fields, username, email, avatar, created_at });
  });
});
