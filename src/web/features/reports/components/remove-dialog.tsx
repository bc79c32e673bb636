import { type FormEvent, useId, useState } from 'react';
import type { ModeratedKind } from '@/shared/contracts/reports';
import { messages } from '@/shared/messages';
import { removalReasonMaxLength } from '@/shared/rules/reports';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { useDecideOnItem } from '../api/moderation';

/** An admin removes a request, vent or build, with a reason its author will read. */
export function RemoveDialog({
  kind,
  id,
  open,
  onOpenChange,
  onRemoved,
}: {
  kind: ModeratedKind;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved?: () => void;
}) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideOnItem(kind, id);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason('');
      setError(null);
    }
  };
  const onConfirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (!reason.trim()) return setError(messages.removalReasonRequired);
    decide.mutate(
      { decision: 'remove', reason },
      {
        onSuccess: () => {
          close(false);
          onRemoved?.();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={messages.removeDialogTitle}
      description={messages.removeDialogDescription}
      confirmLabel={messages.remove}
      busyLabel={messages.removing}
      isBusy={decide.isPending}
      tone="danger"
      onConfirm={onConfirm}
    >
      <Field id={fieldId} label={messages.removalReasonLabel} error={error}>
        <Textarea
          {...fieldProps(fieldId, error)}
          value={reason}
          maxLength={removalReasonMaxLength}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
