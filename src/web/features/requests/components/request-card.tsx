import { PartyPopper } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { timings } from '@/shared/constants';
import type { Card } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { detailPath, type Mode } from '@/shared/routes';
import type { ListView } from '@/shared/rules/views';
import { ModerationBanner } from '@/web/components/moderation-banner';
import { cn } from '@/web/lib/cn';
import { celebrate } from '@/web/lib/confetti';
import { prefersReducedMotion } from '@/web/lib/reduced-motion';
import { AuthorAndDate } from './author-and-date';
import { BuildCountChip, CompanyBadge, ProductBadge, StatusChip } from './card-badges';
import { CompanyUpdate } from './company-update';
import { LaunchedBanner } from './launched-banner';
import { ShareButton } from './share-button';
import { StoryLines } from './story-lines';

/**
 * What a detail needs to find its way back: the list (with its tab and search) it was opened from,
 * and that tab, which its company and product links keep.
 */
export interface DetailLinkState {
  from: string;
  activeTab: ListView;
}

export interface RequestCardProps {
  mode: Mode;
  card: Card;
  /** The company the list is filtered by, whose badge then leads back to every company. */
  selectedCompany?: string;
  linkState: DetailLinkState;
  /** The vote control, composed by the page (the votes feature). */
  vote: ReactNode;
  /** The owner's Edit / Delete, composed by the page (the request form feature). */
  actions?: ReactNode;
  /** A card just made or edited: it scrolls into view, wears a ring for 3 s and celebrates for 2 s. */
  isHighlighted?: boolean;
  onHighlightEnd?: () => void;
}

/**
 * The ring of a highlighted card, lit for 3 s once the card is on screen, and its celebration: the
 * banner and confetti for 2 s (with reduced motion, the banner and ring only; docs/product.md#card).
 */
function useHighlight(isHighlighted: boolean, onEnd?: () => void) {
  const ref = useRef<HTMLElement>(null);
  const [isLit, setIsLit] = useState(false);
  const [isCelebrating, setIsCelebrating] = useState(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (!isHighlighted) return;
    setIsLit(true);
    setIsCelebrating(true);
    const reduceMotion = prefersReducedMotion();
    ref.current?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    const stopConfetti = celebrate(ref.current, timings.cardCelebrationMs);
    const celebrationTimer = setTimeout(() => setIsCelebrating(false), timings.cardCelebrationMs);
    const timer = setTimeout(() => {
      setIsLit(false);
      onEndRef.current?.();
    }, timings.newCardHighlightMs);
    return () => {
      stopConfetti();
      clearTimeout(celebrationTimer);
      clearTimeout(timer);
    };
  }, [isHighlighted]);
  return { ref, isLit, isCelebrating };
}

/**
 * The congratulation strip of a celebrating card. The status region is always there (empty
 * otherwise), so screen readers announce the words when they appear.
 */
function CelebrationBanner({ mode, isShown }: { mode: Mode; isShown: boolean }) {
  return (
    <div role="status">
      {isShown ? (
        <p className="flex items-center gap-2 bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground motion-safe:animate-fade-in">
          <PartyPopper className="size-4 shrink-0" aria-hidden />
          {mode === 'vents' ? messages.ventCelebration : messages.requestCelebration}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The card is the product: the vote pill on the left; the whole card opens the detail
 * through its title link stretched over it, while badges and buttons stay their own targets.
 */
export function RequestCard({
  mode,
  card,
  selectedCompany,
  linkState,
  vote,
  actions,
  isHighlighted = false,
  onHighlightEnd,
}: RequestCardProps) {
  const isLaunched = card.status === 'launched';
  const path = detailPath(mode, card.company.slug, card.product?.slug ?? null, card.slug);
  const highlight = useHighlight(isHighlighted, onHighlightEnd);
  return (
    <article
      ref={highlight.ref}
      className={cn(
        'group relative flex scroll-my-24 flex-col overflow-hidden rounded-xl border shadow-sm transition duration-150 hover:-translate-y-px hover:shadow-md',
        highlight.isLit && 'ring-2 ring-accent ring-offset-2 ring-offset-background',
        'has-[[data-card-link]:focus-visible]:outline-2 has-[[data-card-link]:focus-visible]:outline-offset-2 has-[[data-card-link]:focus-visible]:outline-ring',
        isLaunched
          ? 'border-launched bg-launched-soft'
          : 'border-border bg-background hover:border-zinc-300 dark:bg-panel dark:hover:border-zinc-700',
      )}
    >
      {isLaunched ? <LaunchedBanner /> : null}
      <CelebrationBanner mode={mode} isShown={highlight.isCelebrating} />
      {/* Stretched to a slide's height in the phone's strip, the author line keeps to the bottom. */}
      <div className="flex flex-1 gap-3 p-3 sm:gap-4 sm:p-4">
        <div className="relative z-10 shrink-0">{vote}</div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <CompanyBadge
              mode={mode}
              company={card.company}
              isSelected={selectedCompany === card.company.slug}
            />
            {card.product ? <ProductBadge mode={mode} company={card.company} product={card.product} /> : null}
            <StatusChip status={card.status} />
            <BuildCountChip count={card.buildCount} className="ml-auto" />
          </div>
          <h3 className="text-base leading-snug font-semibold text-balance">
            <Link
              to={path}
              state={linkState}
              data-card-link
              className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent-text"
            >
              {card.title}
            </Link>
          </h3>
          <StoryLines mode={mode} card={card} isClamped />
          {card.description ? (
            <p className="hidden text-sm text-muted-foreground md:line-clamp-2">{card.description}</p>
          ) : null}
          <CompanyUpdate card={card} isClamped />
          <ModerationBanner notice={card.moderation} className="relative z-10 py-1.5 text-xs" />
          <div className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <p className="min-w-0 truncate">
              <AuthorAndDate card={card} />
            </p>
            <div className="flex shrink-0 items-center">
              {actions}
              <ShareButton path={path} variant="card" />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
