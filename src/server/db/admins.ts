import { eq } from 'drizzle-orm';
import { notifySessionChange } from '../plugins/live-bus';
import type { Database, Db } from './connect';
import { profiles, users } from './schema';
import { uniqueUsername } from './usernames';

/**
 * Gives an account the admin role, creating the account when the e-mail has none yet. The caller
 * tells the server processes (`announceRoleChange` with the answered id): their session caches
 * hold the person's role.
 */
export async function grantAdmin(db: Db, rawEmail: string): Promise<{ created: boolean; userId: string }> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (updated.length > 0) return { created: false, userId: updated[0]!.id };
    const username = await uniqueUsername(tx, email.split('@')[0]!);
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name: username,
        username,
        displayUsername: username,
        emailVerified: true,
        role: 'admin',
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ userId: user!.id, displayName: username });
    return { created: true, userId: user!.id };
  });
}

/** Takes the admin role away; answers the account's id (to announce, as for `grantAdmin`), or undefined without one. */
export async function revokeAdmin(db: Db, rawEmail: string): Promise<string | undefined> {
  const email = rawEmail.trim().toLowerCase();
  const updated = await db
    .update(users)
    .set({ role: 'user' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated[0]?.id;
}

export async function listAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/** ADMIN_EMAILS: at every start these accounts hold the admin role (created when missing); answers their ids. */
export async function applyAdminEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  const userIds: string[] = [];
  for (const email of emails) userIds.push((await grantAdmin(db, email)).userId);
  return userIds;
}

/**
 * Tells the server processes on this PostgreSQL that a person's role changed: their session caches
 * drop the person's sessions at once. On the embedded database no other process runs meanwhile.
 */
export async function announceRoleChange(database: Database, userId: string): Promise<void> {
  if (database.client) await notifySessionChange(database.client, { kind: 'user-changed', userId });
}

/** `applyAdminEmails` at a server's start, announced to the processes already running. */
export async function applyAdminEmailsEverywhere(
  database: Database,
  emails: readonly string[],
): Promise<void> {
  for (const userId of await applyAdminEmails(database.db, emails))
    await announceRoleChange(database, userId);
}
