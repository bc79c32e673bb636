import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { StatusState } from '../../../shared/contracts/status';
import { messages } from '../../../shared/messages';
import { detailPath } from '../../../shared/routes';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { lockItem } from '../../db/content.queries';
import { AppError, itemNotFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { OutboxJob } from '../../outbox/outbox.queries';
import { enqueue } from '../../outbox/outbox.queries';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { recordAudit } from '../audit/audit.service';
import { requireSignedIn } from '../auth/viewer.service';
import { isApprovedMember } from '../companies/companies.queries';
import { selectLaunchAudience, selectLaunchMail, writeStatus } from './status.queries';

export const launchEmailJob = 'launch-email';

/**
 * A company's answer: only approved members of the item's company, and admins. Every change is
 * written to the audit log (who, the status and comment before and after). Becoming launched
 * queues one e-mail per voter and the author, in the same transaction. A person hears of an item's
 * launch once: the job's dedupe key names the item and the person, not the moment, so flipping
 * launched → planned → launched mails nobody again (outbox rows are kept, with their keys).
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
  const companyId = await db.transaction(async (tx) => {
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
    if (deps.status === 'launched' && item.status !== 'launched') {
      const audience = await selectLaunchAudience(tx, kind, id, item.userId);
      await enqueue(
        tx,
        audience.map((userId) => ({
          kind: launchEmailJob,
          payload: { kind, itemId: id, userId },
          dedupeKey: `launch:${id}:${userId}`,
        })),
      );
    }
    return item.companyId;
  });
  const state = { id, status: deps.status, statusComment, statusUpdatedAt: at.toISOString() };
  await publishItemEvent(deps.live, { kind, id, companyIds: [companyId] }, 'status', {
    status: state.status,
    statusComment,
    statusUpdatedAt: state.statusUpdatedAt,
  });
  return state;
}

/** The outbox handler that writes one launch e-mail. */
export function launchEmailHandler(options: { db: Db; mailer: Mailer; publicUrl: string }) {
  return async (job: OutboxJob) => {
    const { kind, itemId, userId } = job.payload as { kind: ContentKind; itemId: string; userId: string };
    const item = await selectLaunchMail(options.db, kind, itemId, userId);
    // The request or the person is gone, or it was un-launched meanwhile: nothing to announce.
    if (item?.status !== 'launched') return;
    const link = `${options.publicUrl}${detailPath(kind, item.companySlug, item.productSlug, item.slug)}`;
    const why = item.authorId === userId ? 'you asked for' : 'you voted for';
    await options.mailer.send({
      to: item.email,
      subject: `Launched: ${item.title}`,
      text: [
        `Good news: ${item.companyName} has launched "${item.title}", which ${why} on ilii.`,
        ...(item.statusComment ? ['', `${item.companyName} says: ${item.statusComment}`] : []),
        '',
        `See it here: ${link}`,
        '',
        '— ilii',
      ].join('\n'),
    });
  };
}
