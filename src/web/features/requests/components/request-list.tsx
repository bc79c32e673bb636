import { AlertTriangle, Loader2, LogIn } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { layout } from '@/shared/constants';
import type { Card, TabCounts } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { personalViews } from '@/shared/rules/views';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { modeCopy } from '@/web/lib/mode-copy';
import { openSignIn } from '@/web/lib/sign-in-prompt';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { listRequestsQuery, useRequestList } from '../api/list-requests';
import type { BoardParams } from '../hooks/use-board-params';
import { useFirstPageOnChange } from '../hooks/use-first-page-on-change';
import { EmptyState } from './empty-state';
import { NoResults } from './no-results';
import { RequestCard } from './request-card';
import { RequestListSkeleton } from './request-card-skeleton';

export interface RequestListProps {
  params: BoardParams;
  counts?: TabCounts;
  /** Undefined while the session is still loading. */
  isSignedIn: boolean | undefined;
  renderVote: (card: Card) => ReactNode;
  /** The owner's Edit / Delete on a card, composed by the page. */
  renderActions?: (card: Card) => ReactNode;
}

const phoneQuery = `(max-width: ${layout.mobileBreakpointPx - 1}px)`;
const loadStrip = () => import('./request-strip');

/**
 * The phone's strip, with its carousel library, fetched only on a phone (out of the first load).
 * A phone starts fetching it with this module, alongside the list's data, so the strip is there
 * when the cards are.
 */
const RequestStrip = lazy(loadStrip);
if (typeof window !== 'undefined' && window.matchMedia(phoneQuery).matches) void loadStrip();

/** A card to highlight, passed as navigation state (`{ highlightId }`) after it was made or edited. */
function useHighlightId() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const highlightId = (state as { highlightId?: string } | null)?.highlightId;
  // Once shown, the state goes, so a reload or Back does not light the card again.
  const clear = () =>
    navigate({ pathname, search }, { replace: true, state: null, preventScrollReset: true });
  return { highlightId, clear };
}

/**
 * The cards of the current tab, filter and search (a column, or on a phone a strip to swipe);
 * skeletons, an empty state and 'Load more...' below.
 */
export function RequestList({ params, counts, isSignedIn, renderVote, renderActions }: RequestListProps) {
  const { pathname, search } = useLocation();
  const highlight = useHighlightId();
  const isPhone = useMediaQuery(phoneQuery);
  const copy = modeCopy[params.mode];
  const needsSignIn = personalViews.has(params.view) && isSignedIn !== true;
  const listParams = { kind: params.kind, view: params.view, filter: params.filter };
  useFirstPageOnChange(listRequestsQuery(listParams).queryKey);
  const list = useRequestList(listParams, !needsSignIn);

  const isUnauthorized = list.error instanceof ApiError && list.error.status === 401;
  if ((needsSignIn && isSignedIn === false) || isUnauthorized) {
    return (
      <EmptyState
        Icon={LogIn}
        title={messages.authenticationRequired}
        text={`Sign in to see ${copy.viewLabels[params.view].toLowerCase()} in one place.`}
        action={<Button onClick={openSignIn}>{messages.logIn}</Button>}
      />
    );
  }
  if (list.isError && !list.data) {
    return (
      <EmptyState
        Icon={AlertTriangle}
        title={`Couldn't load the ${copy.nounPlural}`}
        text={list.error.message}
        action={
          <Button variant="outline" onClick={() => list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!list.data) return <RequestListSkeleton />;

  const cards = list.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) return <NoResults params={params} counts={counts} />;

  const linkState = { from: `${pathname}${search}`, activeTab: params.view };
  const renderCard = (card: Card) => (
    <RequestCard
      mode={params.mode}
      card={card}
      selectedCompany={params.company}
      linkState={linkState}
      vote={renderVote(card)}
      actions={renderActions?.(card)}
      isHighlighted={card.id === highlight.highlightId}
      onHighlightEnd={highlight.clear}
    />
  );
  // The wide screen's column of cards.
  const column = (
    <ul
      aria-busy={list.isPlaceholderData}
      className={cn(
        'flex flex-col gap-3 transition-opacity duration-150',
        list.isPlaceholderData && 'opacity-60',
      )}
    >
      {cards.map((card) => (
        <li key={card.id}>{renderCard(card)}</li>
      ))}
    </ul>
  );
  return (
    <div className="flex flex-col gap-3">
      <h2 className="sr-only">{copy.viewLabels[params.view]}</h2>
      {isPhone ? (
        // Should the strip still be on its way, a skeleton holds its place: cards shown and then
        // replaced would lose the focus and the scroll of whoever reached them first.
        <Suspense fallback={<RequestListSkeleton />}>
          <RequestStrip
            label={copy.viewLabels[params.view]}
            slides={cards.map((card) => ({ key: card.id, content: renderCard(card) }))}
            isBusy={list.isPlaceholderData}
            currentKey={highlight.highlightId}
          />
        </Suspense>
      ) : (
        column
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {messages.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
