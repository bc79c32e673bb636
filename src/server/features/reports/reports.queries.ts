import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ModeratedKind } from '../../../shared/contracts/reports';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { ReportReason, ReportResolution } from '../../../shared/rules/reports';
import { type Db, selectRows } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { builds, companies, featureRequests, products, reports, users, vents } from '../../db/schema';

/** The report column naming an item of each kind. */
const reportColumn = {
  requests: reports.featureRequestId,
  vents: reports.ventId,
  builds: reports.buildId,
} as const;

const reportRef = (kind: ModeratedKind, id: string) =>
  kind === 'requests' ? { featureRequestId: id } : kind === 'vents' ? { ventId: id } : { buildId: id };

/** The table holding an item of a kind: requests, vents or builds. */
function tableOf(kind: ModeratedKind) {
  return kind === 'builds' ? builds : contentTables(kind).items;
}

/**
 * The item a report or an admin decision is about, locked until the transaction ends so that two
 * reports (or a report and a decision) on it take turns: its author, what it says, where it stands.
 */
export async function lockModeratedItem(db: Db, kind: ModeratedKind, id: string) {
  const table = tableOf(kind);
  const [row] = await db
    .select({
      id: table.id,
      userId: table.userId,
      removedAt: table.removedAt,
      hiddenAt: table.hiddenAt,
      keptAt: table.keptAt,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

export type ModeratedRow = NonNullable<Awaited<ReturnType<typeof lockModeratedItem>>>;

/** Where a request or vent lives (a build: the request or vent it is on), for live events and the audit log. */
export async function selectModeratedContext(db: Db, kind: ModeratedKind, id: string) {
  if (kind !== 'builds') {
    const { items } = contentTables(kind);
    const [row] = await db
      .select({
        itemKind: sql<ContentKind>`${kind}`,
        itemId: items.id,
        companyId: items.companyId,
        title: items.title,
      })
      .from(items)
      .where(eq(items.id, id));
    return row;
  }
  const [row] = await db
    .select({
      itemKind: sql<ContentKind>`case when ${builds.featureRequestId} is null then 'vents' else 'requests' end`,
      itemId: sql<string>`coalesce(${builds.featureRequestId}, ${builds.ventId})`,
      companyId: sql<string>`coalesce(${featureRequests.companyId}, ${vents.companyId})`,
      title: sql<string>`left(${builds.content}, 100)`,
    })
    .from(builds)
    .leftJoin(featureRequests, eq(featureRequests.id, builds.featureRequestId))
    .leftJoin(vents, eq(vents.id, builds.ventId))
    .where(eq(builds.id, id));
  return row;
}

/** Adds one person's report; false when they had already reported the item. */
export async function insertReport(
  db: Db,
  report: {
    kind: ModeratedKind;
    id: string;
    reporterId: string;
    reason: ReportReason;
    note: string | null;
    counts: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values({
      reporterId: report.reporterId,
      ...reportRef(report.kind, report.id),
      reason: report.reason,
      note: report.note,
      counts: report.counts,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** How many different people with accounts older than a day have open reports on the item. */
export async function countOpenCountedReports(db: Db, kind: ModeratedKind, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reportColumn[kind], id), isNull(reports.resolvedAt), eq(reports.counts, true)));
  return row?.n ?? 0;
}

export async function setModeration(
  db: Db,
  kind: ModeratedKind,
  id: string,
  values: {
    removedAt?: Date | null;
    removedBy?: string | null;
    removedReason?: string | null;
    hiddenAt?: Date | null;
    keptAt?: Date | null;
  },
) {
  const table = tableOf(kind);
  await db.update(table).set(values).where(eq(table.id, id));
}

/** Closes the item's open reports with an admin's decision; returns how many were open. */
export async function resolveOpenReports(
  db: Db,
  kind: ModeratedKind,
  id: string,
  decision: { resolution: ReportResolution; by: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ resolvedAt: decision.at, resolvedBy: decision.by, resolution: decision.resolution })
    .where(and(eq(reportColumn[kind], id), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return rows.length;
}

/** A page of items with open reports, the most recently reported first, their reports summed up. */
export async function selectOpenReportGroups(db: Db, offset: number, limit: number) {
  return selectRows<{
    kind: ModeratedKind;
    id: string;
    open_reports: number;
    reasons: ReportReason[];
    notes: { note: string; at: string }[] | null;
    last_reported_at: string;
  }>(
    db,
    sql`select case when feature_request_id is not null then 'requests'
          when vent_id is not null then 'vents' else 'builds' end as kind,
        coalesce(feature_request_id, vent_id, build_id) as id,
        count(*)::int as open_reports,
        array_agg(reason) as reasons,
        json_agg(json_build_object('note', note, 'at', created_at) order by created_at desc)
          filter (where note is not null) as notes,
        max(created_at) as last_reported_at
      from ${reports}
      where resolved_at is null
      group by 1, 2
      order by max(created_at) desc, 2 desc
      offset ${offset} limit ${limit}`,
  );
}

/** A page of removed requests, vents and builds, the latest removal first (each from its partial index). */
export async function selectRemovedPage(db: Db, offset: number, limit: number) {
  const newest = (table: typeof featureRequests | typeof vents | typeof builds, kind: ModeratedKind) =>
    sql`(select ${kind}::text as kind, ${table.id} as id, ${table.removedAt} as removed_at from ${table}
      where ${table.removedAt} is not null order by ${table.removedAt} desc limit ${offset + limit})`;
  return selectRows<{ kind: ModeratedKind; id: string }>(
    db,
    sql`select kind, id from (${newest(featureRequests, 'requests')} union all ${newest(vents, 'vents')}
      union all ${newest(builds, 'builds')}) as removed
      order by removed_at desc, id desc offset ${offset} limit ${limit}`,
  );
}

/** What the Reports view shows of some requests or vents, in one query. */
export async function selectItemSummaries(db: Db, kind: ContentKind, ids: string[]) {
  if (ids.length === 0) return [];
  const { items } = contentTables(kind);
  return db
    .select({
      id: items.id,
      title: items.title,
      text: sql<string>`${items.userStoryWant} || E'\n' || ${items.userStorySoThat}`,
      author: users.displayUsername,
      companyName: companies.name,
      companySlug: companies.slug,
      productSlug: products.slug,
      slug: items.slug,
      removedAt: items.removedAt,
      removedReason: items.removedReason,
      hiddenAt: items.hiddenAt,
      keptAt: items.keptAt,
    })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .leftJoin(users, eq(users.id, items.userId))
    .where(inArray(items.id, ids));
}

/** What the Reports view shows of some builds, with the request or vent each is on, in one query. */
export async function selectBuildSummaries(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return selectRows<{
    id: string;
    item_kind: ContentKind;
    title: string;
    text: string;
    author: string | null;
    company_name: string;
    company_slug: string;
    product_slug: string | null;
    slug: string;
    removed_at: string | null;
    removed_reason: string | null;
    hidden_at: string | null;
    kept_at: string | null;
  }>(
    db,
    sql`select b.id, case when b.feature_request_id is null then 'vents' else 'requests' end as item_kind,
        item.title, b.content as text, u.display_username as author, c.name as company_name,
        c.slug as company_slug, p.slug as product_slug, item.slug, b.removed_at, b.removed_reason,
        b.hidden_at, b.kept_at
      from ${builds} b
      join lateral (
        select fr.title, fr.slug, fr.company_id, fr.product_id from ${featureRequests} fr where fr.id = b.feature_request_id
        union all
        select v.title, v.slug, v.company_id, v.product_id from ${vents} v where v.id = b.vent_id
      ) item on true
      join ${companies} c on c.id = item.company_id
      left join ${products} p on p.id = item.product_id
      left join ${users} u on u.id = b.user_id
      where b.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}

/** The reporter's account's age decides whether their report counts toward hiding. */
export async function selectAccountCreatedAt(db: Db, userId: string) {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt;
}
