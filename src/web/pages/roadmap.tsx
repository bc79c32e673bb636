import { Navigate, useLocation, useSearchParams } from 'react-router';
import { roadmapLaunchedDays } from '@/shared/constants';
import type { RoadmapItem } from '@/shared/contracts/roadmap';
import { messages } from '@/shared/messages';
import { parsePath, roadmapPath } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { useSession } from '@/web/features/auth/api/get-session';
import { ProductFilter } from '@/web/features/companies/components/product-filter';
import { useResolvedPath } from '@/web/features/paths/api/resolve-path';
import { useRefreshRoadmap } from '@/web/features/roadmap/api/list-roadmap';
import { RoadmapBoard } from '@/web/features/roadmap/components/roadmap-board';
import { canUpdateStatus } from '@/web/features/status/can-update-status';
import { StatusControl } from '@/web/features/status/components/status-control';
import { modeCopy } from '@/web/lib/mode-copy';
import { CompanyPagesHeader } from './company-pages-header';
import { NotFoundPage } from './not-found';

/**
 * /{company}/roadmap and /vent/{company}/roadmap: the company's items in columns by status, most
 * votes first, filtered by `?product=`. The company's members (and admins) change a status from
 * each card with the dashboard's control; the columns are read again after a change.
 */
export function RoadmapPage() {
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const parsed = parsePath(pathname);
  const { data, isPending, isError } = useResolvedPath(pathname);
  const mode = parsed.kind === 'roadmap' ? parsed.mode : 'requests';
  const refresh = useRefreshRoadmap(mode);
  if (parsed.kind !== 'roadmap') return <NotFoundPage />;
  if (isPending) return <PageSkeleton />;
  if (data?.redirect) return <Navigate to={`${data.redirect}${search}`} replace />;
  if (isError || !data.found || !data.company) return <NotFoundPage />;
  const { company } = data;
  const product = searchParams.get('product') ?? undefined;
  const mayUpdate = canUpdateStatus(user, company.id);
  const renderStatus = mayUpdate
    ? (item: RoadmapItem) => <StatusControl kind={mode} item={item} onSaved={() => void refresh()} />
    : undefined;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:py-8">
      <CompanyPagesHeader
        mode={mode}
        company={company}
        title={messages.roadmapTitle}
        intro={messages.roadmapIntro(company.name, modeCopy[mode].nounPlural, roadmapLaunchedDays)}
      >
        <ProductFilter
          mode={mode}
          companySlug={company.slug}
          productSlug={product}
          linkTo={(slug) => ({
            pathname: roadmapPath(mode, company.slug),
            search: slug ? `?product=${slug}` : '',
          })}
        />
      </CompanyPagesHeader>
      <RoadmapBoard
        key={product ?? ''}
        kind={mode}
        company={company.slug}
        product={product}
        renderStatus={renderStatus}
      />
    </div>
  );
}
