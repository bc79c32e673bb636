import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Card } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { changelogPath } from '@/shared/routes';
import { modeCopy } from '@/web/lib/mode-copy';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { useTabCounts } from '../api/get-tab-counts';
import { useRequestList } from '../api/list-requests';
import { useBoardParams } from '../hooks/use-board-params';
import { useLiveBoard } from '../hooks/use-live-cards';
import { BoardSearch } from './board-search';
import { BoardTabs } from './board-tabs';
import { RequestList } from './request-list';

export interface RequestBoardProps {
  /** Undefined while the session is still loading. */
  isSignedIn: boolean | undefined;
  /** The vote control of a card, composed by the page. */
  renderVote: (card: Card) => ReactNode;
  /** The owner's Edit / Delete on a card, composed by the page. */
  renderActions?: (card: Card) => ReactNode;
  /** The 'I'd love it if ...' button and its inline form, composed by the page. */
  composer?: ReactNode;
}

/** Search, tabs with counts and the list, all driven by the URL (path, `?view=`, `?q=`). */
export function RequestBoard({ isSignedIn, renderVote, renderActions, composer }: RequestBoardProps) {
  const params = useBoardParams();
  const isWide = useMediaQuery('(min-width: 640px)');
  const copy = modeCopy[params.mode];
  const counts = useTabCounts(params.kind, params.filter);
  const list = useRequestList({ kind: params.kind, view: params.view, filter: params.filter }, false);
  useLiveBoard(params.kind);
  return (
    <div id="board" className="flex scroll-mt-20 flex-col gap-4">
      {composer}
      <BoardSearch
        placeholder={isWide ? copy.searchPlaceholder : copy.searchPlaceholderShort}
        isSearching={list.isFetching && !list.isFetchingNextPage}
      />
      <BoardTabs
        mode={params.mode}
        view={params.view}
        counts={counts.data}
        isSignedIn={isSignedIn === true}
      />
      {params.view === 'launched' ? (
        <Link
          to={changelogPath(params.mode, params.company)}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-accent-text hover:underline"
        >
          {messages.seeChangelog}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      ) : null}
      <RequestList
        params={params}
        counts={counts.data}
        isSignedIn={isSignedIn}
        renderVote={renderVote}
        renderActions={renderActions}
      />
    </div>
  );
}
