import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { emailChanges, profiles, sessions, users, verifications } from '../../db/schema';

/** The person's profile fields, locked for the rest of the transaction. */
export async function lockProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      username: users.displayUsername,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row;
}

/** Username (lower-cased for uniqueness, spelled as chosen for display) and names, display name following. */
export async function updateProfile(
  db: Db,
  userId: string,
  profile: { username: string; firstName: string; lastName: string },
) {
  const displayName = `${profile.firstName} ${profile.lastName}`;
  await db
    .update(users)
    .set({ username: profile.username.toLowerCase(), displayUsername: profile.username, name: displayName })
    .where(eq(users.id, userId));
  await db
    .insert(profiles)
    .values({ userId, firstName: profile.firstName, lastName: profile.lastName, displayName })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { firstName: profile.firstName, lastName: profile.lastName, displayName },
    });
}

export async function findPendingEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  return row?.newEmail ?? null;
}

/** One pending change per person: a new request replaces the old one. */
export async function savePendingEmail(db: Db, userId: string, newEmail: string) {
  await db
    .insert(emailChanges)
    .values({ userId, newEmail })
    .onConflictDoUpdate({ target: emailChanges.userId, set: { newEmail, createdAt: sql`now()` } });
}

/**
 * The new address takes the old one's place; the pending change and any code still out for the
 * old address go. The unique index on `users.email` refuses an address taken meanwhile.
 */
export async function applyEmailChange(
  db: Db,
  userId: string,
  change: { oldEmail: string; newEmail: string },
) {
  await db.update(users).set({ email: change.newEmail }).where(eq(users.id, userId));
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await db.delete(verifications).where(eq(verifications.identifier, `sign-in-otp-${change.oldEmail}`));
}

export async function findUserEmail(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The person's live sessions, newest first; `token` is the SHA-256 the cookie is known by. */
export async function selectLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.token,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
}

/** Deletes one of the person's sessions; answers its token hash, or undefined when it was not theirs. */
export async function deleteOwnSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.token });
  return row?.tokenHash;
}
