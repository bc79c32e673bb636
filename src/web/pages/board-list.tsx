import { useSearchParams } from 'react-router';
import { limits } from '@/shared/constants';
import type { Card } from '@/shared/contracts/requests';
import { useViewer } from '@/web/app/use-viewer';
import { ItemMenu } from '@/web/features/reports/components/item-menu';
import { InlineRequestComposer } from '@/web/features/request-form/components/inline-request-composer';
import { OwnerActions } from '@/web/features/request-form/components/owner-actions';
import type { Choice } from '@/web/features/request-form/hooks/use-request-form-state';
import { RequestBoard } from '@/web/features/requests/components/request-board';
import { searchParam } from '@/web/features/requests/hooks/use-board-params';
import { VoteButton } from '@/web/features/votes/components/vote-button';
import { useMode } from '@/web/lib/use-mode';

/**
 * The list pages' board (search, tabs, cards) with the votes feature's button on each card, the
 * owner's Edit / Delete, the '⋮' menu (Report; Remove for admins), and the 'I'd love it if ...' form, prefilled with the list's company and
 * product and with the search typed so far ('Search requests (or type a new one)').
 */
export function BoardList({ company, product }: { company?: Choice; product?: Choice }) {
  const mode = useMode();
  const [searchParams] = useSearchParams();
  const { isSignedIn, isAdmin } = useViewer();
  const typed = searchParams.get(searchParam)?.trim() ?? '';
  const renderVote = (card: Card) => <VoteButton kind={mode} card={card} isSignedIn={isSignedIn} />;
  const renderActions = (card: Card) => (
    <>
      <OwnerActions kind={mode} card={card} variant="card" />
      <ItemMenu
        kind={mode}
        id={card.id}
        title={card.title}
        isOwner={card.isOwner}
        isSignedIn={isSignedIn === true}
        isAdmin={isAdmin}
        moderation={card.moderation}
        variant="card"
      />
    </>
  );
  const composer = (
    <InlineRequestComposer
      key={mode}
      kind={mode}
      initial={{
        company: company ?? null,
        product: product ?? null,
        title: typed.length <= limits.title.inputMaxChars ? typed : '',
      }}
    />
  );
  return (
    <RequestBoard
      isSignedIn={isSignedIn}
      renderVote={renderVote}
      renderActions={renderActions}
      composer={composer}
    />
  );
}
