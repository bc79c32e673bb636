import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { timings } from '@/shared/constants';
import type { Dashboard, DashboardItem } from '@/shared/contracts/dashboard';
import { apiFetch } from '@/web/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  builds: (kind: DashboardItem['kind'], id: string) => ['dashboard', 'builds', kind, id] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/v1/dashboard', { signal }),
  });

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQuery(), enabled });
}

/**
 * After a status update: the card shows the answer at once, and the list is fetched again about
 * 600 ms later, once the server has settled.
 */
export function useDashboardAfterStatus() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (item: DashboardItem, patch: Partial<DashboardItem>) => {
      queryClient.setQueryData<Dashboard>(dashboardKeys.all, (data) =>
        data
          ? {
              ...data,
              items: data.items.map((entry) =>
                entry.id === item.id && entry.kind === item.kind ? { ...entry, ...patch } : entry,
              ),
            }
          : data,
      );
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true }),
        timings.dashboardRefreshDelayMs,
      );
    },
    [queryClient],
  );
}

/** An item that left the company's items (merged into another): its card goes, and the list is read again. */
export function useForgetItem() {
  const queryClient = useQueryClient();
  return useCallback(
    (item: DashboardItem) => {
      queryClient.setQueryData<Dashboard>(dashboardKeys.all, (data) =>
        data
          ? {
              ...data,
              items: data.items.filter((entry) => !(entry.id === item.id && entry.kind === item.kind)),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true });
    },
    [queryClient],
  );
}
