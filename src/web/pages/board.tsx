import { useLocation } from 'react-router';
import { ComingSoon } from '@/web/components/coming-soon';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { useResolvedPath } from '@/web/features/paths/api/resolve-path';
import { NotFoundPage } from './not-found';

/** A company or product list, or a request / vent detail: real names, 404 for unknown slugs. */
export function BoardPage() {
  const { pathname } = useLocation();
  const { data, isPending, isError } = useResolvedPath(pathname);
  if (isPending) return <PageSkeleton />;
  if (isError || !data.found) return <NotFoundPage />;
  const isVent = data.mode === 'vents';
  if (data.item) {
    return (
      <ComingSoon title={data.item.title}>
        <p className="text-sm text-muted-foreground">
          {[data.company?.name, data.product?.name].filter(Boolean).join(' › ')} ·{' '}
          {isVent ? 'Vent' : 'Feature request'}
        </p>
      </ComingSoon>
    );
  }
  const scope = [data.company?.name, data.product?.name].filter(Boolean).join(' › ');
  return <ComingSoon title={`${scope} ${isVent ? 'vents' : 'requests'}`} />;
}
