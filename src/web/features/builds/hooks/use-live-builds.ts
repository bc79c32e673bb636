import { useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@/shared/contracts/requests';
import { useLiveTopic } from '@/web/lib/use-live-topic';
import { buildKeys } from '../api/list-builds';

/** The builds list follows its item's topic: a new build (from anyone) or a reconnect fetches it again. */
export function useLiveBuilds(kind: ContentKind, itemId: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: buildKeys.list(kind, itemId) });
  useLiveTopic(
    `${kind === 'vents' ? 'vent' : 'request'}:${itemId}`,
    (event) => {
      if (event.kind === 'build') refetch();
    },
    refetch,
  );
}
