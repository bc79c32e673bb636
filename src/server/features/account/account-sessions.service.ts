import Bowser from 'bowser';
import type { AccountSession } from '../../../shared/contracts/account';
import type { Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { LiveBus } from '../../plugins/live-bus';
import { hashSessionToken } from '../auth/sessions';
import { requireSignedIn } from '../auth/viewer.service';
import { deleteOwnSession, selectLiveSessions } from './account.queries';
import { enforceLimit } from './account-codes';

/** Browser, system and kind of device, read from a user agent by bowser; nulls where it says nothing. */
export function describeUserAgent(
  userAgent: string | null,
): Pick<AccountSession, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const named = (part: { name?: string; version?: string }, keep: (version: string) => string) =>
    part.name ? [part.name, part.version ? keep(part.version) : ''].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  return {
    // The major version is enough to recognise a browser; the rest changes every few weeks.
    browser: named(parsed.browser, (version) => version.split('.')[0]!),
    os: named(parsed.os, (version) => version),
    device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
  };
}

/** The person's live sessions, the one the request came with marked `isCurrent`. */
export async function listSessions(deps: {
  db: Db;
  clock: () => Date;
  viewer: Viewer | null;
  token: string | undefined;
}): Promise<{ sessions: AccountSession[] }> {
  const viewer = requireSignedIn(deps.viewer);
  const current = deps.token ? hashSessionToken(deps.token) : null;
  const rows = await selectLiveSessions(deps.db, viewer.id, deps.clock());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isCurrent: row.tokenHash === current,
    })),
  };
}

/**
 * Signs one of the person's sessions out, and every process forgets it at once. Another person's
 * session, or one already ended, is a 404: nobody learns which ids exist. Sixty an hour.
 */
export async function endOwnSession(deps: {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  viewer: Viewer | null;
  sessionId: string;
  token: string | undefined;
}): Promise<{ message: string; isCurrent: boolean }> {
  const viewer = requireSignedIn(deps.viewer);
  await enforceLimit(deps, { key: `account-session-end:${viewer.id}`, max: 60, windowSeconds: 3600 });
  const tokenHash = await deleteOwnSession(deps.db, viewer.id, deps.sessionId);
  if (!tokenHash) throw new AppError('NOT_FOUND', { userMessage: messages.sessionNotFound });
  await deps.live.publishSessions({ kind: 'session-ended', tokenHash });
  const isCurrent = deps.token !== undefined && hashSessionToken(deps.token) === tokenHash;
  return { message: messages.sessionSignedOut, isCurrent };
}
