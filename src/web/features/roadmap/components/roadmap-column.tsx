import type { ReactNode } from 'react';
import type { ContentKind } from '@/shared/contracts/requests';
import type { RoadmapItem } from '@/shared/contracts/roadmap';
import { messages } from '@/shared/messages';
import { ListLoading, LoadMore } from '@/web/components/list-states';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { type RoadmapColumnParams, useRoadmapColumn } from '../api/list-roadmap';
import { RoadmapCard } from './roadmap-card';

/** The items of one status, most votes first, with 'Load more...' while there are more. */
export function RoadmapColumn({
  kind,
  column,
  label,
  renderStatus,
}: {
  kind: ContentKind;
  column: RoadmapColumnParams;
  label: string;
  renderStatus?: (item: RoadmapItem) => ReactNode;
}) {
  const list = useRoadmapColumn(kind, column);
  useErrorToast(list.error, messages.error, messages.failedToLoadRoadmap);
  if (list.isPending) return <ListLoading text={messages.loadingRoadmap} />;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
        {messages.roadmapColumnEmpty}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {items.map((item) => (
          <RoadmapCard key={item.id} mode={kind} item={item} status={renderStatus?.(item)} />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </div>
  );
}
