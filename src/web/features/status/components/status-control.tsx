import { Loader2, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { layout } from '@/shared/constants';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { type StatusState, statusUpdateInput } from '@/shared/contracts/status';
import { messages } from '@/shared/messages';
import { type RequestStatus, requestStatuses, requestStatusLabels } from '@/shared/rules/statuses';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { useUpdateStatus } from '../api/update-status';

interface Draft {
  status: RequestStatus;
  comment: string;
}

export interface StatusControlProps {
  kind: ContentKind;
  item: Pick<Card, 'id' | 'title' | 'status' | 'statusComment'>;
  /**
   * `compact` (dashboard cards): the selector, with the comment box opening once the status changes
   * or 'Comment' is pressed. `panel` (detail page): selector and comment always shown.
   */
  variant?: 'compact' | 'panel';
  onSaved?: (state: StatusState) => void;
}

/**
 * The status selector (Requested, Seen, Planned, Launched; 140 px) with an optional comment
 * (trimmed, at most 500 characters, empty = none) and Save. A failed save puts the selector back.
 */
export function StatusControl({ kind, item, variant = 'compact', onSaved }: StatusControlProps) {
  const id = useId();
  const update = useUpdateStatus(kind);
  const saved: Draft = { status: item.status, comment: item.statusComment ?? '' };
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? saved;
  const isOpen = variant === 'panel' || draft !== null;
  const comment = shown.comment.trim();
  const parsed = statusUpdateInput.safeParse({ status: shown.status, comment });
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.max500Characters);
  const isDirty = shown.status !== saved.status || comment !== saved.comment;

  function save() {
    if (!isDirty || error || update.isPending) return;
    const input = { status: shown.status, comment: comment || null };
    update.mutate(
      { id: item.id, input },
      {
        onSuccess: (state) => {
          setDraft(null);
          onSaved?.(state);
        },
        onError: () => setDraft((current) => current && { ...current, status: saved.status }),
      },
    );
  }

  return (
    <div className={cn('flex min-w-0 flex-col gap-2', variant === 'compact' && 'flex-1')}>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          value={shown.status}
          onValueChange={(status) => setDraft({ ...shown, status: status as RequestStatus })}
          disabled={update.isPending}
        >
          <SelectTrigger
            id={`${id}-status`}
            aria-label={`Status of ${item.title}`}
            className="h-9 shrink-0"
            style={{ width: layout.statusSelectWidthPx }}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {requestStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {requestStatusLabels[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {!isOpen ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground hover:text-foreground"
            onClick={() => setDraft(saved)}
            aria-label={saved.comment ? 'Edit comment' : 'Comment'}
            title={saved.comment ? 'Edit comment' : 'Add a comment'}
          >
            <MessageSquare className="size-4" aria-hidden />
            <span className="hidden sm:inline">{saved.comment ? 'Edit comment' : 'Comment'}</span>
          </Button>
        ) : null}
      </div>
      {isOpen ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-comment`} className="text-xs text-muted-foreground">
            Comment (optional, shown on the request)
          </Label>
          <Textarea
            id={`${id}-comment`}
            rows={variant === 'panel' ? 3 : 2}
            value={shown.comment}
            placeholder="Tell people where this stands…"
            onChange={(event) => setDraft({ ...shown, comment: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) save();
              if (event.key === 'Escape' && variant === 'compact') setDraft(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count`}
            disabled={update.isPending}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              id={`${id}-count`}
              aria-live="polite"
              className={cn('text-xs tabular-nums', error ? 'text-danger' : 'text-muted-foreground')}
            >
              {messages.charactersCount(comment.length)}
              {error ? ` · ${error}` : null}
            </p>
            <div className="ml-auto flex gap-2">
              {variant === 'compact' ? (
                <Button variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={update.isPending}>
                  Cancel
                </Button>
              ) : null}
              <Button size="sm" onClick={save} disabled={!isDirty || Boolean(error) || update.isPending}>
                {update.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                Save
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
