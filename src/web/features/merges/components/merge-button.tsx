import { GitMerge } from 'lucide-react';
import { useState } from 'react';
import type { MergeOutcome } from '@/shared/contracts/merges';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { MergeDialog } from './merge-dialog';

/**
 * 'Merge into…' for the company's members and admins (the page decides who sees it): on a detail
 * page as an outlined button, on a dashboard card as a quiet one.
 */
export function MergeButton({
  kind,
  item,
  variant,
  onMerged,
}: {
  kind: ContentKind;
  item: { id: string; title: string };
  variant: 'detail' | 'card';
  onMerged?: (outcome: MergeOutcome) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant === 'detail' ? 'outline' : 'ghost'}
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={messages.mergeItemInto(item.title)}
        title={messages.mergeInto}
        className={variant === 'detail' ? 'max-sm:px-2.5' : 'px-2.5'}
      >
        <GitMerge className="size-4" aria-hidden />
        {/* On a dashboard card the icon alone, beside Edit and Delete: the status control needs the room. */}
        {variant === 'detail' ? <span className="max-sm:hidden">{messages.mergeInto}</span> : null}
      </Button>
      <MergeDialog kind={kind} item={item} open={open} onOpenChange={setOpen} onMerged={onMerged} />
    </>
  );
}
