import { eq } from 'drizzle-orm';
import type { Viewer } from '../../../shared/contracts/auth';
import type { ModeratedKind, ReportedItem, ReportInput } from '../../../shared/contracts/reports';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { detailPath } from '../../../shared/routes';
import { type ReportReason, reasonsFor, reportReasons } from '../../../shared/rules/reports';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { AppError, buildNotFound, itemNotFound } from '../../errors';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { enforceWriteLimit, type WriteLimiter } from '../../plugins/write-limits';
import { recordAudit } from '../audit/audit.service';
import { requireSignedIn } from '../auth/viewer.service';
import { announceNotifications, notifyRemoved } from '../notifications/notify';
import {
  countOpenCountedReports,
  insertReport,
  lockModeratedItem,
  resolveOpenReports,
  selectAccountCreatedAt,
  selectBuildSummaries,
  selectItemSummaries,
  selectModeratedContext,
  selectOpenReportGroups,
  selectRemovedPage,
  setModeration,
} from './reports.queries';

/** Only accounts at least this old count toward hiding an item: fresh accounts can't silence a post. */
const countingAccountAgeMs = 24 * 60 * 60 * 1000;

const notFound = (kind: ModeratedKind) => (kind === 'builds' ? buildNotFound() : itemNotFound(kind));

interface ModerationDeps {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  kind: ModeratedKind;
  id: string;
}

/**
 * Tells the pages showing the item (and every process's read caches) that it left the lists or
 * came back: a request or vent as deleted or updated, a build as a change to its item's builds.
 */
async function announce(db: Db, live: LiveBus, kind: ModeratedKind, id: string, isPublic: boolean) {
  const context = await selectModeratedContext(db, kind, id);
  if (!context) return;
  const item = { kind: context.itemKind, id: context.itemId, companyIds: [context.companyId] };
  if (kind !== 'builds') {
    await publishItemEvent(live, item, isPublic ? 'updated' : 'deleted');
    return;
  }
  const { items } = contentTables(context.itemKind);
  const [counted] = await db
    .select({ buildCount: items.buildCount })
    .from(items)
    .where(eq(items.id, context.itemId));
  await publishItemEvent(live, item, 'build', { buildId: id, buildCount: counted?.buildCount ?? 0 });
}

/**
 * One person reports a request, vent or build, once. When enough different people with accounts
 * older than a day have open reports on it (`hideThreshold`), it leaves the lists until an admin
 * decides, unless an admin has already kept it: then reports only queue for review. A report
 * counts against the person's WRITE_LIMIT_REPORTS in its transaction (a repeated report, refused,
 * takes its count back).
 */
export async function reportItem(
  deps: ModerationDeps & {
    limits: WriteLimiter;
    viewer: Viewer | null;
    input: ReportInput;
    hideThreshold: number;
  },
): Promise<{ message: string }> {
  const viewer = requireSignedIn(deps.viewer);
  if (!reasonsFor(deps.kind).includes(deps.input.reason)) {
    throw new AppError('VALIDATION', {
      userMessage: messages.chooseReportReason,
      fields: { reason: messages.chooseReportReason },
    });
  }
  const now = deps.clock();
  const wasHidden = await deps.db.transaction(async (tx) => {
    const item = await lockModeratedItem(tx, deps.kind, deps.id);
    if (!item || item.removedAt) throw notFound(deps.kind);
    if (item.userId === viewer.id) throw new AppError('CONFLICT', { userMessage: messages.cannotReportOwn });
    const joinedAt = await selectAccountCreatedAt(tx, viewer.id);
    const counts = joinedAt !== undefined && now.getTime() - joinedAt.getTime() >= countingAccountAgeMs;
    await enforceWriteLimit({ db: tx, ...deps.limits }, 'reports', viewer.id);
    const isNew = await insertReport(tx, {
      kind: deps.kind,
      id: deps.id,
      reporterId: viewer.id,
      reason: deps.input.reason,
      note: deps.input.note ?? null,
      counts,
    });
    if (!isNew) throw new AppError('CONFLICT', { userMessage: messages.alreadyReported });
    if (item.hiddenAt || item.keptAt || !counts) return false;
    if ((await countOpenCountedReports(tx, deps.kind, deps.id)) < deps.hideThreshold) return false;
    await setModeration(tx, deps.kind, deps.id, { hiddenAt: now });
    return true;
  });
  if (wasHidden) await announce(deps.db, deps.live, deps.kind, deps.id, false);
  return { message: messages.reportReceived };
}

type Decision = 'remove' | 'restore' | 'dismiss';

/**
 * An admin's decision on a request, vent or build, from the Reports view or its page:
 * - remove (with a reason): it leaves every list, count and search, answers 404 to everyone but its
 *   author and admins, and is kept in the database;
 * - restore: a removed or hidden item is public again, and later reports no longer hide it;
 * - dismiss: its open reports are closed, it stays (or comes back) and is kept the same way.
 * Each closes the item's open reports and is written to the audit log in the same transaction.
 */
export async function decideOnItem(
  deps: ModerationDeps & { admin: Viewer; decision: Decision; reason?: string },
): Promise<{ state: 'public' | 'removed'; message: string }> {
  const now = deps.clock();
  const { decision } = deps;
  const notified = await deps.db.transaction(async (tx) => {
    const item = await lockModeratedItem(tx, deps.kind, deps.id);
    if (!item) throw notFound(deps.kind);
    if (decision === 'remove') {
      if (item.removedAt) throw new AppError('CONFLICT', { userMessage: messages.alreadyRemoved });
      await setModeration(tx, deps.kind, deps.id, {
        removedAt: now,
        removedBy: deps.admin.id,
        removedReason: deps.reason ?? null,
        hiddenAt: null,
      });
    } else if (decision === 'restore') {
      if (!item.removedAt && !item.hiddenAt)
        throw new AppError('CONFLICT', { userMessage: messages.notRemoved });
      await setModeration(tx, deps.kind, deps.id, {
        removedAt: null,
        removedBy: null,
        removedReason: null,
        hiddenAt: null,
        keptAt: now,
      });
    } else {
      if (item.removedAt) throw new AppError('CONFLICT', { userMessage: messages.alreadyRemoved });
      await setModeration(tx, deps.kind, deps.id, { hiddenAt: null, keptAt: now });
    }
    const resolution = decision === 'remove' ? 'removed' : decision === 'restore' ? 'restored' : 'dismissed';
    const closed = await resolveOpenReports(tx, deps.kind, deps.id, {
      resolution,
      by: deps.admin.id,
      at: now,
    });
    if (decision === 'dismiss' && closed === 0 && !item.hiddenAt) {
      throw new AppError('CONFLICT', { userMessage: messages.noOpenReports });
    }
    const context = await selectModeratedContext(tx, deps.kind, deps.id);
    await recordAudit(tx, {
      actor: deps.admin,
      action:
        decision === 'remove' ? 'item.remove' : decision === 'restore' ? 'item.restore' : 'reports.dismiss',
      target: {
        kind: deps.kind === 'builds' ? 'build' : deps.kind === 'vents' ? 'vent' : 'request',
        id: deps.id,
        label: context?.title ?? '',
      },
      companyId: context?.companyId ?? null,
      reason: deps.reason ?? null,
      before: {
        state: item.removedAt ? 'removed' : item.hiddenAt ? 'hidden' : 'public',
        openReports: closed,
      },
    });
    // A removed request or vent's followers, its author always, hear of it (decision 50).
    if (decision !== 'remove' || deps.kind === 'builds') return [];
    return notifyRemoved(tx, {
      kind: deps.kind,
      id: deps.id,
      actorId: deps.admin.id,
      reason: deps.reason ?? null,
    });
  });
  const isPublic = decision !== 'remove';
  await announce(deps.db, deps.live, deps.kind, deps.id, isPublic);
  await announceNotifications(deps.db, deps.live, notified);
  const message =
    decision === 'remove'
      ? messages.itemRemoved
      : decision === 'restore'
        ? messages.itemRestored
        : messages.reportsDismissed;
  return { state: isPublic ? 'public' : 'removed', message };
}

type Summary = Omit<ReportedItem, 'openReports' | 'reasons' | 'notes' | 'lastReportedAt'>;

function stateOf(row: { removedAt: unknown; hiddenAt: unknown }) {
  return row.removedAt ? 'removed' : row.hiddenAt ? 'hidden' : 'public';
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What the Reports view shows of each item, by kind, in one query per kind. */
async function summarize(db: Db, keys: { kind: ModeratedKind; id: string }[]): Promise<Map<string, Summary>> {
  const idsOf = (kind: ModeratedKind) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const summaries = new Map<string, Summary>();
  for (const kind of ['requests', 'vents'] as const satisfies ContentKind[]) {
    for (const row of await selectItemSummaries(db, kind, idsOf(kind))) {
      summaries.set(`${kind}:${row.id}`, {
        kind,
        id: row.id,
        title: row.title,
        text: row.text,
        author: row.author,
        company: { name: row.companyName, slug: row.companySlug },
        path: detailPath(kind, row.companySlug, row.productSlug, row.slug),
        state: stateOf(row),
        removedReason: row.removedReason,
        isKept: row.keptAt !== null,
        removedAt: iso(row.removedAt),
      });
    }
  }
  for (const row of await selectBuildSummaries(db, idsOf('builds'))) {
    summaries.set(`builds:${row.id}`, {
      kind: 'builds',
      id: row.id,
      title: row.title,
      text: row.text,
      author: row.author,
      company: { name: row.company_name, slug: row.company_slug },
      path: detailPath(row.item_kind, row.company_slug, row.product_slug, row.slug),
      state: stateOf({ removedAt: row.removed_at, hiddenAt: row.hidden_at }),
      removedReason: row.removed_reason,
      isKept: row.kept_at !== null,
      removedAt: iso(row.removed_at),
    });
  }
  return summaries;
}

const pageSize = 20;

/** The admin's Reports view: items with open reports, or removed items, newest first. */
export async function listReported({
  db,
  state,
  offset,
}: {
  db: Db;
  state: 'open' | 'removed';
  offset: number;
}): Promise<{ items: ReportedItem[]; hasMore: boolean }> {
  if (state === 'removed') {
    const rows = await selectRemovedPage(db, offset, pageSize + 1);
    const page = rows.slice(0, pageSize);
    const summaries = await summarize(db, page);
    const items = page.flatMap((row) => {
      const summary = summaries.get(`${row.kind}:${row.id}`);
      return summary ? [{ ...summary, openReports: 0, reasons: [], notes: [], lastReportedAt: null }] : [];
    });
    return { items, hasMore: rows.length > pageSize };
  }
  const groups = await selectOpenReportGroups(db, offset, pageSize + 1);
  const page = groups.slice(0, pageSize);
  const summaries = await summarize(db, page);
  const items = page.flatMap((group) => {
    const summary = summaries.get(`${group.kind}:${group.id}`);
    if (!summary) return [];
    const counted = new Map<ReportReason, number>();
    for (const reason of group.reasons) counted.set(reason, (counted.get(reason) ?? 0) + 1);
    return [
      {
        ...summary,
        openReports: group.open_reports,
        reasons: reportReasons
          .filter((reason) => counted.has(reason))
          .map((reason) => ({ reason, count: counted.get(reason)! }))
          .sort((a, b) => b.count - a.count),
        notes: (group.notes ?? []).slice(0, 5).map((note) => ({
          note: note.note,
          reportedAt: new Date(note.at).toISOString(),
        })),
        lastReportedAt: new Date(group.last_reported_at).toISOString(),
      },
    ];
  });
  return { items, hasMore: groups.length > pageSize };
}
