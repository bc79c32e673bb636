import { Rss } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ResolvedPath } from '@/shared/contracts/paths';
import { messages } from '@/shared/messages';
import type { Mode } from '@/shared/routes';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { ListBreadcrumb } from '@/web/components/list-breadcrumb';

/**
 * The head of the changelog and roadmap pages: the way back (every list, then the company's),
 * the heading, one sentence, the feed when there is one, and what the page adds below.
 */
export function CompanyPagesHeader({
  mode,
  company,
  title,
  intro,
  feedUrl,
  children,
}: {
  mode: Mode;
  company?: NonNullable<ResolvedPath['company']>;
  title: string;
  intro: string;
  feedUrl?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3">
      <ListBreadcrumb mode={mode} company={company} />
      <h1 className="flex min-w-0 items-center gap-3 text-2xl font-semibold tracking-tight">
        {company ? <CompanyAvatar name={company.name} className="size-9 rounded-lg text-lg" /> : null}
        <span className="min-w-0 break-words">
          {company ? `${company.name} ${title.toLowerCase()}` : title}
        </span>
      </h1>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {intro}
        {feedUrl ? (
          <a
            href={feedUrl}
            className="inline-flex items-center gap-1 font-medium text-accent-text hover:underline"
          >
            <Rss className="size-3.5" aria-hidden />
            {messages.changelogFeed}
          </a>
        ) : null}
      </p>
      {children}
    </header>
  );
}
