import type { UnsubscribeKind } from '../../../shared/contracts/notifications';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { detailPath, staticPaths } from '../../../shared/routes';
import { type RequestStatus, requestStatusLabels } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { composeMail, type MailContent } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { enqueue, type OutboxJob } from '../../outbox/outbox.queries';
import {
  type MailedNotification,
  markMailed,
  selectCompanyDigestMembers,
  selectDigestNotifications,
  selectDigestRecipients,
  selectMemberDigest,
  selectNewCompanyItems,
  selectNotificationForMail,
} from './notifications.queries';
import { notificationEmailJob } from './notify';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The day's planner: it queues one digest per person with something new, and the company digests. */
export const digestPlannerJob = 'notification-digests';
export const digestJob = 'notification-digest';
export const companyDigestJob = 'company-digest';

/** Digests go out from this hour of each day (UTC); the company digest covers the 24 hours before it. */
export const digestHourUtc = 8;

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: () => Promise<string>;
  clock: () => Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The company digest's window of day `day`: the 24 hours up to that day's digest hour. */
function digestWindow(day: string) {
  const to = new Date(`${day}T${String(digestHourUtc).padStart(2, '0')}:00:00.000Z`);
  return { from: new Date(to.getTime() - 86_400_000), to };
}

/**
 * Called on every poll of each process's outbox worker: from the digest hour on, queues the day's
 * planner, once (the dedupe key holds across processes; this process remembers the day it did).
 */
export function digestScheduler(db: Db): (now: Date) => Promise<void> {
  let plannedDay: string | null = null;
  return async (now) => {
    if (now.getUTCHours() < digestHourUtc) return;
    const day = dayOf(now);
    if (plannedDay === day) return;
    await enqueue(db, [{ kind: digestPlannerJob, payload: { day }, dedupeKey: `digests:${day}` }]);
    plannedDay = day;
  };
}

/** The planner: one job per person with unmailed daily notifications, one per member's company digest. */
export function digestPlannerHandler({ db }: Pick<MailDeps, 'db'>) {
  return async (job: OutboxJob) => {
    const { day } = job.payload as { day: string };
    const people = await selectDigestRecipients(db);
    await enqueue(
      db,
      people.map((userId) => ({
        kind: digestJob,
        payload: { userId, day },
        dedupeKey: `digest:${userId}:${day}`,
      })),
    );
    const members = await selectCompanyDigestMembers(db, digestWindow(day));
    await enqueue(
      db,
      members.map(({ userId, companyId }) => ({
        kind: companyDigestJob,
        payload: { userId, companyId, day },
        dedupeKey: `company-digest:${userId}:${companyId}:${day}`,
      })),
    );
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What one notification says: a subject, and its sentences (the digest shows the sentences). */
function whatHappened(row: MailedNotification): { subject: string; sentences: string[] } {
  const { payload } = row;
  const title = text(payload.title);
  const company = text(payload.companyName);
  const says = payload.comment ? [messages.mailCompanySays(company, text(payload.comment))] : [];
  switch (row.kind) {
    case 'status': {
      const status = payload.status as RequestStatus;
      const label = requestStatusLabels[status] ?? text(status);
      const sentence =
        status === 'launched'
          ? messages.mailLaunched(company, title)
          : messages.mailStatusChanged(company, title, label);
      return { subject: messages.mailStatusSubject(label, title), sentences: [sentence, ...says] };
    }
    case 'comment':
      return {
        subject: messages.mailCommentSubject(company, title),
        sentences: [messages.mailCommentChanged(company, title), ...says],
      };
    case 'builds': {
      const count = Number(payload.count) || 1;
      return {
        subject: messages.mailBuildsSubject(count, title),
        sentences: [messages.mailNewBuilds(count, title)],
      };
    }
    case 'merged': {
      const into = (payload.into ?? {}) as { title?: string };
      return {
        subject: messages.mailMergedSubject(title),
        sentences: [messages.mailMerged(title, text(into.title))],
      };
    }
    default: {
      const reason = payload.reason ? [messages.mailRemovedReason(text(payload.reason))] : [];
      return {
        subject: messages.mailRemovedSubject(title),
        sentences: [messages.mailRemoved(title), ...reason],
      };
    }
  }
}

/** Where a notification's e-mail points: its item while public, a merged item's new home. */
function linkOf(row: MailedNotification, publicUrl: string): string | null {
  if (row.isPublic && row.companySlug && row.slug) {
    return `${publicUrl}${detailPath(row.itemKind as ContentKind, row.companySlug, row.productSlug, row.slug)}`;
  }
  const into = row.payload.into as { path?: unknown } | undefined;
  return row.kind === 'merged' && typeof into?.path === 'string' ? `${publicUrl}${into.path}` : null;
}

/** The footer's way out of this kind of mail: the page, and the RFC 8058 one-click address. */
async function unsubscribeFor(deps: MailDeps, userId: string, kind: UnsubscribeKind) {
  const token = signUnsubscribeToken(await deps.secret(), { userId, kind }, deps.clock());
  return {
    pageUrl: `${deps.publicUrl}${staticPaths.unsubscribe}?token=${token}`,
    oneClickUrl: `${deps.publicUrl}/api/v1/unsubscribe?token=${token}`,
    label: `${messages.mailUnsubscribe}: ${messages.unsubscribeWhat[kind]}`,
  };
}

async function send(deps: MailDeps, content: MailContent) {
  await deps.mailer.send(composeMail(content, deps.publicUrl));
}

/**
 * Mails one notification whose kind the person gets instantly. Nothing goes when it was mailed
 * already (a later job of a grouped one), or when the person has since chosen daily (the digest
 * takes it) or off (marked mailed, never sent).
 */
export function notificationEmailHandler(deps: MailDeps) {
  return async (job: OutboxJob) => {
    const { notificationId } = job.payload as { notificationId: string };
    const row = await selectNotificationForMail(deps.db, notificationId);
    if (!row || row.isMailed || row.mode === 'daily') return;
    if (row.mode === 'instant') {
      const { subject, sentences } = whatHappened(row);
      const link = linkOf(row, deps.publicUrl);
      await send(deps, {
        to: row.email,
        subject,
        paragraphs: sentences,
        ...(link ? { action: { label: messages.mailSeeIt, url: link } } : {}),
        why: messages.mailWhyFollow(text(row.payload.title)),
        unsubscribe: await unsubscribeFor(deps, row.recipientId, row.kind),
      });
    }
    await markMailed(deps.db, [row.id]);
  };
}

/** The digest's paragraphs: one per item, its title and company, what happened, and its link. */
function digestParagraphs(rows: MailedNotification[], publicUrl: string): string[] {
  const byItem = new Map<string, MailedNotification[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return [...byItem.values()].map((group) => {
    const latest = group.at(-1)!;
    const link = linkOf(latest, publicUrl);
    const lines = group.flatMap((row) => whatHappened(row).sentences.map((sentence) => `• ${sentence}`));
    const heading = `${text(latest.payload.title)} (${text(latest.payload.companyName)})`;
    return [heading, ...lines, ...(link ? [link] : [])].join('\n');
  });
}

/** One person's daily digest: what is new since their last, grouped by item; nothing when nothing is. */
export function digestHandler(deps: MailDeps) {
  return async (job: OutboxJob) => {
    const { userId } = job.payload as { userId: string };
    const rows = await selectDigestNotifications(deps.db, userId);
    if (rows.length === 0) return;
    await send(deps, {
      to: rows[0]!.email,
      subject: messages.mailDigestSubject(rows.length),
      paragraphs: [messages.mailDigestIntro, ...digestParagraphs(rows, deps.publicUrl)],
      action: { label: messages.mailOpenNotifications, url: `${deps.publicUrl}${staticPaths.notifications}` },
      why: messages.mailDigestWhy,
      unsubscribe: await unsubscribeFor(deps, userId, 'digest'),
    });
    await markMailed(
      deps.db,
      rows.map((row) => row.id),
    );
  };
}

/** A member's daily digest of the requests and vents posted about their company in the day's window. */
export function companyDigestHandler(deps: MailDeps) {
  return async (job: OutboxJob) => {
    const { userId, companyId, day } = job.payload as { userId: string; companyId: string; day: string };
    const member = await selectMemberDigest(deps.db, userId, companyId);
    // No longer a member, or the digest was turned off since the planner ran.
    if (member?.companyDigest !== 'daily') return;
    const found = await selectNewCompanyItems(deps.db, companyId, digestWindow(day));
    if (!found || found.items.length === 0) return;
    const { company, items } = found;
    const lines = items.map(
      (item) =>
        `• ${item.title}: ${deps.publicUrl}${detailPath(item.kind, company.slug, item.productSlug, item.slug)}`,
    );
    await send(deps, {
      to: member.email,
      subject: messages.mailCompanyDigestSubject(items.length, company.name),
      paragraphs: [messages.mailCompanyDigestIntro(company.name), lines.join('\n')],
      action: { label: messages.mailOpenDashboard, url: `${deps.publicUrl}${staticPaths.companyDashboard}` },
      why: messages.mailCompanyDigestWhy(company.name),
      unsubscribe: await unsubscribeFor(deps, userId, 'company-digest'),
    });
  };
}

/** The outbox handlers of notification e-mail, by job kind. */
export function notificationMailHandlers(deps: MailDeps) {
  return {
    [notificationEmailJob]: notificationEmailHandler(deps),
    [digestPlannerJob]: digestPlannerHandler(deps),
    [digestJob]: digestHandler(deps),
    [companyDigestJob]: companyDigestHandler(deps),
  };
}
