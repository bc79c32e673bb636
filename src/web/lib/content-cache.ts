import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { DetailPath, ListFilter } from '@/shared/api-paths';
import type { Card, CardPage, ContentKind, ListView } from '@/shared/contracts/requests';

export type { DetailPath, ListFilter } from '@/shared/api-paths';

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
  /** Plain card arrays beside the lists: the form's similar requests and the duplicates it was shown. */
  related: (kind: ContentKind) => [kind, 'related'] as const,
  similar: (kind: ContentKind, query: Record<string, string>) => [kind, 'related', 'similar', query] as const,
  duplicates: (kind: ContentKind, formId: string) => [kind, 'related', 'duplicates', formId] as const,
};

/** Companies and their products (the catalog and the company search), refreshed when a request makes one. */
export const companyKeys = {
  all: ['companies'] as const,
  catalog: ['companies', 'catalog'] as const,
  search: (search: string) => ['companies', 'search', search] as const,
};

type CardPatch = Partial<Card> | ((card: Card) => Partial<Card>);

/** Applies `patch` to the card `id` wherever it is cached: every list page, every detail, every related list. */
export function patchCard(queryClient: QueryClient, kind: ContentKind, id: string, patch: CardPatch) {
  const apply = (card: Card): Card =>
    card.id === id ? { ...card, ...(typeof patch === 'function' ? patch(card) : patch) } : card;
  queryClient.setQueriesData<InfiniteData<CardPage>>({ queryKey: contentKeys.lists(kind) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : data,
  );
  queryClient.setQueriesData<Card>({ queryKey: contentKeys.details(kind) }, (card) =>
    card ? apply(card) : card,
  );
  queryClient.setQueriesData<Card[]>({ queryKey: contentKeys.related(kind) }, (cards) => cards?.map(apply));
}

/** Takes the card `id` out of every cached list page and related list (it was deleted). */
export function removeCard(queryClient: QueryClient, kind: ContentKind, id: string) {
  queryClient.setQueriesData<InfiniteData<CardPage>>({ queryKey: contentKeys.lists(kind) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((card) => card.id !== id) })),
        }
      : data,
  );
  queryClient.setQueriesData<Card[]>({ queryKey: contentKeys.related(kind) }, (cards) =>
    cards?.filter((card) => card.id !== id),
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
