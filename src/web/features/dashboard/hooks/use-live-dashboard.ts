import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveTopic } from '@/web/lib/use-live-topic';
import { dashboardKeys } from '../api/get-dashboard';

/** Events that come together (a burst of votes) cost one refetch. */
const coalesceMs = 250;

/**
 * The dashboard follows its company's topic: any vote, build, status, new, edited or deleted item
 * of the company fetches the list again (and an open builds dialog, on a build), as does a reconnect.
 */
export function useLiveDashboard(companyId: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refetch = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true });
    }, coalesceMs);
  };
  useLiveTopic(
    `company:${companyId}`,
    (event) => {
      if (event.kind === 'build') {
        void queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'builds'] });
      }
      refetch();
    },
    refetch,
  );
}
