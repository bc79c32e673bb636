import type { Viewer } from '../../../shared/contracts/auth';
import type { ApplyInput, MembershipChange } from '../../../shared/contracts/memberships';
import { messages } from '../../../shared/messages';
import { staticPaths } from '../../../shared/routes';
import type { AuditAction } from '../../../shared/rules/audit';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { composeMail } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { enqueue, type OutboxJob } from '../../outbox/outbox.queries';
import type { LiveBus } from '../../plugins/live-bus';
import { recordAudit } from '../audit/audit.service';
import { companyExists } from '../auth/auth.queries';
import { loadViewer, requireSignedIn } from '../auth/viewer.service';
import { findOrCreateCompany } from '../companies/companies.service';
import {
  deleteMembership,
  findMembership,
  findPerson,
  insertPendingApplication,
  lockMembershipsOf,
  type MembershipRow,
  selectMembership,
  selectMembershipOf,
} from './memberships.queries';

type Membership = NonNullable<MembershipRow>;

/** How the audit log names a membership: the person and the company ('maya.lopez at Notewren'). */
export function membershipLabel(row: Pick<Membership, 'username' | 'email' | 'companyName'>): string {
  return `${row.username ?? row.email} at ${row.companyName}`;
}

/** What the membership was, for the audit log's 'before'. */
export function membershipSnapshot(row: Membership): Record<string, unknown> {
  return {
    user: row.username ?? row.email,
    company: row.companyName,
    title: row.title,
    phoneNumber: row.phoneNumber,
    status: row.status,
  };
}

/** One audit entry about a membership, in the transaction of the action. */
export async function auditMembership(
  tx: Db,
  entry: {
    actor: Viewer;
    action: AuditAction;
    row: Membership;
    reason?: string | null;
    after?: Record<string, unknown> | null;
  },
) {
  await recordAudit(tx, {
    actor: entry.actor,
    action: entry.action,
    target: { kind: 'membership', id: entry.row.id, label: membershipLabel(entry.row) },
    companyId: entry.row.companyId,
    reason: entry.reason ?? null,
    before: membershipSnapshot(entry.row),
    after: entry.after ?? null,
  });
}

/** Who the person is now, after a change to their membership announced to every process. */
async function changed(db: Db, live: LiveBus, userId: string, message: string): Promise<MembershipChange> {
  // The viewer (with its membership) is cached per session in every process: docs/decisions.md #38.
  await live.publishSessions({ kind: 'user-changed', userId });
  return { user: (await loadViewer(db, userId))!, message };
}

/**
 * A signed-in person applies for a company account with their own account. One pending or
 * approved membership per person at a time (409 otherwise); a rejected applicant may apply again,
 * to the same company or another.
 */
export async function applyForCompany(deps: {
  db: Db;
  live: LiveBus;
  viewer: Viewer | null;
  input: ApplyInput & { title: string; phoneNumber: string };
}): Promise<MembershipChange> {
  const viewer = requireSignedIn(deps.viewer);
  const { input } = deps;
  await deps.db.transaction(async (tx) => {
    await lockMembershipsOf(tx, viewer.id);
    const current = await selectMembershipOf(tx, viewer.id, ['approved', 'pending']);
    if (current) {
      throw new AppError('CONFLICT', {
        userMessage:
          current.status === 'approved'
            ? messages.alreadyRepresentCompany(current.companyName)
            : messages.applicationAlreadyPending(current.companyName),
      });
    }
    if (input.companyId && !(await companyExists(tx, input.companyId))) {
      throw new AppError('VALIDATION', {
        userMessage: messages.companyRequired,
        fields: { companyId: messages.companyRequired },
      });
    }
    const companyId =
      input.companyId ??
      (await findOrCreateCompany({ db: tx, name: input.companyName!, createdBy: viewer.id })).id;
    await insertPendingApplication(tx, {
      userId: viewer.id,
      companyId,
      title: input.title,
      phoneNumber: input.phoneNumber,
    });
  });
  return changed(deps.db, deps.live, viewer.id, messages.companyApplicationSubmitted);
}

/** An approved member leaves their company: the membership goes, the audit log keeps it. */
export async function leaveCompany(deps: { db: Db; live: LiveBus; viewer: Viewer | null }) {
  const viewer = requireSignedIn(deps.viewer);
  const left = await deps.db.transaction(async (tx) => {
    await lockMembershipsOf(tx, viewer.id);
    const current = await selectMembershipOf(tx, viewer.id, ['approved']);
    if (!current) throw new AppError('FORBIDDEN', { userMessage: messages.notACompanyMember });
    await deleteMembership(tx, current.id);
    await auditMembership(tx, { actor: viewer, action: 'membership.leave', row: current });
    return current;
  });
  return changed(deps.db, deps.live, viewer.id, messages.leftCompany(left.companyName));
}

/** An admin ends an approved membership, with an optional reason kept in the audit log. */
export async function revokeMembership(deps: {
  db: Db;
  live: LiveBus;
  admin: Viewer;
  id: string;
  reason: string | null | undefined;
}) {
  const revoked = await deps.db.transaction(async (tx) => {
    // The person's lock first, as leaving takes it, then the row: the two cannot deadlock.
    const found = await findMembership(tx, deps.id);
    if (found) await lockMembershipsOf(tx, found.userId);
    const row = found && (await selectMembership(tx, deps.id));
    if (!row) throw new AppError('NOT_FOUND', { userMessage: messages.applicationNotFound });
    if (row.status !== 'approved')
      throw new AppError('CONFLICT', { userMessage: messages.onlyApprovedCanBeRevoked });
    await deleteMembership(tx, row.id);
    await auditMembership(tx, {
      actor: deps.admin,
      action: 'membership.revoke',
      row,
      reason: deps.reason || null,
    });
    return row;
  });
  await deps.live.publishSessions({ kind: 'user-changed', userId: revoked.userId });
  return {
    id: revoked.id,
    message: messages.membershipRevoked(revoked.username ?? revoked.email, revoked.companyName),
  };
}

export const reviewEmailJob = 'membership-review-email';
type Decision = 'approved' | 'rejected';

interface ReviewEmailPayload {
  membershipId: string;
  status: Decision;
  userId: string;
  companyName: string;
}

/**
 * Queues the applicant's e-mail about a review, in the review's transaction. Each application is
 * its own row (a new one after a rejection), so membership and decision make the dedupe key.
 */
export async function queueReviewEmail(tx: Db, row: Membership, status: Decision) {
  const payload: ReviewEmailPayload = {
    membershipId: row.id,
    status,
    userId: row.userId,
    companyName: row.companyName,
  };
  await enqueue(tx, [
    { kind: reviewEmailJob, payload: { ...payload }, dedupeKey: `membership-review:${row.id}:${status}` },
  ]);
}

/** The outbox handler that writes one review e-mail: 'You'll be notified once it's reviewed.' */
export function reviewEmailHandler(options: { db: Db; mailer: Mailer; publicUrl: string }) {
  return async (job: OutboxJob) => {
    const { membershipId, status, userId, companyName } = job.payload as unknown as ReviewEmailPayload;
    const person = await findPerson(options.db, userId);
    if (!person) return; // the account is gone
    // An approval revoked (or left) before its e-mail went out announces nothing. A rejection is
    // told even when the person has already applied again, which replaces the rejected row.
    if (status === 'approved' && (await findMembership(options.db, membershipId))?.status !== 'approved')
      return;
    const greeting = person.firstName ? `Hi ${person.firstName},` : 'Hi,';
    const isApproved = status === 'approved';
    await options.mailer.send(
      composeMail(
        {
          to: person.email,
          subject: isApproved
            ? `You now represent ${companyName} on ilii`
            : `Your application for ${companyName}`,
          paragraphs: [
            greeting,
            isApproved
              ? `An admin approved your application to represent ${companyName} on ilii.`
              : `An admin reviewed your application to represent ${companyName} on ilii and could not approve it.`,
          ],
          action: isApproved
            ? {
                label: 'Your company dashboard is open',
                url: `${options.publicUrl}${staticPaths.companyDashboard}`,
              }
            : {
                label: 'You can apply again at any time',
                url: `${options.publicUrl}${staticPaths.companies}`,
              },
          why: messages.mailWhyReview(companyName),
        },
        options.publicUrl,
      ),
    );
  };
}
