import type { Viewer } from '../../../shared/contracts/auth';
import type {
  Card,
  CardPage,
  Catalog,
  ContentKind,
  ListView,
  TabCounts,
} from '../../../shared/contracts/requests';
import { personalViews } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { authorDisplayName } from '../../../shared/rules/display-name';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import {
  type CardRow,
  type Keyset,
  selectBoardCounts,
  selectCardById,
  selectCardByPath,
  selectCardPage,
  selectCardsByIds,
  selectCatalog,
  selectPersonalCounts,
  selectVotedIds,
  sortColumn,
} from './requests.queries';

function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.value, keyset.id])).toString('base64url');
}

function decodeCursor(cursor: string): Keyset {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const isValue =
      typeof value === 'number' || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
    if (isValue && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))
      return { value: value as string | number, id };
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', { userMessage: 'This list link is out of date. Please reload the page.' });
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
  if (personalViews.has(view) && !viewer) {
    throw new AppError('UNAUTHENTICATED', { userMessage: messages.authenticationRequired });
  }
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
  sharedRows?: (load: () => Promise<CardRow[]>) => Promise<CardRow[]>;
}): Promise<CardPage> {
  requireSignInFor(input.view, viewer);
  const filter = {
    companyId: input.companyId,
    companySlug: input.company,
    productSlug: input.product,
    search: input.search || undefined,
    userId: viewer?.id,
  };
  const load = () =>
    selectCardPage(db, input.kind, input.view, filter, {
      limit: input.limit,
      after: input.cursor ? decodeCursor(input.cursor) : undefined,
    });
  const rows = sharedRows && !personalViews.has(input.view) ? await sharedRows(load) : await load();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const key = sortColumn(input.kind, input.view);
  const nextCursor =
    rows.length > input.limit && last
      ? encodeCursor({
          value:
            key.name === 'vote_count'
              ? last.voteCount
              : (key.name === 'last_activity_at' ? last.lastActivityAt : last.createdAt).toISOString(),
          id: last.id,
        })
      : null;
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

function notFound(kind: ContentKind): AppError {
  return new AppError('NOT_FOUND', {
    userMessage:
      kind === 'vents' ? messages.theVentYoureLookingForDoesnt : messages.theFeatureRequestYoureLookingFor,
  });
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
  if (!row) throw notFound(kind);
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
  if (!row) throw notFound(kind);
  return (await toCards(db, kind, [row], viewer))[0]!;
}

export async function getCatalog({ db }: { db: Db }): Promise<Catalog> {
  const catalog: Catalog = [];
  for (const row of await selectCatalog(db)) {
    let company = catalog.at(-1);
    if (company?.id !== row.id) {
      company = { id: row.id, name: row.name, slug: row.slug, products: [] };
      catalog.push(company);
    }
    if (row.productId)
      company.products.push({ id: row.productId, name: row.productName!, slug: row.productSlug! });
  }
  return catalog;
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
