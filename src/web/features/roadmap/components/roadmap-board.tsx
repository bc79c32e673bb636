import { type ReactNode, useState } from 'react';
import { roadmapLaunchedDays } from '@/shared/constants';
import type { ContentKind } from '@/shared/contracts/requests';
import type { RoadmapItem } from '@/shared/contracts/roadmap';
import { type RequestStatus, requestStatuses, requestStatusLabels } from '@/shared/rules/statuses';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { cn } from '@/web/lib/cn';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { RoadmapColumn } from './roadmap-column';

const dots: Record<RequestStatus, string> = {
  requested: 'bg-zinc-400',
  seen: 'bg-sky-500',
  planned: 'bg-accent',
  launched: 'bg-launched',
};

const columnLabel = (status: RequestStatus) =>
  status === 'launched'
    ? `${requestStatusLabels.launched} (last ${roadmapLaunchedDays} days)`
    : requestStatusLabels[status];

function ColumnHeading({ status }: { status: RequestStatus }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className={cn('size-2.5 rounded-full', dots[status])} aria-hidden />
      {requestStatusLabels[status]}
    </span>
  );
}

/**
 * The roadmap's columns, one per status: side by side from 768 px (two, then four across), one at
 * a time under tabs on a phone.
 */
export function RoadmapBoard({
  kind,
  company,
  product,
  renderStatus,
}: {
  kind: ContentKind;
  company: string;
  product?: string;
  renderStatus?: (item: RoadmapItem) => ReactNode;
}) {
  const isWide = useMediaQuery('(min-width: 768px)');
  const [shown, setShown] = useState<RequestStatus>('planned');
  const column = (status: RequestStatus) => (
    <RoadmapColumn
      kind={kind}
      column={{ company, product, status }}
      label={columnLabel(status)}
      renderStatus={renderStatus}
    />
  );
  if (!isWide) {
    return (
      <Tabs
        value={shown}
        onValueChange={(value) => setShown(value as RequestStatus)}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label="Roadmap columns" className="sticky top-14 z-20">
          {requestStatuses.map((status) => (
            <TabsTrigger key={status} value={status} className="px-1 text-xs sm:text-sm">
              {requestStatusLabels[status]}
            </TabsTrigger>
          ))}
        </TabsList>
        {requestStatuses.map((status) => (
          <TabsContent key={status} value={status} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold">
              <ColumnHeading status={status} />
              {status === 'launched' ? (
                <span className="ml-2 font-normal text-muted-foreground">
                  last {roadmapLaunchedDays} days
                </span>
              ) : null}
            </h2>
            {column(status)}
          </TabsContent>
        ))}
      </Tabs>
    );
  }
  return (
    <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
      {requestStatuses.map((status) => (
        <section
          key={status}
          aria-label={columnLabel(status)}
          className="flex flex-col gap-3 rounded-xl bg-panel p-3"
        >
          <h2 className="flex items-baseline justify-between gap-2 px-1 text-sm font-semibold">
            <ColumnHeading status={status} />
            {status === 'launched' ? (
              <span className="text-xs font-normal text-muted-foreground">
                last {roadmapLaunchedDays} days
              </span>
            ) : null}
          </h2>
          {column(status)}
        </section>
      ))}
    </div>
  );
}
