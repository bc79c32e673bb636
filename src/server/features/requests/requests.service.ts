import type { Viewer } from '../../../shared/contracts/auth';
import type { ModerationNotice } from '../../../shared/contracts/reports';
import type { Card, CardPage, ContentKind, ListView, TabCounts } from '../../../shared/contracts/requests';
import { personalViews } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { authorDisplayName } from '../../../shared/rules/display-name';
import { noProductSegment } from '../../../shared/rules/slug';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { AppError, itemNotFound } from '../../errors';
import { votedIdsPerPerson } from '../../plugins/viewer-cache';
import { requireSignedIn } from '../auth/viewer.service';
import {
  type CardRow,
  type Keyset,
  selectAllVotedIds,
  selectBoardCounts,
  selectCardById,
  selectCardByPath,
  selectCardPage,
  selectCardsByIds,
  selectPersonalCounts,
  selectVotedIds,
} from './requests.queries';
import { type SharedCardFields, type SharedCards, shareOne, sharePage } from './shared-cards';

function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.value, keyset.id])).toString('base64url');
}

/** The exact time a page ended at (see Keyset): a year 0001–9999, microseconds or milliseconds. */
const exactTimePattern = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{3}|\d{6})Z$/;

export function isRealTime(text: string): boolean {
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

/** The card's fields every reader of one kind (signed in or not) shares; author names for the signed in only. */
function toSharedFields(row: CardRow, isSignedIn: boolean): SharedCardFields {
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
    authorDisplayName: !isSignedIn
      ? null
      : row.userId === null
        ? messages.deletedAccount
        : authorDisplayName({ username: row.authorUsername, displayName: row.authorDisplayName }),
    moderation: null,
  };
}

/** What the author and admins are told of a removed or hidden item; null for a public one. */
function moderationOf(row: CardRow): ModerationNotice {
  if (row.removedAt) {
    return { state: 'removed', reason: row.removedReason ?? '', removedAt: row.removedAt.toISOString() };
  }
  return row.hiddenAt ? { state: 'hidden', reason: null, removedAt: null } : null;
}

const isPublicRow = (row: CardRow) => !row.removedAt && !row.hiddenAt && !row.mergedIntoId;

/** The public card; author names and personal fields only for a signed-in viewer (user ids never). */
function toCard(row: CardRow, viewer: Viewer | null, votedIds: ReadonlySet<string>): Card {
  const isOwner = viewer !== null && row.userId === viewer.id;
  return {
    ...toSharedFields(row, viewer !== null),
    moderation: isOwner || viewer?.isAdmin ? moderationOf(row) : null,
    userVote: votedIds.has(row.id),
    isOwner,
  };
}

/**
 * A signed-in reader's own data as the viewer cache keeps it (see `ViewerCache.of`); without it
 * every read asks the database.
 */
export interface OwnData {
  votedIds(kind: ContentKind, load: () => Promise<ReadonlySet<string>>): Promise<ReadonlySet<string> | null>;
  counts<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Which of these items the viewer voted on: from all their votes on the kind (kept by `own`),
 * or, for someone with too many to keep, one query for the page's ids.
 */
export async function votedAmong({
  db,
  kind,
  viewer,
  ids,
  own,
}: {
  db: Db;
  kind: ContentKind;
  viewer: Viewer | null;
  ids: string[];
  own?: OwnData;
}): Promise<ReadonlySet<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const all = own
    ? await own.votedIds(kind, () => selectAllVotedIds(db, kind, viewer.id, votedIdsPerPerson + 1))
    : null;
  return all ?? selectVotedIds(db, kind, viewer.id, ids);
}

async function toCards(
  db: Db,
  kind: ContentKind,
  rows: CardRow[],
  viewer: Viewer | null,
  own?: OwnData,
): Promise<Card[]> {
  const voted = await votedAmong({ db, kind, viewer, ids: rows.map((row) => row.id), own });
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

function pageFilter(input: ListInput, viewer: Viewer | null) {
  return {
    companyId: input.companyId,
    companySlug: input.company,
    productSlug: input.product,
    search: input.search || undefined,
    userId: viewer?.id,
  };
}

/** A page of rows and the cursor after it (one row more than the page is read to know). */
async function readPage(db: Db, input: ListInput, viewer: Viewer | null) {
  const after = input.cursor ? decodeCursor(input.cursor, input.view) : undefined;
  const rows = await selectCardPage(db, input.kind, input.view, pageFilter(input, viewer), {
    limit: input.limit,
    after,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeCursor({ value: last.sortKey, id: last.id }) : null;
  return { rows: page, nextCursor };
}

export async function listCards({
  db,
  viewer,
  input,
  own,
}: {
  db: Db;
  viewer: Viewer | null;
  input: ListInput;
  own?: OwnData;
}): Promise<CardPage> {
  requireSignInFor(input.view, viewer);
  const { rows, nextCursor } = await readPage(db, input, viewer);
  return { items: await toCards(db, input.kind, rows, viewer, own), nextCursor };
}

/**
 * A page of a board list (not a 'your-…' view) as every signed-in reader shares it: the routes
 * keep it in the read cache and add each reader's own fields (`pageJson`).
 */
export async function sharedCardPage({ db, input }: { db: Db; input: ListInput }): Promise<SharedCards> {
  const { rows, nextCursor } = await readPage(db, input, null);
  return sharePage(
    rows.map((row) => ({ fields: toSharedFields(row, true), authorId: row.userId })),
    nextCursor,
  );
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
 * cache); the 'your-…' part is the viewer's own (kept by `own` until they write), null for visitors.
 */
export async function countTabs({
  db,
  viewer,
  kind,
  filter,
  boardCounts = () => countBoardTabs({ db, kind, filter }),
  own,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  filter: CountsFilter;
  boardCounts?: () => ReturnType<typeof countBoardTabs>;
  own?: OwnData;
}): Promise<TabCounts> {
  const readPersonal = (userId: string) =>
    selectPersonalCounts(
      db,
      kind,
      { companySlug: filter.company, productSlug: filter.product, search: filter.search || undefined },
      userId,
    );
  const personalCounts = (userId: string) =>
    own ? own.counts(`${kind}:${JSON.stringify(filter)}`, () => readPersonal(userId)) : readPersonal(userId);
  const [board, personal] = await Promise.all([boardCounts(), viewer ? personalCounts(viewer.id) : null]);
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

/** Where one item is: its id, or its company, product (or 'no-product') and slug. */
export type CardAddress = { id: string } | { path: { company: string; product: string; slug: string } };

/**
 * One item's row. A removed item is not found, except for its author and admins when `viewer` is
 * given (`getCard`): the shared answers never hold it.
 */
async function readCard(
  db: Db,
  kind: ContentKind,
  address: CardAddress,
  viewer: Viewer | null = null,
): Promise<CardRow> {
  const [row] =
    'id' in address
      ? await selectCardById(db, kind, address.id)
      : await selectCardByPath(db, kind, address.path);
  if (!row) throw itemNotFound(kind);
  if (row.mergedIntoId) throw await movedTo(db, kind, address, row.mergedIntoId);
  if (row.removedAt && !(viewer && (viewer.isAdmin || viewer.id === row.userId))) throw itemNotFound(kind);
  return row;
}

/**
 * An item merged into another answers with a redirect (301) to the same lookup of the one it was
 * merged into: by id to its id, by path to its path (docs/decisions.md #51).
 */
async function movedTo(db: Db, kind: ContentKind, address: CardAddress, targetId: string): Promise<AppError> {
  const [target] = await selectCardById(db, kind, targetId);
  if (!target) return itemNotFound(kind);
  const location =
    'id' in address
      ? `/api/v1/${kind}/${target.id}`
      : `/api/v1/${kind}/by-path?${new URLSearchParams({
          company: target.company.slug,
          product: target.productSlug ?? noProductSegment,
          slug: target.slug,
        })}`;
  return new AppError('MOVED', {
    userMessage: messages.mergedRedirect(kind === 'vents' ? 'vent' : 'request'),
    location,
  });
}

export async function getCard({
  db,
  viewer,
  kind,
  address,
  own,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  address: CardAddress;
  own?: OwnData;
}): Promise<Card> {
  const row = await readCard(db, kind, address, viewer);
  return (await toCards(db, kind, [row], viewer, own))[0]!;
}

/** One item as every signed-in reader shares it (see `sharedCardPage`). */
export async function sharedCard({
  db,
  kind,
  address,
}: {
  db: Db;
  kind: ContentKind;
  address: CardAddress;
}): Promise<SharedCards> {
  const row = await readCard(db, kind, address);
  return shareOne({ fields: toSharedFields(row, true), authorId: row.userId });
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
  const rows = (await selectCardsByIds(db, kind, ids)).filter(isPublicRow);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return toCards(db, kind, rows, viewer);
}
