import { ShieldCheck } from 'lucide-react';
import { messages } from '@/shared/messages';
import { moderationCategoryLabel } from '@/shared/rules/moderation';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { useLogs } from '../api/list-logs';
import { AdminEmpty, LoadMore } from './admin-bits';
import { LogCard } from './log-card';
import { LogListSkeleton } from './log-list-skeleton';

/** Destructive for foul language, default for complaints, secondary for the rest. */
function categoryVariant(category: string): BadgeVariant {
  if (category.includes('foul_language')) return 'destructive';
  if (category.includes('complaint')) return 'default';
  return 'secondary';
}

/** Moderator Checks: content the moderator refused, with its reason. */
export function ModerationView() {
  const logs = useLogs('moderation-checks');
  if (logs.isPending) return <LogListSkeleton />;
  const entries = logs.data?.pages.flatMap((page) => page.items) ?? [];
  if (entries.length === 0) return <AdminEmpty Icon={ShieldCheck} text={messages.noModerationChecksFound} />;
  return (
    <div className="flex flex-col gap-3">
      {entries.map((entry) => (
        <LogCard
          key={entry.id}
          entry={entry}
          badge={
            entry.violationCategory ? (
              <Badge variant={categoryVariant(entry.violationCategory)} title={entry.violationCategory}>
                {moderationCategoryLabel(entry.violationCategory)}
              </Badge>
            ) : null
          }
        >
          <div className="rounded-lg bg-panel px-3 py-2 text-sm">
            <p className="font-medium">{messages.violationReason}</p>
            <p className="mt-0.5 break-words text-muted-foreground">
              {entry.violationReason || messages.noReasonProvided}
            </p>
          </div>
        </LogCard>
      ))}
      <LoadMore
        hasMore={logs.hasNextPage}
        isLoading={logs.isFetchingNextPage}
        onLoad={() => logs.fetchNextPage()}
      />
    </div>
  );
}
