import { type InfiniteData, MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card, CardPage } from '@/shared/contracts/requests';
import type { VoteState } from '@/shared/contracts/votes';
import { messages } from '@/shared/messages';
import { contentKeys } from '@/web/lib/content-cache';
import { createQueryClient } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { cardsOf, listData, makeCard } from '@/web/test/cards';
import { fakeSignInDialog } from '@/web/test/sign-in';
import { toggleVoteOptions } from './toggle-vote';

vi.mock('@/web/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const listKey = contentKeys.list('requests', 'all', {});
const detailKey = contentKeys.detail('requests', { company: 'acme', product: 'no-product', slug: 'card-a' });
const countsKey = contentKeys.countsFor('requests', {});

/** The server: each vote request waits until the test answers it. */
function fakeServer() {
  const requests: { url: string; body: unknown; answer: (status: number, body: unknown) => void }[] = [];
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        requests.push({
          url,
          body: JSON.parse(String(init.body)),
          answer: (status, body) =>
            resolve(
              new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
            ),
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The next request, once the mutation has sent it. */
    next: () => vi.waitFor(() => requests.at(-1) ?? Promise.reject(new Error('no request yet'))),
  };
}

function cache(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(listKey, listData([makeCard('a', { voteCount: 3 }), makeCard('b')]));
  client.setQueryData(detailKey, makeCard('a', { voteCount: 3 }));
  client.setQueryData(countsKey, { all: 2 });
  return client;
}

const listed = (client: QueryClient) =>
  cardsOf(client.getQueryData<InfiniteData<CardPage>>(listKey)).find((card) => card.id === 'a');
const detail = (client: QueryClient) => client.getQueryData<Card>(detailKey);
const voteOf = (card: Card | undefined) => card && { voteCount: card.voteCount, userVote: card.userVote };

function vote(client: QueryClient, target: Pick<Card, 'id' | 'voteCount' | 'userVote'>) {
  const observer = new MutationObserver(client, toggleVoteOptions(client, 'requests'));
  return observer.mutate(target).catch((error: unknown) => error);
}

const openSignIn = fakeSignInDialog();
afterEach(() => vi.unstubAllGlobals());

describe('the optimistic vote', () => {
  it('moves every cached copy at once, then settles on the count the server gives', async () => {
    const server = fakeServer();
    const client = cache();
    const done = vote(client, { id: 'a', voteCount: 3, userVote: false });

    const request = await server.next();
    expect(request.url).toBe('/api/v1/requests/a/vote');
    expect(request.body).toEqual({ voted: true });
    expect(voteOf(listed(client))).toEqual({ voteCount: 4, userVote: true });
    expect(voteOf(detail(client))).toEqual({ voteCount: 4, userVote: true });

    // Two others voted meanwhile: the server's count wins.
    request.answer(200, { id: 'a', voteCount: 6, userVote: true } satisfies VoteState);
    await done;
    expect(voteOf(listed(client))).toEqual({ voteCount: 6, userVote: true });
    expect(voteOf(detail(client))).toEqual({ voteCount: 6, userVote: true });
    expect(toast.success).toHaveBeenCalledWith(messages.voteAdded, { description: messages.voteAddedText });
    expect(client.getQueryState(countsKey)?.isInvalidated).toBe(true);
    expect(cardsOf(client.getQueryData(listKey)).find((card) => card.id === 'b')).toEqual(makeCard('b'));
  });

  it('takes a vote back, never below zero', async () => {
    const server = fakeServer();
    const client = cache();
    const done = vote(client, { id: 'a', voteCount: 0, userVote: true });
    const request = await server.next();
    expect(request.body).toEqual({ voted: false });
    expect(voteOf(listed(client))).toEqual({ voteCount: 0, userVote: false });
    request.answer(200, { id: 'a', voteCount: 0, userVote: false } satisfies VoteState);
    await done;
    expect(toast.success).toHaveBeenCalledWith(messages.voteRemoved, {
      description: messages.voteRemovedText,
    });
  });

  it("rolls every copy back on an error and toasts the server's message", async () => {
    const server = fakeServer();
    const client = cache();
    const done = vote(client, { id: 'a', voteCount: 3, userVote: false });
    const request = await server.next();
    request.answer(409, { error: { code: 'REQUEST_LAUNCHED', message: 'This request has launched.' } });
    await done;
    expect(voteOf(listed(client))).toEqual({ voteCount: 3, userVote: false });
    expect(voteOf(detail(client))).toEqual({ voteCount: 3, userVote: false });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.errorVoting, {
      description: 'This request has launched.',
    });
    expect(openSignIn).not.toHaveBeenCalled();
    expect(client.getQueryState(countsKey)?.isInvalidated).toBe(true);
  });

  it("rolls back on a write limit (429) and toasts the server's words with the wait", async () => {
    const server = fakeServer();
    const client = cache();
    const done = vote(client, { id: 'a', voteCount: 3, userVote: false });
    const words = messages.voteLimitReached(120, 15);
    (await server.next()).answer(429, { error: { code: 'RATE_LIMITED', message: words } });
    await done;
    expect(voteOf(listed(client))).toEqual({ voteCount: 3, userVote: false });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.errorVoting, { description: words });
    expect(words).toBe("You've voted 120 times in the last minute. You can vote again in 15 seconds.");
  });

  it('rolls back and asks to sign in when the session is gone', async () => {
    const server = fakeServer();
    const client = cache();
    const done = vote(client, { id: 'a', voteCount: 3, userVote: false });
    (await server.next()).answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in first' } });
    await done;
    expect(voteOf(listed(client))).toEqual({ voteCount: 3, userVote: false });
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.authenticationRequired, {
      id: `sign-in: ${messages.signInToVote}`,
      description: messages.signInToVote,
    });
  });
});
