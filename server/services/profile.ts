import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberProfile, updateProfileBody } from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { countries, memberAvatars, users } from '../db/schema';
import { fieldError } from './errors';
import type { Reencoded } from './images';
import { type RequestOrigin, recordSecurityEvent } from './securityEvents';
import type { Member } from './sessions';

export const MINIMUM_AGE = 18;
/** Older than anyone alive: a date before this is a typing slip, not a birthday. */
export const MAXIMUM_AGE = 120;

/** The profile fields of GET user and POST update-profile. */
/** The member's columns their profile shows. */
export type ProfileColumns = Pick<
  Member,
  | 'name'
  | 'username'
  | 'email'
  | 'gender'
  | 'dob'
  | 'addressLine1'
  | 'addressLine2'
  | 'landmark'
  | 'city'
  | 'state'
  | 'countryId'
  | 'phone'
  | 'pincode'
  | 'taxId'
  | 'createdAt'
>;

export function profileOf(member: ProfileColumns, avatar: string | null): MemberProfile {
  return {
    name: member.name,
    username: member.username,
    email: member.email,
    gender: member.gender === 'female' || member.gender === 'male' ? member.gender : null,
    dob: member.dob,
    address_line1: member.addressLine1,
    address_line2: member.addressLine2,
    landmark: member.landmark,
    city: member.city,
    state: member.state,
    country: member.countryId,
    phone: member.phone,
    pincode: member.pincode,
    tax_id: member.taxId,
    avatar,
    created_at: member.createdAt.toISOString(),
  };
}

/** Where GET avatar serves the member's picture, with its version so a new one is fetched; null if none. */
/** Where the member's picture of this version is read; the version makes a changed picture a new address. */
export const avatarPathOf = (version: number) => `avatar?v=${version}`;

export async function avatarPath(tx: DbOrTx, userId: number): Promise<string | null> {
  const [avatar] = await tx
    .select({ version: memberAvatars.version })
    .from(memberAvatars)
    .where(eq(memberAvatars.userId, userId));
  return avatar ? avatarPathOf(avatar.version) : null;
}

/**
 * Why a date of birth (YYYY-MM-DD) is refused on `today` (UTC), or null: it must exist on the calendar, lie
 * in the past, and make the member at least 18 years old.
 */
export function dobRefusal(dob: string, today: Date): string | null {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = dob.split('-').map(Number);
  const date = new Date(0);
  // setUTCFullYear rather than Date.UTC, which reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'Date of birth must be a real date';
  }
  const now = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()] as const;
  const reached = (age: number) =>
    year + age < now[0] || (year + age === now[0] && (month < now[1] || (month === now[1] && day <= now[2])));
  if (!reached(0) || (year === now[0] && month === now[1] && day === now[2])) {
    return 'Date of birth must be in the past';
  }
  if (!reached(MINIMUM_AGE)) return `You must be at least ${MINIMUM_AGE} years old to hold an account`;
  if (reached(MAXIMUM_AGE + 1)) return 'Please enter your real date of birth';
  return null;
}

type ProfileChange = z.output<typeof updateProfileBody>;

const fieldLabels: Array<[keyof ProfileChange, keyof Member, string]> = [
  ['name', 'name', 'name'],
  ['gender', 'gender', 'gender'],
  ['dob', 'dob', 'date of birth'],
  ['address_line1', 'addressLine1', 'address'],
  ['address_line2', 'addressLine2', 'address'],
  ['landmark', 'landmark', 'landmark'],
  ['city', 'city', 'city'],
  ['state', 'state', 'state'],
  ['country', 'countryId', 'country'],
  ['phone', 'phone', 'phone'],
  ['pincode', 'pincode', 'pincode'],
  ['tax_id', 'taxId', 'tax id'],
];

/**
 * Saves the member's profile and records it in their security log, naming what changed: a change the
 * member did not make is then there to see. One transaction: all of it, or nothing.
 */
export async function updateProfile(
  db: Db,
  member: Member,
  change: ProfileChange,
  origin: RequestOrigin,
  at: Date,
): Promise<MemberProfile> {
  const refusal = dobRefusal(change.dob, at);
  if (refusal) throw fieldError('dob', refusal);
  return db.transaction(async (tx) => {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, change.country));
    if (!country) throw fieldError('country', 'Please select a country from the list');
    const [current] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (!current) throw new Error(`member ${member.id} vanished during a profile update`);
    const changed = new Set(fieldLabels.filter(([f, c]) => current[c] !== change[f]).map(([, , l]) => l));
    const [saved] = await tx
      .update(users)
      .set({
        name: change.name,
        gender: change.gender,
        dob: change.dob,
        addressLine1: change.address_line1,
        addressLine2: change.address_line2,
        landmark: change.landmark,
        city: change.city,
        state: change.state,
        countryId: change.country,
        phone: change.phone,
        pincode: change.pincode,
        taxId: change.tax_id,
        updatedAt: at,
      })
      .where(eq(users.id, member.id))
      .returning();
    const detail = changed.size > 0 ? [...changed].join(', ') : 'no changes';
    await recordSecurityEvent(tx, { userId: member.id, kind: 'profile_updated', origin, at, detail });
    return profileOf(saved!, await avatarPath(tx, member.id));
  });
}

/** Stores the member's new picture in place of the old one; answers its path with the new version. */
export async function saveAvatar(
  db: Db,
  memberId: number,
  image: Reencoded,
  origin: RequestOrigin,
  at: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(memberAvatars)
      .values({ userId: memberId, contentType: image.contentType, content: image.bytes, updatedAt: at })
      .onConflictDoUpdate({
        target: memberAvatars.userId,
        set: {
          contentType: image.contentType,
          content: image.bytes,
          version: sql`${memberAvatars.version} + 1`,
          updatedAt: at,
        },
      })
      .returning({ version: memberAvatars.version });
    const detail = `${image.width}×${image.height} ${image.contentType === 'image/png' ? 'PNG' : 'JPEG'}`;
    await recordSecurityEvent(tx, { userId: memberId, kind: 'avatar_changed', origin, at, detail });
    return avatarPathOf(stored!.version);
  });
}

export async function findAvatar(db: DbOrTx, memberId: number) {
  const [avatar] = await db
    .select({ contentType: memberAvatars.contentType, content: memberAvatars.content })
    .from(memberAvatars)
    .where(eq(memberAvatars.userId, memberId));
  return avatar ?? null;
}
