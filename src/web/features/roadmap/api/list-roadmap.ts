import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPaths } from '@/shared/api-paths';
import type { ContentKind } from '@/shared/contracts/requests';
import type { RoadmapPage } from '@/shared/contracts/roadmap';
import type { RequestStatus } from '@/shared/rules/statuses';
import { apiFetch } from '@/web/lib/api-client';

export interface RoadmapColumnParams {
  company: string;
  product?: string;
  status: RequestStatus;
}

export const roadmapKeys = {
  all: (kind: ContentKind) => [kind, 'roadmap'] as const,
  column: (kind: ContentKind, column: RoadmapColumnParams) => [kind, 'roadmap', column] as const,
};

export const roadmapColumnQuery = (kind: ContentKind, column: RoadmapColumnParams) =>
  infiniteQueryOptions({
    queryKey: roadmapKeys.column(kind, column),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RoadmapPage>(apiPaths.roadmap(kind, column, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One column of the roadmap, ten items a page, most votes first. */
export function useRoadmapColumn(kind: ContentKind, column: RoadmapColumnParams) {
  return useInfiniteQuery(roadmapColumnQuery(kind, column));
}

/** Reads every column again: after a status change an item moves from one to another. */
export function useRefreshRoadmap(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all(kind) }),
    [queryClient, kind],
  );
}
