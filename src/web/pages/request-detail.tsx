import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Card } from '@/shared/contracts/requests';
import { listPath, parsePath } from '@/shared/routes';
import { useViewer } from '@/web/app/use-viewer';
import { useSession } from '@/web/features/auth/api/get-session';
import { BuildsSection } from '@/web/features/builds/components/builds-section';
import { MergeButton } from '@/web/features/merges/components/merge-button';
import { MergedFrom } from '@/web/features/merges/components/merged-from';
import { FollowButton } from '@/web/features/notifications/components/follow-button';
import { ItemMenu } from '@/web/features/reports/components/item-menu';
import { OwnerActions } from '@/web/features/request-form/components/owner-actions';
import { RequestDetail } from '@/web/features/requests/components/request-detail';
import { canUpdateStatus } from '@/web/features/status/can-update-status';
import { VoteButton } from '@/web/features/votes/components/vote-button';
import { NotFoundPage } from './not-found';

/** The company's status control, with its select library: its own chunk, for the company's members and admins. */
const StatusPanel = lazy(async () => ({
  default: (await import('@/web/features/status/components/status-panel')).StatusPanel,
}));

/** /{company}/{product or no-product}/{slug} and /vent/…: one request or vent with its builds. */
export function RequestDetailPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isSignedIn, isAdmin } = useViewer();
  const { user } = useSession();
  const parsed = parsePath(pathname);
  if (parsed.kind !== 'detail') return <NotFoundPage />;
  const path = { company: parsed.companySlug, product: parsed.productSlug, slug: parsed.itemSlug };
  const renderVote = (card: Card) => (
    <VoteButton kind={parsed.mode} card={card} isSignedIn={isSignedIn} size="lg" />
  );
  return (
    <RequestDetail
      key={pathname}
      mode={parsed.mode}
      path={path}
      renderVote={renderVote}
      renderBuilds={(card) => (
        <>
          <MergedFrom
            kind={parsed.mode}
            itemId={card.id}
            canUnmerge={canUpdateStatus(user, card.company.id)}
          />
          <BuildsSection
            mode={parsed.mode}
            card={card}
            isSignedIn={isSignedIn}
            renderMenu={(build) => (
              <ItemMenu
                kind="builds"
                id={build.id}
                title={`build by ${build.authorDisplayName}`}
                isOwner={build.isOwner}
                isSignedIn={isSignedIn === true}
                isAdmin={isAdmin}
                moderation={build.moderation}
                variant="card"
              />
            )}
          />
        </>
      )}
      renderActions={(card, from) => (
        <>
          <OwnerActions
            kind={parsed.mode}
            card={card}
            variant="detail"
            onDeleted={() => navigate(from ?? listPath(parsed.mode, card.company.slug), { replace: true })}
          />
          {canUpdateStatus(user, card.company.id) && card.moderation?.state !== 'removed' ? (
            <MergeButton
              kind={parsed.mode}
              item={card}
              variant="detail"
              onMerged={(outcome) => navigate(outcome.target.path, { replace: true })}
            />
          ) : null}
          <FollowButton kind={parsed.mode} id={card.id} isSignedIn={isSignedIn === true} />
          <ItemMenu
            kind={parsed.mode}
            id={card.id}
            title={card.title}
            isOwner={card.isOwner}
            isSignedIn={isSignedIn === true}
            isAdmin={isAdmin}
            moderation={card.moderation}
            variant="detail"
          />
        </>
      )}
      renderStatus={(card) =>
        canUpdateStatus(user, card.company.id) ? (
          <Suspense fallback={null}>
            <StatusPanel kind={parsed.mode} card={card} />
          </Suspense>
        ) : null
      }
    />
  );
}
