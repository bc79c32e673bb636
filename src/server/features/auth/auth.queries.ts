import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Membership } from '../../../shared/contracts/auth';
import type { Db } from '../../db/connect';
import {
  companies,
  companyMembers,
  profiles,
  sessions,
  signIns,
  users,
  verifications,
} from '../../db/schema';

/**
 * Consumes the sign-in code of an e-mail: one DELETE … RETURNING, so among parallel submissions of
 * one code a single one finds it. Answers whether there was a code to consume.
 */
export async function consumeVerification(db: Db, identifier: string): Promise<boolean> {
  const consumed = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifier))
    .returning({ id: verifications.id });
  return consumed.length > 0;
}

/** A pending application for company membership; a second one for the same company is ignored. */
export async function insertApplication(
  db: Db,
  application: { userId: string; companyId: string; title: string; phoneNumber: string },
) {
  await db
    .insert(companyMembers)
    .values({ ...application, status: 'pending' })
    .onConflictDoNothing();
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** The account of an e-mail with its suspension columns, or undefined. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, banned: users.banned, banReason: users.banReason, banExpires: users.banExpires })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * Not suspended at `now`: a session of a suspended person stands for nobody, even one that was
 * made in the instant between a sign-in's check and the suspension deleting every session.
 */
export function notSuspendedAt(now: Date) {
  return or(eq(users.banned, false), lte(users.banExpires, now));
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row !== undefined;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  stayLoggedIn: boolean;
  termsAcceptedAt: Date;
}

/** The user and their profile, in one transaction. */
export async function insertAccount(db: Db, account: NewAccount): Promise<string> {
  const displayName = `${account.firstName} ${account.lastName}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        name: displayName,
        username: account.username.toLowerCase(),
        displayUsername: account.username,
        emailVerified: true,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({
      userId: user!.id,
      firstName: account.firstName,
      lastName: account.lastName,
      displayName,
      stayLoggedIn: account.stayLoggedIn,
      termsAcceptedAt: account.termsAcceptedAt,
    });
    return user!.id;
  });
}

export async function insertSession(
  db: Db,
  session: {
    userId: string;
    tokenHash: string;
    stayLoggedIn: boolean;
    expiresAt: Date;
    ipAddress: string;
    userAgent: string;
  },
): Promise<void> {
  await db.insert(sessions).values({
    userId: session.userId,
    token: session.tokenHash,
    stayLoggedIn: session.stayLoggedIn,
    expiresAt: session.expiresAt,
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
  });
}

export async function insertSignIn(db: Db, record: { userId: string; ipAddress: string; userAgent: string }) {
  await db.insert(signIns).values(record);
}

/**
 * The person's membership that matters most (approved first, then the newest application), as a
 * JSON column of the person's own row: every signed-in request reads its viewer in one query.
 */
const membershipColumn = sql<Membership | null>`(
  select json_build_object(
    'id', ${companyMembers.id},
    'status', ${companyMembers.status},
    'title', ${companyMembers.title},
    'company', json_build_object('id', ${companies.id}, 'name', ${companies.name}, 'slug', ${companies.slug})
  )
  from ${companyMembers}
  inner join ${companies} on ${companies.id} = ${companyMembers.companyId}
  where ${companyMembers.userId} = ${users.id}
  order by ${companyMembers.status} = 'approved' desc, ${companyMembers.appliedAt} desc
  limit 1
)`;

/** Who a person is, as the client's viewer needs it: the user, their profile and membership. */
const viewerColumns = {
  id: users.id,
  email: users.email,
  username: users.displayUsername,
  role: users.role,
  displayName: profiles.displayName,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  membership: membershipColumn,
};

/** The live session for a token hash, with who it belongs to; expired sessions are not returned. */
export async function findSessionViewer(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      stayLoggedIn: sessions.stayLoggedIn,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.updatedAt,
      ...viewerColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.token, tokenHash), gt(sessions.expiresAt, now), notSuspendedAt(now)))
    .limit(1);
  return row;
}

/** Moves a session's end (a kept session's slide) and its last-seen time (`updated_at`), or only the latter. */
export async function touchSession(
  db: Db,
  sessionId: string,
  change: { expiresAt?: Date; lastSeenAt: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ ...(change.expiresAt ? { expiresAt: change.expiresAt } : {}), updatedAt: change.lastSeenAt })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, tokenHash));
}

/**
 * Every session of the person whose live session this is, in one statement: an expired or unknown
 * token names nobody, so nothing is deleted. Answers whose sessions they were.
 */
export async function deleteUserSessionsByHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const owner = db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.token, tokenHash), gt(sessions.expiresAt, now)));
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.userId, owner))
    .returning({ userId: sessions.userId });
  return deleted[0]?.userId;
}

export async function findUserViewer(db: Db, userId: string) {
  const [row] = await db
    .select(viewerColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
