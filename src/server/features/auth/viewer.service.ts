import type { SignOutScope, Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { LiveBus } from '../../plugins/live-bus';
import {
  deleteSessionByHash,
  deleteUserSessionsByHash,
  findSessionViewer,
  findUserViewer,
  touchSession,
} from './auth.queries';
import { hashSessionToken, sessionLifetimeMs, slideAfterMs } from './sessions';

type ViewerRow = NonNullable<Awaited<ReturnType<typeof findSessionViewer>>>;

/**
 * A session's last-seen time (`updated_at`) is moved at most this often, and only when the session
 * cache misses: never a write per request (docs/decisions.md #49).
 */
export const lastSeenEveryMs = 5 * 60 * 1000;

function toViewer(row: Omit<ViewerRow, 'sessionId' | 'stayLoggedIn' | 'expiresAt' | 'lastSeenAt'>): Viewer {
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
  /** When the session ends (after the extension, if there was one). */
  expiresAt: Date;
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
  let expiresAt = row.expiresAt;
  const fullLifetimeEnds = now.getTime() + sessionLifetimeMs.stayLoggedIn;
  if (row.stayLoggedIn && fullLifetimeEnds - row.expiresAt.getTime() > slideAfterMs) {
    expiresAt = new Date(fullLifetimeEnds);
    wasExtended = true;
  }
  const isLastSeenStale = now.getTime() - row.lastSeenAt.getTime() >= lastSeenEveryMs;
  if (wasExtended || isLastSeenStale) {
    await touchSession(db, row.sessionId, { ...(wasExtended ? { expiresAt } : {}), lastSeenAt: now });
  }
  return { viewer: toViewer(row), wasExtended, stayLoggedIn: row.stayLoggedIn, expiresAt };
}

export async function loadViewer(db: Db, userId: string): Promise<Viewer | null> {
  const row = await findUserViewer(db, userId);
  return row ? toViewer(row) : null;
}

/**
 * Ends the cookie's session ('local') or every session of its person ('global'), and tells every
 * process's session cache before answering.
 */
export async function endSession(
  deps: { db: Db; live: LiveBus },
  options: { token: string | undefined; scope: SignOutScope; now: Date },
): Promise<void> {
  if (!options.token) return;
  const tokenHash = hashSessionToken(options.token);
  if (options.scope === 'global') {
    const userId = await deleteUserSessionsByHash(deps.db, tokenHash, options.now);
    if (userId) await deps.live.publishSessions({ kind: 'user-changed', userId });
  } else {
    await deleteSessionByHash(deps.db, tokenHash);
    await deps.live.publishSessions({ kind: 'session-ended', tokenHash });
  }
}

/** The signed-in viewer, or a 401 that says, in the call's own words, why signing in is needed. */
export function requireSignedIn(
  viewer: Viewer | null,
  userMessage: string = messages.authenticationRequired,
): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', { userMessage });
  return viewer;
}
