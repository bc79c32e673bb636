import { useQueryClient } from '@tanstack/react-query';
import { GitMerge, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MergedFromItem } from '@/shared/contracts/merges';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { useLiveTopic } from '@/web/lib/use-live-topic';
import { useMergedFrom } from '../api/list-merged-from';
import { useUnmergeItem } from '../api/merge-item';
import { mergeKeys } from '../api/merge-keys';

/**
 * 'Merged from': the items merged into this one, each with its title (its old link, which leads
 * here) and what it asked; for the company's members and admins, an Unmerge beside each.
 */
export function MergedFrom({
  kind,
  itemId,
  canUnmerge,
}: {
  kind: ContentKind;
  itemId: string;
  canUnmerge: boolean;
}) {
  const queryClient = useQueryClient();
  const merged = useMergedFrom(kind, itemId);
  const unmerge = useUnmergeItem();
  const [unmerging, setUnmerging] = useState<MergedFromItem | null>(null);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: mergeKeys.mergedFrom(kind, itemId) });
  useLiveTopic(
    `${kind === 'vents' ? 'vent' : 'request'}:${itemId}`,
    (event) => {
      if (event.kind === 'updated') refetch();
    },
    refetch,
  );
  const items = merged.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="merged-from-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-panel/60 p-4 dark:bg-panel"
    >
      <h2 id="merged-from-heading" className="flex items-center gap-2 text-sm font-semibold">
        <GitMerge className="size-4 text-muted-foreground" aria-hidden />
        {messages.mergedFromHeading}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 py-2 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <Link
                to={item.path}
                title={messages.mergedFromItem(item.title)}
                className="line-clamp-2 text-sm font-medium break-words hover:text-accent-text hover:underline"
              >
                {item.title}
              </Link>
              <p className="line-clamp-2 text-sm text-muted-foreground">{item.userStoryWant}</p>
            </div>
            {canUnmerge ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setUnmerging(item)}
                aria-label={`${messages.unmerge} ${item.title}`}
              >
                <Undo2 className="size-4" aria-hidden />
                {messages.unmerge}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={unmerging !== null}
        onOpenChange={(open) => (open ? undefined : setUnmerging(null))}
        title={messages.unmerge}
        description={unmerging ? messages.unmergeConfirm(unmerging.title) : ''}
        confirmLabel={messages.unmerge}
        isBusy={unmerge.isPending}
        onConfirm={() =>
          unmerging && unmerge.mutate({ kind, id: unmerging.id }, { onSettled: () => setUnmerging(null) })
        }
      />
    </section>
  );
}
