import { pageSizes } from '../../../shared/constants';
import type { AuditPage, AuditQuery } from '../../../shared/contracts/audit';
import type { Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import type { AuditAction, AuditTargetKind } from '../../../shared/rules/audit';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { auditLog } from '../../db/schema';
import { AppError } from '../../errors';
import { isRealTime } from '../requests/requests.service';
import { type AuditFilter, type AuditKeyset, findUserIdByName, selectAuditPage } from './audit.queries';

export interface AuditEntry {
  /** Who acted: an admin or an approved member. */
  actor: Pick<Viewer, 'id' | 'username' | 'email'>;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | null; label: string };
  /** The company the action concerns, when there is one (a member's actions always have it). */
  companyId?: string | null;
  reason?: string | null;
  /** The content or settings before the action, and after it where that says more than the action. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the action it records, so
 * the action and its record commit together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorLabel: entry.actor.username ?? entry.actor.email,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    companyId: entry.companyId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

function encodeCursor(keyset: AuditKeyset): string {
  return Buffer.from(JSON.stringify([keyset.createdAt, keyset.id])).toString('base64url');
}

/** A 'Load more' cursor, checked before any of it reaches SQL (docs/decisions.md #25). */
function decodeCursor(cursor: string): AuditKeyset {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [createdAt, id] = decoded as [unknown, unknown];
      if (typeof createdAt === 'string' && isRealTime(createdAt) && typeof id === 'string' && isUuid(id))
        return { createdAt, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', {
    userMessage: messages.listLinkOutOfDate,
    fields: { cursor: messages.listLinkOutOfDate },
  });
}

/** The filters as the indexes take them: a username becomes the account's id, an id the target's. */
async function resolveFilter(db: Db, query: AuditQuery): Promise<AuditFilter> {
  const filter: AuditFilter = { action: query.action };
  const actor = query.actor?.replace(/^@/, '');
  if (actor) {
    const actorId = await findUserIdByName(db, actor);
    // A deleted actor has no account; their entries still carry the name they acted under.
    if (actorId) filter.actorId = actorId;
    else filter.actorLabel = actor;
  }
  if (query.target) {
    if (isUuid(query.target)) filter.targetId = query.target.toLowerCase();
    else filter.targetText = query.target;
  }
  return filter;
}

/** The admin console's audit log: newest first, a page at a time, filtered by actor, action and target. */
export async function listAudit({ db, query }: { db: Db; query: AuditQuery }): Promise<AuditPage> {
  const size = pageSizes.auditLog;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await selectAuditPage(db, await resolveFilter(db, query), size, after);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actor: row.actorLabel,
      action: row.action as AuditAction,
      target: { kind: row.targetKind as AuditTargetKind, id: row.targetId, label: row.targetLabel },
      reason: row.reason,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextCursor: rows.length > size && last ? encodeCursor({ createdAt: last.sortKey, id: last.id }) : null,
  };
}
