import type { InfiniteData } from '@tanstack/react-query';
import type { Card, CardPage } from '@/shared/contracts/requests';

/** A card as the API sends it, with `overrides` on top; ids and slugs follow `id`. */
export function makeCard(id: string, overrides: Partial<Card> = {}): Card {
  return {
    id,
    slug: `card-${id}`,
    title: `Card ${id}`,
    userStoryWant: 'the app had a dark mode',
    userStorySoThat: 'I can read at night',
    description: null,
    status: 'requested',
    statusComment: null,
    statusUpdatedAt: null,
    voteCount: 3,
    buildCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastActivityAt: '2026-01-01T00:00:00.000Z',
    company: { id: 'company-acme', name: 'Acme', slug: 'acme' },
    product: null,
    authorDisplayName: null,
    moderation: null,
    userVote: false,
    isOwner: false,
    ...overrides,
  };
}

/** A board list as `useInfiniteQuery` caches it: one page per array of cards. */
export function listData(...pages: Card[][]): InfiniteData<CardPage> {
  return {
    pages: pages.map((items, index) => ({
      items,
      nextCursor: index < pages.length - 1 ? `c${index}` : null,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
  };
}

/** Every card of a cached list, page after page. */
export function cardsOf(data: InfiniteData<CardPage> | undefined): Card[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
