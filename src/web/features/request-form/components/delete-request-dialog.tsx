import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ApiError } from '@/web/lib/api-client';
import { useDeleteRequest } from '../api/delete-request';
import { formCopy } from '../form-copy';

/** 'Delete Feature Request': Cancel or Delete ('Deleting...' while it runs). */
export function DeleteRequestDialog({
  kind,
  itemId,
  open,
  onOpenChange,
  onDeleted,
}: {
  kind: ContentKind;
  itemId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteRequest(kind);
  const copy = formCopy[kind];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.deleteTitle}
      description={copy.deleteText}
      confirmLabel={messages.delete}
      busyLabel={messages.deleting}
      isBusy={remove.isPending}
      tone="danger"
      onConfirm={() =>
        remove.mutate(itemId, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted?.();
          },
          // No longer deletable: asking again would not help.
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) onOpenChange(false);
          },
        })
      }
    />
  );
}
