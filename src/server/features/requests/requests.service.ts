import type { Viewer } from '../../../shared/contracts/auth';
import type { Card, CardPage, ContentKind, ListView, TabCounts } from '../../../shared/contracts/requests';
import { personalViews } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { authorDisplayName } from '../../../shared/rules/display-name';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { AppError, itemNotFound } from '../../errors';
import { requireSignedIn } from '../auth/viewer.service';
import {
  type CardRow,
  type Keyset,
  selectBoardCounts,
  selectCardById,
  selectCardByPath,
  selectCardPage,
  selectCardsByIds,
  selectPersonalCounts,
  selectVotedIds,
} from './requests.queries';

type PageRow = Awaited<ReturnType<typeof selectCardPage>>[number];

function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.value, keyset.id])).toString('base64url');
}

/** The exact time a page ended at (see Keyset): a year 0001–9999, microseconds or milliseconds. */
const exactTimePattern = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{3}|\d{6})Z$/;

function isRealTime(text: string): boolean {
  if (!exactTimePattern.test(text)) return false;
  // The calendar must agree: no 30 February, no hour 24.
  const millis = `${text.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

/**
 * A 'Load more' cursor, checked against its view before any of it reaches SQL: a vote count is a
 * whole number the column can hold, a time is one the database can read. Anything else is an old
 * or edited link, answered with a 400.
 */
function decodeCursor(cursor: string, view: ListView): Keyset {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [value, id] = decoded as [unknown, unknown];
      const isValue =
        view === 'top-requests'
          ? Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647
          : typeof value === 'string' && isRealTime(value);
      if (isValue && typeof id === 'string' && isUuid(id)) return { value: value as number | string, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', {
    userMessage: messages.listLinkOutOfDate,
    fields: { cursor: messages.listLinkOutOfDate },
  });
}

/** The public card; author names and personal fields only for a signed-in viewer (user ids never). */
function toCard(row: CardRow, viewer: Viewer | null, votedIds: Set<string>): Card {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    userStoryWant: row.userStoryWant,
    userStorySoThat: row.userStorySoThat,
    description: row.description,
    status: row.status,
    statusComment: row.statusComment,
    statusUpdatedAt: row.statusUpdatedAt?.toISOString() ?? null,
    voteCount: row.voteCount,
    buildCount: row.buildCount,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    company: row.company,
    product: row.productId ? { id: row.productId, name: row.productName!, slug: row.productSlug! } : null,
    authorDisplayName: viewer
      ? authorDisplayName({ username: row.authorUsername, displayName: row.authorDisplayName })
      : null,
    userVote: votedIds.has(row.id),
    isOwner: viewer !== null && row.userId === viewer.id,
  };
}

async function toCards(db: Db, kind: ContentKind, rows: CardRow[], viewer: Viewer | null): Promise<Card[]> {
  const voted = viewer
    ? await selectVotedIds(
        db,
        kind,
        viewer.id,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  return rows.map((row) => toCard(row, viewer, voted));
}

export interface ListInput {
  kind: ContentKind;
  view: ListView;
  companyId?: string;
  company?: string;
  product?: string;
  search?: string;
  cursor?: string;
  limit: number;
}

function requireSignInFor(view: ListView, viewer: Viewer | null) {
  if (personalViews.has(view)) requireSignedIn(viewer);
}

export async function listCards({
  db,
  viewer,
  input,
  sharedRows,
}: {
  db: Db;
  viewer: Viewer | null;
  input: ListInput;
  /**
   * Where a page of rows that is the same for every reader may come from (the routes' read
   * cache): every list but the 'your-…' tabs. The viewer's own fields are added after.
   */
  sharedRows?: (load: () => Promise<PageRow[]>) => Promise<PageRow[]>;
}): Promise<CardPage> {
  requireSignInFor(input.view, viewer);
  const filter = {
    companyId: input.companyId,
    companySlug: input.company,
    productSlug: input.product,
    search: input.search || undefined,
    userId: viewer?.id,
  };
  const after = input.cursor ? decodeCursor(input.cursor, input.view) : undefined;
  const load = () => selectCardPage(db, input.kind, input.view, filter, { limit: input.limit, after });
  const rows = sharedRows && !personalViews.has(input.view) ? await sharedRows(load) : await load();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeCursor({ value: last.sortKey, id: last.id }) : null;
  return { items: await toCards(db, input.kind, page, viewer), nextCursor };
}

export type CountsFilter = { company?: string; product?: string; search?: string };

/** The counts every reader shares (all, top, latest, launched) under a filter. */
export async function countBoardTabs({
  db,
  kind,
  filter,
}: {
  db: Db;
  kind: ContentKind;
  filter: CountsFilter;
}) {
  return selectBoardCounts(db, kind, {
    companySlug: filter.company,
    productSlug: filter.product,
    search: filter.search || undefined,
  });
}

/**
 * The tab pills' counts. `boardCounts` may hand in the shared part (the routes keep it in the read
 * cache); the 'your-…' part is always read fresh for the viewer, and null for visitors.
 */
export async function countTabs({
  db,
  viewer,
  kind,
  filter,
  boardCounts = () => countBoardTabs({ db, kind, filter }),
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  filter: CountsFilter;
  boardCounts?: () => ReturnType<typeof countBoardTabs>;
}): Promise<TabCounts> {
  const [board, personal] = await Promise.all([
    boardCounts(),
    viewer
      ? selectPersonalCounts(
          db,
          kind,
          { companySlug: filter.company, productSlug: filter.product, search: filter.search || undefined },
          viewer.id,
        )
      : null,
  ]);
  return {
    all: board.all,
    'top-requests': board.top,
    'latest-requests': board.top,
    launched: board.launched,
    'your-requests': personal?.yourRequests ?? null,
    'your-votes': personal?.yourVotes ?? null,
    'your-builds': personal?.yourBuilds ?? null,
  };
}

export async function getCard({
  db,
  viewer,
  kind,
  id,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  id: string;
}) {
  const [row] = await selectCardById(db, kind, id);
  if (!row) throw itemNotFound(kind);
  return (await toCards(db, kind, [row], viewer))[0]!;
}

export async function getCardByPath({
  db,
  viewer,
  kind,
  path,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  path: { company: string; product: string; slug: string };
}) {
  const [row] = await selectCardByPath(db, kind, path);
  if (!row) throw itemNotFound(kind);
  return (await toCards(db, kind, [row], viewer))[0]!;
}

/** Cards for a list of ids (similar requests), in the order given, in one query. */
export async function getCardsByIds({
  db,
  viewer,
  kind,
  ids,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  ids: string[];
}) {
  if (ids.length === 0) return [];
  const rows = await selectCardsByIds(db, kind, ids);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return toCards(db, kind, rows, viewer);
}
