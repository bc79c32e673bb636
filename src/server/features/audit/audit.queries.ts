import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/rules/audit';
import type { Db } from '../../db/connect';
import { afterKeyset } from '../../db/keyset';
import { auditLog, users } from '../../db/schema';
import { escapeLike } from '../companies/companies.queries';
import { exactTime } from '../requests/requests.queries';

/** Where a page of the audit log ended: the last entry's exact time (UTC text, microseconds) and id. */
export interface AuditKeyset {
  createdAt: string;
  id: string;
}

export interface AuditFilter {
  /** The acting account, when the actor's username or e-mail names one; else their kept label. */
  actorId?: string;
  actorLabel?: string;
  action?: AuditAction;
  targetId?: string;
  targetText?: string;
}

/** The account a username (or e-mail) names, whatever its case; undefined when none does. */
export async function findUserIdByName(db: Db, name: string): Promise<string | undefined> {
  const lowered = name.toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, lowered), sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return row?.id;
}

/**
 * One page of the audit log, newest first, keyset-paged on (created_at, id): the filters each
 * have an index that starts with their column and goes on with created_at, except words of a
 * label, which are looked for in the rows the other filters leave.
 */
export async function selectAuditPage(db: Db, filter: AuditFilter, limit: number, after?: AuditKeyset) {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.actorLabel)
    conditions.push(sql`lower(${auditLog.actorLabel}) = ${filter.actorLabel.toLowerCase()}`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.targetText) conditions.push(ilike(auditLog.targetLabel, `%${escapeLike(filter.targetText)}%`));
  if (after) {
    conditions.push(
      afterKeyset(auditLog.createdAt, sql`${after.createdAt}::timestamptz`, auditLog.id, after.id),
    );
  }
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      sortKey: exactTime(auditLog.createdAt),
      actorLabel: auditLog.actorLabel,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
