import type { SignOutScope, Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import {
  deleteSessionByHash,
  deleteUserSessionsByHash,
  extendSession,
  findSessionViewer,
  findUserViewer,
} from './auth.queries';
import { hashSessionToken, sessionLifetimeMs, slideAfterMs } from './sessions';

type ViewerRow = NonNullable<Awaited<ReturnType<typeof findSessionViewer>>>;

function toViewer(row: Omit<ViewerRow, 'sessionId' | 'stayLoggedIn' | 'expiresAt'>): Viewer {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.role === 'admin',
    membership: row.membership,
  };
}

export interface SessionLookup {
  viewer: Viewer;
  /** Set when a kept session was extended: the cookie is sent again with a fresh Max-Age. */
  wasExtended: boolean;
  stayLoggedIn: boolean;
}

/** The person a session cookie belongs to, or null: signed out, expired or deleted users fail at once. */
export async function findViewerBySessionToken(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionLookup | null> {
  const row = await findSessionViewer(db, hashSessionToken(token), now);
  if (!row) return null;
  let wasExtended = false;
  const fullLifetimeEnds = now.getTime() + sessionLifetimeMs.stayLoggedIn;
  if (row.stayLoggedIn && fullLifetimeEnds - row.expiresAt.getTime() > slideAfterMs) {
    await extendSession(db, row.sessionId, new Date(fullLifetimeEnds));
    wasExtended = true;
  }
  return { viewer: toViewer(row), wasExtended, stayLoggedIn: row.stayLoggedIn };
}

export async function loadViewer(db: Db, userId: string): Promise<Viewer | null> {
  const row = await findUserViewer(db, userId);
  return row ? toViewer(row) : null;
}

/** Ends the cookie's session ('local') or every session of its person ('global'). */
export async function endSession(
  db: Db,
  options: { token: string | undefined; scope: SignOutScope; now: Date },
): Promise<void> {
  if (!options.token) return;
  const tokenHash = hashSessionToken(options.token);
  if (options.scope === 'global') await deleteUserSessionsByHash(db, tokenHash, options.now);
  else await deleteSessionByHash(db, tokenHash);
}

/** The signed-in viewer, or a 401 that says, in the call's own words, why signing in is needed. */
export function requireSignedIn(
  viewer: Viewer | null,
  userMessage: string = messages.authenticationRequired,
): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', { userMessage });
  return viewer;
}
