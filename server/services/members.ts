import { and, eq, or, sql } from 'drizzle-orm';
import type { AuthType } from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { countries, users } from '../db/schema';
import { causesOf, errorCode, errorText } from '../errors';
import { ApiError } from './errors';
import { hashPassword, hashPin, isTrivialPin, newReferralId } from './secrets';
import type { Member } from './sessions';

/** Registration always asks for a side (binary 1) and an e-mail check (email_required 1). */
export const BINARY_PLACEMENT = 1 as const;
export const EMAIL_REQUIRED = 1 as const;

export async function findMemberByUsername(tx: DbOrTx, username: string): Promise<Member | null> {
  const [member] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return member ?? null;
}

/** The member with this username (any case), for the operators; 404 when there is none. */
export async function requireMember(tx: DbOrTx, username: string): Promise<Member> {
  const member = await findMemberByUsername(tx, username);
  if (!member) throw new ApiError(404, `No member has the username ${username}`);
  return member;
}

/** A sponsor is named by username or by UVID (the referral id in invitation links). */
export async function findSponsor(tx: DbOrTx, sponsor: string): Promise<Member | null> {
  const [member] = await tx
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${sponsor})`, eq(users.referralId, sponsor.toUpperCase())))
    .limit(1);
  return member ?? null;
}

export async function countMembers(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0);
}

export interface NewMember {
  name: string;
  username: string;
  email: string;
  phone: string;
  countryId: number;
  password: string;
  pin: string;
  sponsor: string;
  position?: 'L' | 'R' | undefined;
  authType?: AuthType;
  totpSecret?: string | null;
  emailVerifiedAt?: Date | null;
}

/** One account per e-mail address, whatever its case. */
const EMAIL_TAKEN = 'The email has already been taken';

interface Hashed {
  passwordHash: string;
  pinHash: string;
}

/** Walks down the outer edge of the sponsor's leg on `side` to the first free slot. */
async function findSlot(tx: DbOrTx, sponsorId: number, side: 'L' | 'R'): Promise<number> {
  let parentId = sponsorId;
  for (;;) {
    const [child] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.parentId, parentId), eq(users.position, side)))
      .limit(1);
    if (!child) return parentId;
    parentId = child.id;
  }
}

async function placeMember(tx: DbOrTx, input: NewMember, hashed: Hashed, now: Date): Promise<Member> {
  const errors: Record<string, string[]> = {};
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, input.countryId));
  if (!country) errors.country = ['Please select a valid country'];
  if (await findMemberByUsername(tx, input.username)) {
    errors.username = ['The username has already been taken'];
  }
  const [sameEmail] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (sameEmail) errors.email = [EMAIL_TAKEN];
  const userCount = await countMembers(tx);
  let sponsor: Member | null = null;
  if (input.sponsor.trim() !== '') {
    sponsor = await findSponsor(tx, input.sponsor.trim());
    if (!sponsor) errors.sponsor = ['Sponsor not found'];
  } else if (userCount !== 0) {
    errors.sponsor = ['Sponsor is Required'];
  }
  if (userCount !== 0 && BINARY_PLACEMENT === 1 && !input.position)
    errors.position = ['Position is Required'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, first, errors);

  const side = input.position ?? 'L';
  const parentId = sponsor ? await findSlot(tx, sponsor.id, side) : null;
  const [member] = await tx
    .insert(users)
    .values({
      name: input.name,
      username: input.username,
      email: input.email,
      phone: input.phone,
      countryId: input.countryId,
      passwordHash: hashed.passwordHash,
      pinHash: hashed.pinHash,
      referralId: newReferralId(),
      sponsorId: sponsor?.id ?? null,
      parentId,
      position: parentId === null ? null : side,
      authType: input.authType ?? 'mpin',
      totpSecret: input.totpSecret ?? null,
      status2fa: input.totpSecret ? 1 : 0,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return member!;
}

function uniqueViolation(error: unknown): string | null {
  for (const e of causesOf(error)) {
    if (errorCode(e) === '23505') return errorText(e, 'constraint') ?? errorText(e, 'message') ?? 'unique';
  }
  return null;
}

/**
 * Registers a member: checks, placement and insert in one transaction, then `afterInsert` (e.g. mailing the
 * verification code) in the same transaction. Two newcomers racing for one slot collide on the unique
 * (parent_id, position) index; the loser retries and walks further down the leg.
 */
export async function registerMember(
  db: Db,
  input: NewMember,
  ctx: { pinPepper: string; now: () => Date },
  afterInsert?: (tx: DbOrTx, member: Member) => Promise<unknown>,
): Promise<Member> {
  if (isTrivialPin(input.pin)) {
    throw new ApiError(422, 'Security Pin is too easy to guess', {
      spassword: ['Security Pin is too easy to guess'],
    });
  }
  const hashed = {
    passwordHash: await hashPassword(input.password),
    pinHash: await hashPin(input.pin, ctx.pinPepper),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const member = await placeMember(tx, input, hashed, ctx.now());
        if (afterInsert) await afterInsert(tx, member);
        return member;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('username')) {
        throw new ApiError(422, 'The username has already been taken', {
          username: ['The username has already been taken'],
        });
      }
      if (constraint?.includes('email')) throw new ApiError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      if (!constraint || attempt >= 8) throw error;
    }
  }
}
