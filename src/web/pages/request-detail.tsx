import { useLocation } from 'react-router';
import type { Card } from '@/shared/contracts/requests';
import { parsePath } from '@/shared/routes';
import { BuildsSection } from '@/web/features/builds/components/builds-section';
import { RequestDetail } from '@/web/features/requests/components/request-detail';
import { VoteButton } from '@/web/features/votes/components/vote-button';
import { useViewer } from './board-list';
import { NotFoundPage } from './not-found';

/** /{company}/{product or no-product}/{slug} and /vent/…: one request or vent with its builds. */
export function RequestDetailPage() {
  const { pathname } = useLocation();
  const { isSignedIn, onAuthRequired } = useViewer();
  const parsed = parsePath(pathname);
  if (parsed.kind !== 'detail') return <NotFoundPage />;
  const path = { company: parsed.companySlug, product: parsed.productSlug, slug: parsed.itemSlug };
  const renderVote = (card: Card) => (
    <VoteButton
      kind={parsed.mode}
      card={card}
      isSignedIn={isSignedIn}
      onAuthRequired={onAuthRequired}
      size="lg"
    />
  );
  return (
    <RequestDetail
      key={pathname}
      mode={parsed.mode}
      path={path}
      renderVote={renderVote}
      renderBuilds={(card) => <BuildsSection mode={parsed.mode} card={card} />}
    />
  );
}
