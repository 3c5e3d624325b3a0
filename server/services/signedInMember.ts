import { eq, sql } from 'drizzle-orm';
import { type Db, perDatabase } from '../db/client';
import { memberAvatars, recoveryCodes, tokens, users } from '../db/schema';
import { sha256 } from './secrets';
import { liveToken, type Member, slideToken } from './sessions';

/** What GET user shows of a member, and nothing else: no password or PIN hash leaves the database for it. */
const shownColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  referralId: users.referralId,
  authType: users.authType,
  status2fa: users.status2fa,
  totpPendingSecret: users.totpPendingSecret,
  gender: users.gender,
  dob: users.dob,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  landmark: users.landmark,
  city: users.city,
  state: users.state,
  countryId: users.countryId,
  phone: users.phone,
  pincode: users.pincode,
  taxId: users.taxId,
  createdAt: users.createdAt,
};
type ShownMember = { [K in keyof typeof shownColumns]: Member[K] };

export interface SignedInMember {
  tokenId: number;
  member: ShownMember;
  /** The picture's version, or null when the member has none. */
  avatarVersion: number | null;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
}

/**
 * GET user asks for the session's member with their picture and their recovery codes left: one prepared
 * statement instead of the token lookup, a transaction and a read for each, since a signed-in member's first
 * screen asks it on every load.
 */
const prepared = perDatabase((db) =>
  db
    .select({
      tokenId: tokens.id,
      lastUsedAt: tokens.lastUsedAt,
      member: shownColumns,
      avatarVersion: memberAvatars.version,
      recoveryCodesLeft: sql<number>`(select count(*)::int from ${recoveryCodes}
        where ${recoveryCodes.userId} = ${users.id} and ${recoveryCodes.usedAt} is null)`.mapWith(Number),
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .leftJoin(memberAvatars, eq(memberAvatars.userId, users.id))
    .where(liveToken(sql.placeholder('hash'), 'session', sql.placeholder('now')))
    .limit(1)
    .prepare('signed_in_member'),
);

/** The live session behind `token` with what GET user shows of its member; the session slides as any use does. */
export async function findSignedInMember(
  db: Db,
  token: string,
  now: Date,
  slideMs: number,
): Promise<SignedInMember | null> {
  const [row] = await prepared(db).execute({ hash: sha256(token), now });
  if (!row) return null;
  await slideToken(db, row, now, slideMs);
  return {
    tokenId: row.tokenId,
    member: row.member,
    avatarVersion: row.avatarVersion,
    recoveryCodesLeft: row.recoveryCodesLeft,
  };
}
