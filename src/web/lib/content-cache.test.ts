import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Card, CardPage } from '@/shared/contracts/requests';
import { cardsOf, listData, makeCard } from '@/web/test/cards';
import { companyKeys, contentKeys, findCachedCard, patchCard, removeCard } from './content-cache';

const homeAll = contentKeys.list('requests', 'all', {});
const acmeTop = contentKeys.list('requests', 'top-requests', { company: 'acme' });
const ventsAll = contentKeys.list('vents', 'all', {});
const detailA = contentKeys.detail('requests', { company: 'acme', product: 'no-product', slug: 'card-a' });
const detailB = contentKeys.detail('requests', { company: 'acme', product: 'no-product', slug: 'card-b' });
const similar = contentKeys.similar('requests', { q: 'dark' });
const duplicates = contentKeys.duplicates('requests', 'form-1');

/** A cache holding card `a` everywhere a request card can be, beside others that must stay as they are. */
function seededCache() {
  const client = new QueryClient();
  client.setQueryData(homeAll, listData([makeCard('b'), makeCard('a')], [makeCard('c')]));
  client.setQueryData(acmeTop, listData([makeCard('c')], [makeCard('a')]));
  client.setQueryData(detailA, makeCard('a'));
  client.setQueryData(detailB, makeCard('b'));
  client.setQueryData(similar, [makeCard('a'), makeCard('d')]);
  client.setQueryData(duplicates, [makeCard('a')]);
  // A vent with the same id: another kind, another cache.
  client.setQueryData(ventsAll, listData([makeCard('a')]));
  return client;
}

const list = (client: QueryClient, key: readonly unknown[]) =>
  cardsOf(client.getQueryData<InfiniteData<CardPage>>(key));
const card = (client: QueryClient, key: readonly unknown[]) => client.getQueryData<Card>(key);
const cards = (client: QueryClient, key: readonly unknown[]) => client.getQueryData<Card[]>(key) ?? [];
const byId = (all: Card[], id: string) => all.find((each) => each.id === id);

describe('content cache', () => {
  it('keys every list, detail and related list of a kind under that kind', () => {
    expect(homeAll.slice(0, 2)).toEqual(contentKeys.lists('requests'));
    expect(detailA.slice(0, 2)).toEqual(contentKeys.details('requests'));
    expect(similar.slice(0, 2)).toEqual(contentKeys.related('requests'));
    expect(duplicates.slice(0, 2)).toEqual(contentKeys.related('requests'));
    expect(contentKeys.countsFor('vents', {}).slice(0, 2)).toEqual(contentKeys.counts('vents'));
    expect(companyKeys.catalog.slice(0, 1)).toEqual(companyKeys.all);
  });

  it('patches a card in every cached list page, detail and related list, and nothing else', () => {
    const client = seededCache();
    patchCard(client, 'requests', 'a', { voteCount: 9, userVote: true });

    for (const key of [homeAll, acmeTop]) {
      expect(byId(list(client, key), 'a')).toMatchObject({ voteCount: 9, userVote: true, title: 'Card a' });
    }
    expect(card(client, detailA)).toMatchObject({ voteCount: 9, userVote: true });
    expect(byId(cards(client, similar), 'a')).toMatchObject({ voteCount: 9, userVote: true });
    expect(byId(cards(client, duplicates), 'a')).toMatchObject({ voteCount: 9, userVote: true });

    expect(byId(list(client, homeAll), 'b')).toEqual(makeCard('b'));
    expect(byId(list(client, homeAll), 'c')).toEqual(makeCard('c'));
    expect(card(client, detailB)).toEqual(makeCard('b'));
    expect(byId(cards(client, similar), 'd')).toEqual(makeCard('d'));
    expect(list(client, ventsAll)).toEqual([makeCard('a')]);
  });

  it('keeps the order of the cards and the shape of the pages', () => {
    const client = seededCache();
    patchCard(client, 'requests', 'a', { voteCount: 9 });
    const data = client.getQueryData<InfiniteData<CardPage>>(homeAll)!;
    expect(data.pages.map((page) => page.items.map((each) => each.id))).toEqual([['b', 'a'], ['c']]);
    expect(data.pages.map((page) => page.nextCursor)).toEqual(['c0', null]);
    expect(data.pageParams).toEqual([null, 'c0']);
  });

  it('patches from each cached copy when given a function', () => {
    const client = seededCache();
    client.setQueryData(detailA, makeCard('a', { buildCount: 4 }));
    patchCard(client, 'requests', 'a', (each) => ({ buildCount: each.buildCount + 1 }));
    expect(card(client, detailA)?.buildCount).toBe(5);
    expect(byId(list(client, homeAll), 'a')?.buildCount).toBe(1);
  });

  it('leaves the cache alone for a card it does not hold', () => {
    const client = seededCache();
    const before = client.getQueryData(homeAll);
    patchCard(client, 'requests', 'zzz', { voteCount: 1 });
    expect(list(client, homeAll).map((each) => each.voteCount)).toEqual([3, 3, 3]);
    expect(client.getQueryData(homeAll)).toEqual(before);
  });

  it('removes a deleted card from every list page and related list, but leaves its detail', () => {
    const client = seededCache();
    removeCard(client, 'requests', 'a');
    expect(list(client, homeAll).map((each) => each.id)).toEqual(['b', 'c']);
    expect(list(client, acmeTop).map((each) => each.id)).toEqual(['c']);
    expect(client.getQueryData<InfiniteData<CardPage>>(acmeTop)?.pages).toHaveLength(2);
    expect(cards(client, similar).map((each) => each.id)).toEqual(['d']);
    expect(cards(client, duplicates)).toEqual([]);
    expect(card(client, detailA)).toEqual(makeCard('a'));
    expect(list(client, ventsAll)).toEqual([makeCard('a')]);
  });

  it('finds a listed card by its detail path, product or no product', () => {
    const client = new QueryClient();
    const widget = { id: 'product-widget', name: 'Widget', slug: 'widget' };
    client.setQueryData(homeAll, listData([makeCard('a')], [makeCard('b', { product: widget })]));

    expect(
      findCachedCard(client, 'requests', { company: 'acme', product: 'no-product', slug: 'card-a' })?.id,
    ).toBe('a');
    expect(
      findCachedCard(client, 'requests', { company: 'acme', product: 'widget', slug: 'card-b' })?.id,
    ).toBe('b');
    expect(
      findCachedCard(client, 'requests', { company: 'acme', product: 'widget', slug: 'card-a' }),
    ).toBeUndefined();
    expect(
      findCachedCard(client, 'requests', { company: 'other', product: 'no-product', slug: 'card-a' }),
    ).toBeUndefined();
    expect(
      findCachedCard(client, 'vents', { company: 'acme', product: 'no-product', slug: 'card-a' }),
    ).toBeUndefined();
  });
});
