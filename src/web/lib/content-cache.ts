import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Card, CardPage, ContentKind, ListView } from '@/shared/contracts/requests';

/** What a board list is filtered by; one cached list per combination. */
export interface ListFilter {
  company?: string;
  product?: string;
  search?: string;
}

export interface DetailPath {
  company: string;
  product: string;
  slug: string;
}

/**
 * The query keys of the boards. They live here, not in a feature, because several features read
 * (requests) or patch (votes, later builds and live updates) the same cached cards.
 */
export const contentKeys = {
  all: (kind: ContentKind) => [kind] as const,
  lists: (kind: ContentKind) => [kind, 'list'] as const,
  list: (kind: ContentKind, view: ListView, filter: ListFilter) => [kind, 'list', view, filter] as const,
  counts: (kind: ContentKind) => [kind, 'counts'] as const,
  countsFor: (kind: ContentKind, filter: ListFilter) => [kind, 'counts', filter] as const,
  details: (kind: ContentKind) => [kind, 'detail'] as const,
  detail: (kind: ContentKind, path: DetailPath) => [kind, 'detail', path] as const,
};

type CardPatch = Partial<Card> | ((card: Card) => Partial<Card>);

/** Applies `patch` to the card `id` wherever it is cached: every list page and every detail. */
export function patchCard(queryClient: QueryClient, kind: ContentKind, id: string, patch: CardPatch) {
  const apply = (card: Card): Card =>
    card.id === id ? { ...card, ...(typeof patch === 'function' ? patch(card) : patch) } : card;
  queryClient.setQueriesData<InfiniteData<CardPage>>({ queryKey: contentKeys.lists(kind) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : data,
  );
  queryClient.setQueriesData<Card>({ queryKey: contentKeys.details(kind) }, (card) =>
    card ? apply(card) : card,
  );
}

/** A card some cached list already holds, to show a detail at once while it loads. */
export function findCachedCard(
  queryClient: QueryClient,
  kind: ContentKind,
  path: DetailPath,
): Card | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<CardPage>>({ queryKey: contentKeys.lists(kind) });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find(
        (card) =>
          card.slug === path.slug &&
          card.company.slug === path.company &&
          (card.product?.slug ?? 'no-product') === path.product,
      );
      if (found) return found;
    }
  }
  return undefined;
}
