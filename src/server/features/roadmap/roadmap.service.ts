import { roadmapLaunchedDays } from '../../../shared/constants';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RoadmapPage } from '../../../shared/contracts/roadmap';
import { messages } from '../../../shared/messages';
import type { RequestStatus } from '../../../shared/rules/statuses';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { requireCompany } from '../changelog/changelog.service';
import { findProductBySlug } from '../paths/paths.queries';
import { selectColumnPage, type VotesKeyset } from './roadmap.queries';

const dayMs = 24 * 60 * 60 * 1000;

function encodeCursor(keyset: VotesKeyset): string {
  return Buffer.from(JSON.stringify([keyset.votes, keyset.id])).toString('base64url');
}

/** A 'Load more' cursor: a vote count the column can hold and an id; anything else is a 400. */
function decodeCursor(cursor: string): VotesKeyset {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [votes, id] = decoded as [unknown, unknown];
      const isVotes =
        Number.isSafeInteger(votes) && (votes as number) >= 0 && (votes as number) <= 2_147_483_647;
      if (isVotes && typeof id === 'string' && isUuid(id)) return { votes: votes as number, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', {
    userMessage: messages.listLinkOutOfDate,
    fields: { cursor: messages.listLinkOutOfDate },
  });
}

/**
 * A page of one column of a company's roadmap, most votes first. The Launched column holds what
 * launched in the last `roadmapLaunchedDays` days (the changelog keeps the rest). A company or
 * product slug naming none is a 404.
 */
export async function listRoadmapColumn({
  db,
  kind,
  company,
  product,
  status,
  cursor,
  limit,
  now,
}: {
  db: Db;
  kind: ContentKind;
  company: string;
  product?: string;
  status: RequestStatus;
  cursor?: string;
  limit: number;
  now: Date;
}): Promise<RoadmapPage> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const { id: companyId } = await requireCompany(db, company);
  const productId = product ? (await findProductBySlug(db, companyId, product))?.id : undefined;
  if (product && !productId) throw new AppError('NOT_FOUND', { userMessage: messages.noSuchProduct });
  const launchedSince =
    status === 'launched' ? new Date(now.getTime() - roadmapLaunchedDays * dayMs) : undefined;
  const rows = await selectColumnPage(db, kind, {
    companyId,
    productId,
    status,
    launchedSince,
    limit,
    after,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      userStoryWant: row.userStoryWant,
      status: row.status,
      statusComment: row.statusComment,
      statusUpdatedAt: row.statusUpdatedAt?.toISOString() ?? null,
      voteCount: row.voteCount,
      buildCount: row.buildCount,
      company: row.company,
      product: row.productId ? { id: row.productId, name: row.productName!, slug: row.productSlug! } : null,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ votes: last.voteCount, id: last.id }) : null,
  };
}
