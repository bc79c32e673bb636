import { ChevronUp, Hammer, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import type { ChangelogEntry as Entry } from '@/shared/contracts/changelog';
import { messages } from '@/shared/messages';
import { detailPath, listPath, type Mode } from '@/shared/routes';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { formatDate } from '@/web/lib/format-date';
import { modeCopy } from '@/web/lib/mode-copy';

const chip =
  'inline-flex h-6 max-w-[120px] items-center gap-1.5 rounded-full border px-2 text-xs font-medium';

/**
 * One launch: its date, what was asked for, the company's comment as a quote from it, the votes and
 * builds it gathered, and (on the changelog of every company) whose launch it is.
 */
export function ChangelogEntry({
  mode,
  entry,
  showCompany,
}: {
  mode: Mode;
  entry: Entry;
  showCompany: boolean;
}) {
  const path = detailPath(mode, entry.company.slug, entry.product?.slug ?? null, entry.slug);
  return (
    <li className="relative flex flex-col gap-2.5 rounded-xl border border-launched/60 bg-launched-soft p-4 shadow-sm sm:p-5">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-launched-text">
        <Rocket className="size-4" aria-hidden />
        <time dateTime={entry.launchedAt}>{messages.launchedOn(formatDate(entry.launchedAt))}</time>
      </p>
      <h2 className="text-base leading-snug font-semibold text-balance">
        <Link to={path} className="hover:text-accent-text hover:underline">
          {entry.title}
        </Link>
      </h2>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        <span className="font-medium">{modeCopy[mode].storyWant}</span>{' '}
        <span className="text-foreground">{entry.userStoryWant}</span>
      </p>
      {entry.statusComment ? (
        <figure className="rounded-lg border-l-[3px] border-launched bg-background/70 px-3 py-2.5 text-sm">
          <figcaption className="flex items-center gap-2 text-xs font-semibold">
            <CompanyAvatar name={entry.company.name} />
            {entry.company.name}
          </figcaption>
          <blockquote className="mt-1.5">
            <p>“{entry.statusComment}”</p>
          </blockquote>
        </figure>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {showCompany ? (
          <Link
            to={listPath(mode, entry.company.slug)}
            title={entry.company.name}
            className={`${chip} border-border bg-panel pl-1 text-foreground hover:border-accent/40 hover:text-accent-text`}
          >
            <CompanyAvatar name={entry.company.name} />
            <span className="truncate">{entry.company.name}</span>
          </Link>
        ) : null}
        {entry.product ? (
          <Link
            to={listPath(mode, entry.company.slug, entry.product.slug)}
            title={entry.product.name}
            className={`${chip} border-border bg-background text-foreground hover:border-accent/40 hover:text-accent-text`}
          >
            <span className="truncate">{entry.product.name}</span>
          </Link>
        ) : null}
        <span className="inline-flex items-center gap-1 font-medium tabular-nums">
          <ChevronUp className="size-4" aria-hidden />
          {entry.voteCount} {entry.voteCount === 1 ? 'vote' : 'votes'}
        </span>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Hammer className="size-3.5" aria-hidden />
          {entry.buildCount} {entry.buildCount === 1 ? 'build' : 'builds'}
        </span>
      </div>
    </li>
  );
}
