import { useQuery } from '@tanstack/react-query';
import type { Build } from '@/shared/contracts/builds';
import type { DashboardItem } from '@/shared/contracts/dashboard';
import { apiFetch } from '@/web/lib/api-client';
import { dashboardKeys } from './get-dashboard';

/** The builds on one dashboard item, newest first, for the 'Builds for "…"' dialog. */
export function useItemBuilds(item: Pick<DashboardItem, 'kind' | 'id'> | null) {
  return useQuery({
    queryKey: dashboardKeys.builds(item?.kind ?? 'requests', item?.id ?? ''),
    queryFn: ({ signal }) => apiFetch<Build[]>(`/api/v1/${item?.kind}/${item?.id}/builds`, { signal }),
    enabled: item !== null,
  });
}
