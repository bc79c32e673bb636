import { EllipsisVertical, Flag, RotateCcw, ShieldX } from 'lucide-react';
import { useState } from 'react';
import type { ModeratedKind, ModerationNotice } from '@/shared/contracts/reports';
import { messages } from '@/shared/messages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { cn } from '@/web/lib/cn';
import { askToSignIn } from '@/web/lib/sign-in-prompt';
import { useDecideOnItem } from '../api/moderation';
import { RemoveDialog } from './remove-dialog';
import { ReportDialog } from './report-dialog';

const triggerClass = {
  card: 'relative z-10 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground',
  detail:
    'inline-flex size-8 items-center justify-center rounded-lg border border-border bg-background text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground',
} as const;

/**
 * The '⋮' menu of a card, a detail or a build: 'Report' for anyone but its author (signed-out
 * visitors are asked to sign in), and for admins 'Remove…' or 'Restore'. Nothing when there is
 * nothing to offer.
 */
export function ItemMenu({
  kind,
  id,
  title,
  isOwner,
  isSignedIn,
  isAdmin,
  moderation,
  variant,
  onRemoved,
}: {
  kind: ModeratedKind;
  id: string;
  /** What the menu is about, for its accessible name. */
  title: string;
  isOwner: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
  moderation: ModerationNotice;
  variant: 'card' | 'detail';
  onRemoved?: () => void;
}) {
  const [dialog, setDialog] = useState<'report' | 'remove' | null>(null);
  const decide = useDecideOnItem(kind, id);
  const canReport = !isOwner && moderation?.state !== 'removed';
  if (!canReport && !isAdmin) return null;
  const onReport = () => (isSignedIn ? setDialog('report') : askToSignIn(messages.signInToReport));
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          className={cn(triggerClass[variant])}
          aria-label={`${messages.moreActions}: ${title}`}
        >
          <EllipsisVertical className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {canReport ? (
            <DropdownMenuItem onSelect={onReport}>
              <Flag aria-hidden />
              {messages.reportItem}
            </DropdownMenuItem>
          ) : null}
          {isAdmin && moderation ? (
            <DropdownMenuItem onSelect={() => decide.mutate({ decision: 'restore' })}>
              <RotateCcw aria-hidden />
              {messages.restoreItem}
            </DropdownMenuItem>
          ) : null}
          {isAdmin && moderation?.state !== 'removed' ? (
            <DropdownMenuItem tone="danger" onSelect={() => setDialog('remove')}>
              <ShieldX aria-hidden />
              {messages.removeItem}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {canReport ? (
        <ReportDialog
          kind={kind}
          id={id}
          open={dialog === 'report'}
          onOpenChange={(open) => setDialog(open ? 'report' : null)}
        />
      ) : null}
      {isAdmin ? (
        <RemoveDialog
          kind={kind}
          id={id}
          open={dialog === 'remove'}
          onOpenChange={(open) => setDialog(open ? 'remove' : null)}
          onRemoved={onRemoved}
        />
      ) : null}
    </>
  );
}
