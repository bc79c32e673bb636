import { Inbox, SearchX } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Dashboard, DashboardItem } from '@/shared/contracts/dashboard';
import type { StatusState } from '@/shared/contracts/status';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useDeleteItem } from '../api/delete-item';
import { useDashboardAfterStatus, useForgetItem } from '../api/get-dashboard';
import { useDashboardFilter } from '../hooks/use-dashboard-filter';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import { useViewMode } from '../hooks/use-view-mode';
import { BuildsDialog } from './builds-dialog';
import { DashboardCard } from './dashboard-card';
import { DashboardToolbar } from './dashboard-toolbar';

export type RenderStatus = (item: DashboardItem, onSaved: (state: StatusState) => void) => ReactNode;
/** An item's 'Merge into…', composed by the page; `onMerged` takes its card off the dashboard. */
export type RenderMerge = (item: DashboardItem, onMerged: () => void) => ReactNode;

function count(items: DashboardItem[], kind: DashboardItem['kind']) {
  const n = items.filter((item) => item.kind === kind).length;
  return `${n} ${kind === 'vents' ? (n === 1 ? 'vent' : 'vents') : n === 1 ? 'request' : 'requests'}`;
}

/**
 * '{company} Dashboard': the company's requests and vents, newest first, with their status controls.
 * `actions` sit beside the title (the page composes 'Leave company' in).
 */
export function CompanyDashboard({
  data,
  renderStatus,
  renderMerge,
  actions,
}: {
  data: Dashboard;
  renderStatus: RenderStatus;
  renderMerge?: RenderMerge;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const [viewMode, setViewMode] = useViewMode();
  const filter = useDashboardFilter(data.items);
  const afterStatus = useDashboardAfterStatus();
  useLiveDashboard(data.company.id);
  const remove = useDeleteItem();
  const [buildsOf, setBuildsOf] = useState<DashboardItem | null>(null);
  const buildsOpener = useRef<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<DashboardItem | null>(null);
  const forget = useForgetItem();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:py-8">
      <header className="flex min-w-0 flex-wrap items-center gap-3">
        <CompanyAvatar name={data.company.name} className="size-10 rounded-xl text-lg" />
        <div className="min-w-0 flex-1 basis-56">
          <h1 className="text-2xl font-semibold tracking-tight break-words">
            {messages.companyDashboard(data.company.name)}
          </h1>
          <p className="text-sm text-muted-foreground">
            {count(data.items, 'requests')} · {count(data.items, 'vents')}
          </p>
        </div>
        {actions}
      </header>
      <DashboardToolbar
        search={filter.search}
        onSearch={filter.setSearch}
        viewMode={viewMode}
        onViewMode={setViewMode}
        product={filter.product}
        onClearProduct={() => filter.setProduct(null)}
      />
      {filter.filtered.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            {filter.isFiltered ? (
              <SearchX className="size-6" aria-hidden />
            ) : (
              <Inbox className="size-6" aria-hidden />
            )}
          </span>
          <h2 className="text-lg font-semibold">{messages.noFeatureRequestsFound}</h2>
          {filter.isFiltered ? (
            <Button variant="outline" onClick={filter.clear}>
              Clear search and filter
            </Button>
          ) : (
            <p className="max-w-sm text-sm text-muted-foreground text-pretty">
              When people ask {data.company.name} for something on ilii, it shows up here.
            </p>
          )}
        </div>
      ) : (
        <ul className={cn('grid gap-3', viewMode === 'grid' && 'lg:grid-cols-2')}>
          {filter.filtered.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="min-w-0">
              <DashboardCard
                item={item}
                viewMode={viewMode}
                status={renderStatus(item, (state) =>
                  afterStatus(item, {
                    status: state.status,
                    statusComment: state.statusComment,
                    statusUpdatedAt: state.statusUpdatedAt,
                  }),
                )}
                onOpenBuilds={(opener) => {
                  buildsOpener.current = opener;
                  setBuildsOf(item);
                }}
                merge={renderMerge?.(item, () => forget(item))}
                onProduct={filter.setProduct}
                onEdit={() =>
                  navigate(staticPaths.createRequest, {
                    state: { item, kind: item.kind, returnTo: staticPaths.companyDashboard },
                  })
                }
                onDelete={() => setDeleting(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <BuildsDialog item={buildsOf} onClose={() => setBuildsOf(null)} returnFocusTo={buildsOpener.current} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting?.kind === 'vents' ? 'Delete Vent' : messages.deleteFeatureRequest}
        description={
          deleting?.kind === 'vents'
            ? 'Are you sure you want to delete this vent? This action cannot be undone.'
            : messages.confirmDeleteRequest
        }
        confirmLabel="Delete"
        tone="danger"
        busyLabel={messages.deleting}
        isBusy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, { onSuccess: () => setDeleting(null), onError: () => setDeleting(null) })
        }
      />
    </div>
  );
}
