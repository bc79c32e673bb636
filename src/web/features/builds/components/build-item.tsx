import { GitMerge, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Build } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ModerationBanner } from '@/web/components/moderation-banner';
import { cn } from '@/web/lib/cn';
import { formatLongDate, formatShortDate } from '@/web/lib/format-date';
import { useDeleteBuild } from '../api/delete-build';
import { BuildVoteButton } from './build-vote-button';
import { EditBuild } from './edit-build';

const ownerButton =
  'inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground';

/** One build: its vote, who wrote it and when, the text as plain text (line breaks kept, never HTML). */
export function BuildItem({
  kind,
  itemId,
  build,
  isClosed,
  isVoting,
  onVote,
  menu,
}: {
  kind: ContentKind;
  itemId: string;
  build: Build;
  isClosed: boolean;
  isVoting: boolean;
  onVote: () => void;
  /** The '⋮' menu, composed by the page. */
  menu?: ReactNode;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteBuild(kind, itemId);
  return (
    <li className="flex gap-3 py-4">
      <BuildVoteButton build={build} isClosed={isClosed} isBusy={isVoting} onVote={onVote} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex min-h-7 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <CompanyAvatar name={build.authorDisplayName} className="size-6 text-xs" />
          <span className="max-w-[16rem] truncate font-medium">{build.authorDisplayName}</span>
          <span className="text-muted-foreground">
            <span aria-hidden>· </span>
            <time dateTime={build.createdAt} title={formatLongDate(build.createdAt)}>
              {formatShortDate(build.createdAt)}
            </time>
          </span>
          {build.mergedFrom ? (
            <span className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-panel px-2 py-0.5 text-xs text-muted-foreground dark:bg-zinc-800">
              <GitMerge className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{messages.buildFrom(build.mergedFrom)}</span>
            </span>
          ) : null}
          {build.isOwner && !isEditing ? (
            <span className="ml-auto flex items-center">
              <button type="button" className={ownerButton} onClick={() => setIsEditing(true)}>
                <Pencil className="size-3.5" aria-hidden />
                Edit
              </button>
              <button
                type="button"
                className={cn(ownerButton, 'hover:bg-danger/10 hover:text-danger')}
                onClick={() => setIsDeleting(true)}
              >
                <Trash2 className="size-3.5" aria-hidden />
                Delete
              </button>
            </span>
          ) : null}
          {menu ? (
            <span className={cn('flex items-center', !(build.isOwner && !isEditing) && 'ml-auto')}>
              {menu}
            </span>
          ) : null}
        </div>
        <ModerationBanner notice={build.moderation} className="py-1.5 text-xs" />
        {isEditing ? (
          <EditBuild kind={kind} itemId={itemId} build={build} onClose={() => setIsEditing(false)} />
        ) : (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{build.content}</p>
        )}
      </div>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title="Delete Build"
        description="Are you sure you want to delete this build? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel={messages.deleting}
        isBusy={remove.isPending}
        tone="danger"
        onConfirm={() => remove.mutate(build.id, { onSettled: () => setIsDeleting(false) })}
      />
    </li>
  );
}
