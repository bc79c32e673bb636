import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { insertSession } from '../features/auth/auth.queries';
import { newSessionToken, sessionCookieName, sessionLifetimeMs } from '../features/auth/sessions';
import { createUser } from './factories';

/**
 * A new account with a session, without the sign-in round trips: its cookie and id. `joinedDaysAgo`
 * backdates the account (reports count only from accounts older than a day).
 */
export async function signedInUser(db: Db, options: { username?: string; joinedDaysAgo?: number } = {}) {
  const user = await createUser(db, { username: options.username });
  if (options.joinedDaysAgo) {
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - options.joinedDaysAgo * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, user.id));
  }
  const session = newSessionToken();
  await insertSession(db, {
    userId: user.id,
    tokenHash: session.tokenHash,
    stayLoggedIn: false,
    expiresAt: new Date(Date.now() + sessionLifetimeMs.browserSession),
    ipAddress: '10.0.0.9',
    userAgent: 'test',
  });
  return { id: user.id, username: user.username!, cookie: `${sessionCookieName}=${session.token}` };
}
