import { Navigate, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { feedPaths, modeOfPath, parsePath } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { ChangelogList } from '@/web/features/changelog/components/changelog-list';
import { useResolvedPath } from '@/web/features/paths/api/resolve-path';
import { CompanyPagesHeader } from './company-pages-header';
import { NotFoundPage } from './not-found';

/** /changelog, /{company}/changelog and their /vent twins: launches, newest first. */
export function ChangelogPage() {
  const { pathname, search } = useLocation();
  const parsed = parsePath(pathname);
  const companySlug = parsed.kind === 'changelog' ? parsed.companySlug : undefined;
  const { data, isPending, isError } = useResolvedPath(pathname);
  if (parsed.kind !== 'changelog') return <NotFoundPage />;
  if (companySlug && isPending) return <PageSkeleton />;
  if (data?.redirect) return <Navigate to={`${data.redirect}${search}`} replace />;
  if (companySlug && (isError || !data?.found || !data.company)) return <NotFoundPage />;
  const mode = modeOfPath(pathname);
  const company = companySlug ? data?.company : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8">
      <CompanyPagesHeader
        mode={mode}
        company={company}
        title={messages.changelogTitle}
        intro={messages.changelogIntro(company?.name ?? messages.changelogEverywhere)}
        feedUrl={mode === 'requests' ? feedPaths.changelog(company?.slug) : undefined}
      />
      <ChangelogList kind={mode} company={company?.slug} />
    </div>
  );
}
