import { EyeOff, ShieldX } from 'lucide-react';
import type { ModerationNotice } from '@/shared/contracts/reports';
import { messages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';

/**
 * What the author (and admins) see on a removed item: that an admin removed it, and why; or, while
 * reports are reviewed, that it is hidden from the lists. Nothing for a public item.
 */
export function ModerationBanner({ notice, className }: { notice: ModerationNotice; className?: string }) {
  if (!notice) return null;
  const isRemoved = notice.state === 'removed';
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        isRemoved
          ? 'border-danger/40 bg-danger/10 text-danger'
          : 'border-border bg-panel text-muted-foreground',
        className,
      )}
    >
      {isRemoved ? (
        <ShieldX className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <span className="min-w-0 break-words">
        {isRemoved ? (
          <>
            <span className="font-semibold">{messages.removedByAdmin}:</span> {notice.reason}
          </>
        ) : (
          messages.underReview
        )}
      </span>
    </p>
  );
}
