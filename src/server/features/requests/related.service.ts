import type { Viewer } from '../../../shared/contracts/auth';
import type { Card, ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { findSimilar } from '../../ilii/duplicates/find-similar';
import { getCardsByIds, listCards } from './requests.service';

/**
 * What the form shows once a company is picked: requests like the draft so far, or — before any
 * text is typed, or when nothing is alike — the company's top requests, to vote or build on.
 */
export async function findRelated({
  db,
  viewer,
  kind,
  query,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  query: {
    companyId: string;
    productId?: string;
    title: string;
    userStoryWant: string;
    userStorySoThat: string;
  };
}): Promise<Card[]> {
  const text = [query.title, query.userStoryWant, query.userStorySoThat].join(' ').trim();
  if (text) {
    const similar = await findSimilar(
      db,
      { kind, ...query, productId: query.productId ?? null },
      { limit: 5 },
    ).catch(() => []);
    if (similar.length > 0)
      return getCardsByIds({ db, viewer, kind, ids: similar.map((item: { id: string }) => item.id) });
  }
  const top = await listCards({
    db,
    viewer,
    input: { kind, view: 'top-requests', companyId: query.companyId, limit: 5 },
  });
  return top.items;
}
