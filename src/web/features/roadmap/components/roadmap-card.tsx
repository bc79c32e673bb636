import { ChevronUp, Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RoadmapItem } from '@/shared/contracts/roadmap';
import { detailPath, type Mode } from '@/shared/routes';
import { cn } from '@/web/lib/cn';

/**
 * An item on the roadmap: its votes, title, product and builds, the company's comment, and for
 * the company's members the status control (composed by the page).
 */
export function RoadmapCard({ mode, item, status }: { mode: Mode; item: RoadmapItem; status?: ReactNode }) {
  const path = detailPath(mode, item.company.slug, item.product?.slug ?? null, item.slug);
  const isLaunched = item.status === 'launched';
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-3 shadow-sm transition duration-150 hover:-translate-y-px hover:shadow',
        isLaunched ? 'border-launched/60 bg-launched-soft' : 'border-border bg-background dark:bg-panel',
      )}
    >
      <div className="flex gap-3">
        <span
          className="flex h-12 w-10 shrink-0 flex-col items-center justify-center rounded-lg border border-border bg-background text-sm font-semibold tabular-nums dark:bg-zinc-900"
          title={`${item.voteCount} ${item.voteCount === 1 ? 'vote' : 'votes'}`}
        >
          <ChevronUp className="size-4 stroke-[2.5]" aria-hidden />
          <span>{item.voteCount}</span>
          <span className="sr-only">{item.voteCount === 1 ? 'vote' : 'votes'}</span>
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link
            to={path}
            className="text-sm leading-snug font-semibold text-balance hover:text-accent-text hover:underline"
          >
            {item.title}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {item.product ? (
              <span className="max-w-[120px] truncate" title={item.product.name}>
                {item.product.name}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Hammer className="size-3.5" aria-hidden />
              {item.buildCount} {item.buildCount === 1 ? 'build' : 'builds'}
            </span>
          </p>
        </div>
      </div>
      {item.statusComment ? (
        <blockquote
          className={cn(
            'rounded-lg border-l-[3px] px-2.5 py-1.5 text-xs',
            isLaunched ? 'border-launched bg-background/70' : 'border-accent bg-accent-soft',
          )}
        >
          <p className="line-clamp-3">“{item.statusComment}”</p>
        </blockquote>
      ) : null}
      {status}
    </li>
  );
}
