import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@/shared/contracts/live';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { contentKeys, patchCard, removeCard } from '@/web/lib/content-cache';
import { useLiveTopic } from '@/web/lib/use-live-topic';
import { getRequestById } from '../api/get-request-by-path';

/**
 * What an event says about a card's shared fields. A vote event carries the new count only: the
 * viewer's own `userVote` (and an optimistic vote in flight, whose answer follows) stays as it is.
 */
function cardPatch(event: LiveEvent): Partial<Card> | null {
  const { data } = event;
  if (event.kind === 'vote' && typeof data.voteCount === 'number') return { voteCount: data.voteCount };
  if (event.kind === 'build' && typeof data.buildCount === 'number') return { buildCount: data.buildCount };
  if (event.kind === 'status' && typeof data.status === 'string') {
    return {
      status: data.status as Card['status'],
      statusComment: typeof data.statusComment === 'string' ? data.statusComment : null,
      statusUpdatedAt: typeof data.statusUpdatedAt === 'string' ? data.statusUpdatedAt : null,
    };
  }
  return null;
}

/** Applies an event to every cached copy of the card; what cannot be patched is fetched again. */
function applyCardEvent(queryClient: QueryClient, kind: ContentKind, event: LiveEvent) {
  const patch = cardPatch(event);
  if (patch) patchCard(queryClient, kind, event.id, patch);
  if (event.kind === 'status') {
    // The 'Launched' tab gains or loses the card.
    void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
    void queryClient.invalidateQueries({ queryKey: [...contentKeys.lists(kind), 'launched'] });
  }
  if (event.kind === 'deleted') removeCard(queryClient, kind, event.id);
  if (event.kind === 'created' || event.kind === 'updated' || event.kind === 'deleted') {
    void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
  }
}

/** A board list follows its kind's topic: counts, statuses and builds move; new, edited and deleted cards refetch. */
export function useLiveBoard(kind: ContentKind) {
  const queryClient = useQueryClient();
  useLiveTopic(
    kind,
    (event) => applyCardEvent(queryClient, kind, event),
    () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
    },
  );
}

/**
 * A detail follows its item's topic (`request:<id>`, `vent:<id>`). After an edit, or a reconnect, the
 * card is read again by id and written over every cached copy (an edited title may have moved its
 * path). A deletion is left alone: the owner navigates away, and a refetch would toast 'not found'.
 */
export function useLiveCard(kind: ContentKind, id: string | undefined) {
  const queryClient = useQueryClient();
  const reload = () => {
    if (!id) return;
    getRequestById(kind, id).then(
      (card) => patchCard(queryClient, kind, id, card),
      // Gone or unreachable: the page keeps what it shows, and the next event or reconnect tries again.
      () => {},
    );
  };
  useLiveTopic(
    id ? `${kind === 'vents' ? 'vent' : 'request'}:${id}` : null,
    (event) => {
      const patch = cardPatch(event);
      if (patch) patchCard(queryClient, kind, event.id, patch);
      if (event.kind === 'updated') reload();
    },
    reload,
  );
}
