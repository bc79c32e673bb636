import { AlertTriangle, ChevronUp, Hammer } from 'lucide-react';
import type { DashboardItem } from '@/shared/contracts/dashboard';
import { messages } from '@/shared/messages';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { formatLongDate, formatShortDate } from '@/web/lib/format-date';
import { modeCopy } from '@/web/lib/mode-copy';
import { useItemBuilds } from '../api/list-builds';

/** 'Builds for "{title}"': what people added to a request, read-only, newest first. */
export function BuildsDialog({
  item,
  onClose,
  returnFocusTo,
}: {
  item: DashboardItem | null;
  onClose: () => void;
  /** The card's title button: opened without a Radix trigger, the dialog hands focus back by hand. */
  returnFocusTo?: HTMLElement | null;
}) {
  const builds = useItemBuilds(item);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="md:max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{messages.buildsFor(item.title)}</DialogTitle>
              <DialogDescription>
                {item.buildCount} {item.buildCount === 1 ? 'build' : 'builds'} · {item.voteCount}{' '}
                {item.voteCount === 1 ? 'vote' : 'votes'}
              </DialogDescription>
            </DialogHeader>
            <div className="px-6 pt-4 pb-6">
              {builds.isPending ? (
                <ul
                  className="flex animate-pulse flex-col gap-3"
                  aria-busy="true"
                  aria-label="Loading builds"
                >
                  {[0, 1].map((key) => (
                    <li key={key} className="h-20 rounded-lg bg-panel" />
                  ))}
                </ul>
              ) : builds.isError ? (
                <p className="flex items-center gap-2 text-sm text-danger" role="alert">
                  <AlertTriangle className="size-4 shrink-0" aria-hidden />
                  {messages.errorLoadingBuilds}: {builds.error.message}
                </p>
              ) : builds.data.length === 0 ? (
                <p className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
                  <Hammer className="size-5" aria-hidden />
                  {modeCopy[item.kind].noBuildsYet}
                </p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {builds.data.map((build) => (
                    <li key={build.id} className="rounded-lg border border-border p-3">
                      <div className="flex items-center gap-2 text-xs text-muted-foreground">
                        <span className="min-w-0 truncate font-medium text-foreground">
                          {build.authorDisplayName || 'Anonymous'}
                        </span>
                        <span aria-hidden>·</span>
                        <time dateTime={build.createdAt} title={formatLongDate(build.createdAt)}>
                          {formatShortDate(build.createdAt)}
                        </time>
                        <span
                          className="ml-auto inline-flex items-center gap-0.5 font-medium tabular-nums"
                          title={`${build.voteCount} ${build.voteCount === 1 ? 'vote' : 'votes'}`}
                        >
                          <ChevronUp className="size-3.5 stroke-[2.5]" aria-hidden />
                          {build.voteCount}
                        </span>
                      </div>
                      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-wrap break-words">
                        {build.content}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
