import type { Viewer } from '../../../shared/contracts/auth';
import type { AuditAction, AuditTargetKind } from '../../../shared/rules/audit';
import type { Db } from '../../db/connect';
import { auditLog } from '../../db/schema';

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
