import type { ChangelogEntry, ChangelogPage } from '../../../shared/contracts/changelog';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { isRealTime } from '../requests/requests.service';
import {
  type LaunchedRow,
  type LaunchKeyset,
  selectCompanyBySlug,
  selectLaunchedPage,
} from './changelog.queries';

function encodeCursor(keyset: LaunchKeyset): string {
  return Buffer.from(JSON.stringify([keyset.launchedAt, keyset.id])).toString('base64url');
}

/** A 'Load more' cursor, checked before any of it reaches SQL; anything else is a 400. */
function decodeCursor(cursor: string): LaunchKeyset {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [launchedAt, id] = decoded as [unknown, unknown];
      if (typeof launchedAt === 'string' && isRealTime(launchedAt) && typeof id === 'string' && isUuid(id))
        return { launchedAt, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', {
    userMessage: messages.listLinkOutOfDate,
    fields: { cursor: messages.listLinkOutOfDate },
  });
}

export const companyNotFound = () => new AppError('NOT_FOUND', { userMessage: messages.noSuchCompany });

/** The company a page of one company names, or a 404. */
export async function requireCompany(db: Db, slug: string) {
  const company = await selectCompanyBySlug(db, slug);
  if (!company) throw companyNotFound();
  return company;
}

export function toChangelogEntry(row: LaunchedRow): ChangelogEntry {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    userStoryWant: row.userStoryWant,
    statusComment: row.statusComment,
    launchedAt: row.launchedAt!.toISOString(),
    voteCount: row.voteCount,
    buildCount: row.buildCount,
    company: row.company,
    product: row.productId ? { id: row.productId, name: row.productName!, slug: row.productSlug! } : null,
  };
}

/** Launched rows, newest launch first, everywhere or in one company: what the page and the feeds show. */
export async function readLaunches({
  db,
  kind,
  companyId,
  cursor,
  limit,
}: {
  db: Db;
  kind: ContentKind;
  companyId?: string;
  cursor?: string;
  limit: number;
}) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await selectLaunchedPage(db, kind, { companyId, limit, after });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ launchedAt: last.sortKey, id: last.id }) : null;
  return { rows: page, nextCursor };
}

/** A page of a changelog: every company's launches, or one company's (404 for a slug naming none). */
export async function listChangelog({
  db,
  kind,
  company,
  cursor,
  limit,
}: {
  db: Db;
  kind: ContentKind;
  company?: string;
  cursor?: string;
  limit: number;
}): Promise<ChangelogPage> {
  const companyId = company ? (await requireCompany(db, company)).id : undefined;
  const { rows, nextCursor } = await readLaunches({ db, kind, companyId, cursor, limit });
  return { items: rows.map(toChangelogEntry), nextCursor };
}
