import { Map as MapIcon, Rocket } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { changelogPath, roadmapPath } from '@/shared/routes';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { ListBreadcrumb } from '@/web/components/list-breadcrumb';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { ProductFilter } from '@/web/features/companies/components/product-filter';
import { VerifiedBadge } from '@/web/features/companies/components/verified-badge';
import { useResolvedPath } from '@/web/features/paths/api/resolve-path';
import { BoardList } from './board-list';
import { NotFoundPage } from './not-found';

const pageLink =
  'inline-flex h-8 items-center gap-1.5 rounded-lg border border-border px-3 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:border-accent/40 hover:text-accent-text';

/** A company or product list (/{company}, /{company}/{product}, and the /vent twins); unknown slugs are a 404. */
export function BoardPage() {
  const { pathname, search } = useLocation();
  const { data, isPending, isError } = useResolvedPath(pathname);
  if (isPending) return <PageSkeleton />;
  // An old path of a renamed or merged company or product: its new one, in place of the old.
  if (data?.redirect) return <Navigate to={`${data.redirect}${search}`} replace />;
  if (isError || !data.found || !data.company) return <NotFoundPage />;
  const { mode, company, product } = data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3">
        <ListBreadcrumb mode={mode} company={product ? company : null} />
        {/* The badge sits beside the heading, not in it: the heading is the company's name alone. */}
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="flex min-w-0 items-center gap-3 text-2xl font-semibold tracking-tight">
            <CompanyAvatar name={company.name} className="size-9 rounded-lg text-lg" />
            <span className="min-w-0 break-words">{product ? product.name : company.name}</span>
          </h1>
          {!product && company.isVerified ? <VerifiedBadge /> : null}
        </div>
        <nav aria-label={`${company.name} pages`} className="flex flex-wrap gap-2">
          <Link to={roadmapPath(mode, company.slug)} className={pageLink}>
            <MapIcon className="size-4" aria-hidden />
            {messages.roadmapLink}
          </Link>
          <Link to={changelogPath(mode, company.slug)} className={pageLink}>
            <Rocket className="size-4" aria-hidden />
            {messages.changelogLink}
          </Link>
        </nav>
        <ProductFilter mode={mode} companySlug={company.slug} productSlug={product?.slug} />
      </header>
      <BoardList
        company={{ id: company.id, name: company.name }}
        product={product ? { id: product.id, name: product.name } : undefined}
      />
    </div>
  );
}
