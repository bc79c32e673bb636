import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * A filter, tab or search change starts the list again at one page: when the
 * key changes, the list left behind is trimmed to its first page, so coming back shows 10 again.
 * Leaving for a detail and coming back keeps everything loaded, since the key does not change.
 */
export function useFirstPageOnChange(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  const previous = useRef<QueryKey>(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash is the trigger
  useEffect(() => {
    const left = previous.current;
    previous.current = queryKey;
    if (JSON.stringify(left) === hash) return;
    queryClient.setQueryData<InfiniteData<unknown, unknown>>(left, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    );
  }, [hash, queryClient]);
}
