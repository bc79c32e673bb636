import { AlertTriangle } from 'lucide-react';
import { Navigate } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { Button } from '@/web/components/ui/button';
import { useSession } from '@/web/features/auth/api/get-session';
import { LeaveCompany } from '@/web/features/auth/components/leave-company';
import { useDashboard } from '@/web/features/dashboard/api/get-dashboard';
import {
  CompanyDashboard,
  type RenderMerge,
  type RenderStatus,
} from '@/web/features/dashboard/components/company-dashboard';
import { MergeButton } from '@/web/features/merges/components/merge-button';
import { StatusControl } from '@/web/features/status/components/status-control';
import { ApiError } from '@/web/lib/api-client';

const renderStatus: RenderStatus = (item, onSaved) => (
  <StatusControl kind={item.kind} item={item} onSaved={onSaved} />
);

const renderMerge: RenderMerge = (item, onMerged) => (
  <MergeButton kind={item.kind} item={item} variant="card" onMerged={onMerged} />
);

/**
 * /company-dashboard: approved company members only. Admins go to the console; everyone else
 * (signed out, pending or rejected applicants) to the home list.
 */
export function CompanyDashboardPage() {
  const { user, isPending } = useSession();
  const isMember = Boolean(user && !user.isAdmin && user.membership?.status === 'approved');
  const dashboard = useDashboard(isMember);
  if (isPending) return <PageSkeleton />;
  if (user?.isAdmin) return <Navigate to={staticPaths.admin} replace />;
  if (!isMember) return <Navigate to={staticPaths.home} replace />;
  if (dashboard.error instanceof ApiError && [401, 403].includes(dashboard.error.status)) {
    return <Navigate to={staticPaths.home} replace />;
  }
  if (dashboard.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <AlertTriangle className="size-8 text-danger" aria-hidden />
        <h1 className="text-lg font-semibold">Couldn't load the dashboard</h1>
        <p className="text-sm text-muted-foreground">{dashboard.error.message}</p>
        <Button variant="outline" onClick={() => dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!dashboard.data) return <PageSkeleton />;
  return (
    <CompanyDashboard
      data={dashboard.data}
      renderStatus={renderStatus}
      renderMerge={renderMerge}
      actions={<LeaveCompany companyName={dashboard.data.company.name} />}
    />
  );
}
