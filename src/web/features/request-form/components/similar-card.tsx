import { ArrowRight, Hammer, Rocket } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { detailPath } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { formCopy } from '../form-copy';
import { useRequestFormContext } from '../hooks/request-form-context';

/**
 * A compact card of an existing request beside the form: vote on it here, vote for it instead of
 * posting (which leaves the form for the request), or open it to build.
 */
export function SimilarCard({ kind, card }: { kind: ContentKind; card: Card }) {
  const { renderVote, renderVoteInstead } = useRequestFormContext();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const path = detailPath(kind, card.company.slug, card.product?.slug ?? null, card.slug);
  // Leaving the path closes the form's dialog (RequestFormProvider) and the inline form with its page.
  const openIt = () => navigate(path, { state: { from: `${pathname}${search}`, activeTab: 'all' } });
  const isLaunched = card.status === 'launched';
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border p-3',
        isLaunched ? 'border-launched/60 bg-launched-soft' : 'border-border bg-background dark:bg-panel',
      )}
    >
      <div className="shrink-0">{renderVote(kind, card)}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={path}
          state={{ from: `${pathname}${search}`, activeTab: 'all' }}
          className="self-start text-sm leading-snug font-semibold text-balance hover:text-accent-text hover:underline"
        >
          {card.title}
        </Link>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          <span className="font-medium">{formCopy[kind].want}</span>{' '}
          <span className="text-foreground">{card.userStoryWant}</span>
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {card.product ? <span className="max-w-[120px] truncate">{card.product.name}</span> : null}
          {isLaunched ? (
            <span className="inline-flex items-center gap-1 font-medium text-launched-text">
              <Rocket className="size-3.5" aria-hidden />
              Launched
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Hammer className="size-3.5" aria-hidden />
            {card.buildCount} {card.buildCount === 1 ? 'build' : 'builds'}
          </span>
          <Link
            to={path}
            state={{ from: `${pathname}${search}`, activeTab: 'all' }}
            className="ml-auto inline-flex items-center gap-1 font-medium text-accent-text hover:underline"
            aria-label={`Open ${card.title} to build on it`}
          >
            Open to build
            <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        </p>
        {isLaunched ? null : <div className="mt-1">{renderVoteInstead(kind, card, openIt)}</div>}
      </div>
    </li>
  );
}
