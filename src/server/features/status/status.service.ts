import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { StatusState } from '../../../shared/contracts/status';
import { messages } from '../../../shared/messages';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { lockItem } from '../../db/content.queries';
import { AppError, itemNotFound } from '../../errors';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { recordAudit } from '../audit/audit.service';
import { requireSignedIn } from '../auth/viewer.service';
import { isApprovedMember } from '../companies/companies.queries';
import { announceNotifications, notifyStatusChange } from '../notifications/notify';
import { writeStatus } from './status.queries';

/**
 * A company's answer: only approved members of the item's company, and admins. Every change is
 * written to the audit log (who, the status and comment before and after), and its followers are
 * notified in the same transaction ('status', or 'comment' when only the comment changed; the
 * launch is a status like any other), each by e-mail as their settings say. A change that changes
 * nothing notifies nobody.
 */
export async function updateStatus(deps: {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  viewer: Viewer | null;
  kind: ContentKind;
  id: string;
  status: RequestStatus;
  comment: string | null | undefined;
}): Promise<StatusState> {
  const { db, kind, id } = deps;
  const viewer = requireSignedIn(deps.viewer);
  const at = deps.clock();
  const statusComment = deps.comment ?? null;
  const { companyId, notified } = await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    if (!item) throw itemNotFound(kind);
    if (!viewer.isAdmin && !(await isApprovedMember(tx, viewer.id, item.companyId))) {
      throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
    }
    await writeStatus(tx, kind, id, { status: deps.status, statusComment, at });
    await recordAudit(tx, {
      actor: viewer,
      action: 'status.change',
      target: { kind: kind === 'vents' ? 'vent' : 'request', id, label: item.title },
      companyId: item.companyId,
      before: { status: item.status, statusComment: item.statusComment },
      after: { status: deps.status, statusComment },
    });
    const notified = await notifyStatusChange(tx, {
      kind,
      id,
      actorId: viewer.id,
      before: { status: item.status, comment: item.statusComment },
      after: { status: deps.status, comment: statusComment },
    });
    return { companyId: item.companyId, notified };
  });
  const state = { id, status: deps.status, statusComment, statusUpdatedAt: at.toISOString() };
  await publishItemEvent(deps.live, { kind, id, companyIds: [companyId] }, 'status', {
    status: state.status,
    statusComment,
    statusUpdatedAt: state.statusUpdatedAt,
  });
  await announceNotifications(db, deps.live, notified);
  return state;
}
