import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { canDeleteItem } from '@/shared/rules/eligibility';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useRequestFormContext } from '../hooks/request-form-context';
import { DeleteRequestDialog } from './delete-request-dialog';

const cardButton =
  'relative z-10 inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground';

/**
 * Edit (the form dialog) and Delete (after confirming) for the owner of an item; Delete only while
 * the item may go. Nothing for anyone else.
 */
export function OwnerActions({
  kind,
  card,
  variant,
  onDeleted,
}: {
  kind: ContentKind;
  card: Card;
  variant: 'card' | 'detail';
  onDeleted?: () => void;
}) {
  const { openDialog } = useRequestFormContext();
  const [isDeleting, setIsDeleting] = useState(false);
  if (!card.isOwner) return null;
  const canDelete = canDeleteItem(card);
  const onEdit = () => openDialog({ kind, item: card });
  return (
    <>
      {variant === 'detail' ? (
        <>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label="Edit" className="max-sm:px-2.5">
            <Pencil className="size-4" aria-hidden />
            <span className="max-sm:hidden">Edit</span>
          </Button>
          {canDelete ? (
            <Button
              variant="outline"
              size="sm"
              className="text-danger hover:bg-danger/10 max-sm:px-2.5"
              onClick={() => setIsDeleting(true)}
              aria-label="Delete"
            >
              <Trash2 className="size-4" aria-hidden />
              <span className="max-sm:hidden">Delete</span>
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <button type="button" className={cardButton} onClick={onEdit} aria-label={`Edit ${card.title}`}>
            <Pencil className="size-3.5" aria-hidden />
            <span className="sr-only sm:not-sr-only">Edit</span>
          </button>
          {canDelete ? (
            <button
              type="button"
              className={cn(cardButton, 'hover:bg-danger/10 hover:text-danger')}
              onClick={() => setIsDeleting(true)}
              aria-label={`Delete ${card.title}`}
            >
              <Trash2 className="size-3.5" aria-hidden />
              <span className="sr-only sm:not-sr-only">Delete</span>
            </button>
          ) : null}
        </>
      )}
      <DeleteRequestDialog
        kind={kind}
        itemId={card.id}
        open={isDeleting}
        onOpenChange={setIsDeleting}
        onDeleted={onDeleted}
      />
    </>
  );
}
