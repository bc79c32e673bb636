import { ArrowLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { timings } from '@/shared/constants';
import type { Card } from '@/shared/contracts/requests';
import { detailPath, listPath, type Mode } from '@/shared/routes';
import { requestStatusLabels } from '@/shared/rules/statuses';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { ModerationBanner } from '@/web/components/moderation-banner';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { celebrate } from '@/web/lib/confetti';
import type { DetailPath } from '@/web/lib/content-cache';
import { useRequestByPath } from '../api/get-request-by-path';
import { useLiveCard } from '../hooks/use-live-cards';
import { useMissingRequestRedirect } from '../hooks/use-missing-request-redirect';
import { AuthorAndDate } from './author-and-date';
import { BuildCountChip } from './card-badges';
import { CompanyUpdate } from './company-update';
import { LaunchedBanner } from './launched-banner';
import type { DetailLinkState } from './request-card';
import { ShareButton } from './share-button';
import { StoryLines } from './story-lines';

export interface RequestDetailProps {
  mode: Mode;
  path: DetailPath;
  renderVote: (card: Card) => ReactNode;
  /** The builds section, composed by the page. */
  renderBuilds: (card: Card) => ReactNode;
  /** The owner's Edit / Delete, composed by the page; `from` is the list this detail was opened from. */
  renderActions?: (card: Card, from: string | undefined) => ReactNode;
  /** The company's status control (members of the card's company, admins), composed by the page. */
  renderStatus?: (card: Card) => ReactNode;
}

/** A launched request's 1 s of confetti as its page opens (or as it launches while open). */
function useLaunchConfetti(id: string | undefined, isLaunched: boolean) {
  useEffect(() => {
    if (!id || !isLaunched) return;
    return celebrate(null, timings.detailConfettiMs);
  }, [id, isLaunched]);
}

/**
 * The address of the card shown, once the server has answered: an item merged into another answers
 * with that one (its lookup redirects), whose address then replaces the old one.
 */
function useCanonicalPath(mode: Mode, card: Card | undefined) {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const canonical = card ? detailPath(mode, card.company.slug, card.product?.slug ?? null, card.slug) : null;
  useEffect(() => {
    if (canonical && canonical !== pathname) navigate(`${canonical}${search}`, { replace: true, state });
  }, [canonical, pathname, search, state, navigate]);
}

/** A request or vent on its own page: Back and Share, breadcrumb, the full card, then its builds. */
export function RequestDetail({
  mode,
  path,
  renderVote,
  renderBuilds,
  renderActions,
  renderStatus,
}: RequestDetailProps) {
  const navigate = useNavigate();
  const { from, activeTab } = (useLocation().state as Partial<DetailLinkState> | null) ?? {};
  const companyList = listPath(mode, path.company);
  // The company and product lists open on the tab the detail was opened from.
  const listState = activeTab ? { activeTab } : undefined;
  const { data: card, error, isPlaceholderData } = useRequestByPath(mode, path);
  useLiveCard(mode, card?.id);
  useCanonicalPath(mode, isPlaceholderData ? undefined : card);
  useMissingRequestRedirect(error, mode, from ?? companyList, listPath(mode));
  useEffect(() => {
    if (!card) return;
    const previous = document.title;
    document.title = `${card.title} · ${card.company.name} · ilii`;
    return () => {
      document.title = previous;
    };
  }, [card]);

  useLaunchConfetti(card?.id, card?.status === 'launched');

  if (!card) return <PageSkeleton />;
  const isLaunched = card.status === 'launched';
  const productSlug = card.product?.slug ?? null;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => navigate(from ?? companyList)}>
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {renderActions?.(card, from)}
          <ShareButton path={detailPath(mode, card.company.slug, productSlug, card.slug)} variant="detail" />
        </div>
      </div>

      <nav aria-label="Breadcrumb">
        <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li className="min-w-0">
            <Link
              to={companyList}
              state={listState}
              className="inline-flex min-w-0 items-center gap-1.5 hover:text-foreground"
            >
              <CompanyAvatar name={card.company.name} />
              <span className="truncate">{card.company.name}</span>
            </Link>
          </li>
          {card.product ? (
            <li className="flex min-w-0 items-center gap-1">
              <ChevronRight className="size-3.5 shrink-0" aria-hidden />
              <Link
                to={listPath(mode, card.company.slug, card.product.slug)}
                state={listState}
                className="truncate hover:text-foreground"
              >
                {card.product.name}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>

      <ModerationBanner notice={card.moderation} />

      <div
        className={cn(
          'overflow-hidden rounded-xl border shadow-sm',
          isLaunched ? 'border-launched bg-launched-soft' : 'border-border bg-background dark:bg-panel',
        )}
      >
        {isLaunched ? <LaunchedBanner /> : null}
        {/* On a phone the story spans the card's width under the vote and title; beside the vote above. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4 p-4 sm:gap-x-5 sm:p-6">
          <div className="sm:row-span-2">{renderVote(card)}</div>
          <header className="flex flex-col gap-2">
            <h1 className="text-xl leading-tight font-semibold tracking-tight text-balance sm:text-2xl">
              {card.title}
            </h1>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  isLaunched
                    ? 'bg-launched-banner text-launched-banner-foreground'
                    : 'bg-accent-soft text-accent-text',
                )}
              >
                {requestStatusLabels[card.status]}
              </span>
              <span>
                <AuthorAndDate card={card} />
              </span>
              <BuildCountChip count={card.buildCount} />
            </p>
          </header>
          <div className="col-span-2 flex min-w-0 flex-col gap-4 sm:col-span-1 sm:col-start-2">
            <StoryLines mode={mode} card={card} className="text-base" />
            {card.description ? (
              <p className="text-sm whitespace-pre-line text-muted-foreground">{card.description}</p>
            ) : null}
            <CompanyUpdate card={card} />
          </div>
        </div>
      </div>

      {renderStatus?.(card)}
      {renderBuilds(card)}
    </article>
  );
}
