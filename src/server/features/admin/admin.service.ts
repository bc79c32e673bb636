import { pageSizes } from '../../../shared/constants';
import type { Application, LogEntry, UserRow, UserSort } from '../../../shared/contracts/admin';
import type { Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import { detailPath } from '../../../shared/routes';
import type { ModerationCheckType } from '../../../shared/rules/moderation';
import { activeSuspension } from '../../../shared/rules/suspension';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { LiveBus } from '../../plugins/live-bus';
import { recordAudit } from '../audit/audit.service';
import { requireSignedIn } from '../auth/viewer.service';
import { selectMembership } from '../memberships/memberships.queries';
import { auditMembership, queueReviewEmail } from '../memberships/memberships.service';
import {
  deleteUserRow,
  lockUser,
  reviewPendingApplication,
  selectApplications,
  selectLogs,
  selectUserActivity,
  selectUsersByActivity,
  type UserActivityRow,
} from './admin.queries';

/** Every admin call starts here: signed in, and holding the admin role. */
export function requireAdmin(viewer: Viewer | null): Viewer {
  const admin = requireSignedIn(viewer);
  if (!admin.isAdmin) throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
  return admin;
}

/** Pages of `size`: one extra row tells whether there is more. */
function page<T>(rows: T[], size: number) {
  return { items: rows.slice(0, size), hasMore: rows.length > size };
}

export async function listApplications({ db, offset }: { db: Db; offset: number }) {
  const size = pageSizes.adminApplications;
  const rows = await selectApplications(db, offset, size + 1);
  return page<Application>(
    rows.map((row) => ({
      id: row.id,
      applicant: { displayName: row.displayName, username: row.username },
      company: row.company,
      title: row.title,
      phoneNumber: row.phoneNumber,
      status: row.status,
      appliedAt: row.appliedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    size,
  );
}

/**
 * Approves or rejects a pending application: the applicant's membership, in every process's session
 * cache too. The audit entry and the applicant's e-mail are written in the review's transaction.
 */
export async function reviewApplication(deps: {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  admin: Viewer;
  id: string;
  status: 'approved' | 'rejected';
}) {
  const userId = await deps.db.transaction(async (tx) => {
    const row = await selectMembership(tx, deps.id);
    if (!row) throw new AppError('NOT_FOUND', { userMessage: messages.applicationNotFound });
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', { userMessage: messages.applicationAlreadyReviewed });
    await reviewPendingApplication(tx, deps.id, deps.status, deps.admin.id, deps.clock());
    await auditMembership(tx, {
      actor: deps.admin,
      action: deps.status === 'approved' ? 'application.approve' : 'application.reject',
      row,
      after: { status: deps.status },
    });
    await queueReviewEmail(tx, row, deps.status);
    return row.userId;
  });
  await deps.live.publishSessions({ kind: 'user-changed', userId });
  return { id: deps.id, status: deps.status };
}

export async function listLogs({
  db,
  checkType,
  offset,
}: {
  db: Db;
  checkType: ModerationCheckType;
  offset: number;
}) {
  const size = pageSizes.moderationLogs;
  const rows = await selectLogs(db, checkType, offset, size + 1);
  return page<LogEntry>(
    rows.map(({ subject, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      submittedContent: row.submittedContent as Record<string, unknown>,
      subject: subject && {
        kind: subject.kind,
        title: subject.title,
        path: detailPath(subject.kind, subject.companySlug, subject.productSlug, subject.slug),
      },
    })),
    size,
  );
}

function toUserRow(row: UserActivityRow, now: Date): UserRow {
  const banExpires = row.ban_expires === null ? null : new Date(row.ban_expires);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.role === 'admin',
    suspension: activeSuspension({ banned: row.banned, banReason: row.ban_reason, banExpires }, now),
    requestCount: Number(row.request_count),
    voteCount: Number(row.vote_count),
    buildCount: Number(row.build_count),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listUsers({
  db,
  clock,
  sort,
  direction,
  offset,
}: {
  db: Db;
  clock: () => Date;
  sort: UserSort;
  direction: 'asc' | 'desc';
  offset: number;
}) {
  const size = pageSizes.topUsers;
  const rows = await selectUsersByActivity(db, sort, direction, offset, size + 1);
  const now = clock();
  return page(
    rows.map((row) => toUserRow(row, now)),
    size,
  );
}

/**
 * Deletes an idle user: re-checked under a lock, so a vote arriving meanwhile cannot be lost. Their
 * sessions go with them, from every process's session cache too; the audit log keeps who and when.
 */
export async function deleteIdleUser({
  db,
  live,
  admin,
  userId,
}: {
  db: Db;
  live: LiveBus;
  admin: Viewer;
  userId: string;
}) {
  if (userId === admin.id)
    throw new AppError('CONFLICT', { userMessage: messages.cannotDeleteOwnAccountHere });
  const deleted = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId)))
      throw new AppError('NOT_FOUND', { userMessage: messages.userNotFound });
    const user = toUserRow((await selectUserActivity(tx, userId))!, new Date());
    if (user.requestCount + user.voteCount + user.buildCount > 0) {
      throw new AppError('CONFLICT', {
        userMessage: messages.userHasActivity(user.requestCount, user.voteCount, user.buildCount),
      });
    }
    await deleteUserRow(tx, userId);
    await recordAudit(tx, {
      actor: admin,
      action: 'user.delete',
      target: { kind: 'user', id: userId, label: user.username ?? user.email ?? userId },
      before: { username: user.username, email: user.email },
    });
    return { success: true as const, message: messages.userWasDeleted(user.username ?? user.email) };
  });
  await live.publishSessions({ kind: 'user-changed', userId });
  return deleted;
}
