import { useEffect, useId, useState } from 'react';
import { messages } from '@/shared/messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { useRevokeMembership } from '../api/revoke-membership';

export interface RevokeTarget {
  id: string;
  name: string;
  company: string;
}

/** 'Revoke membership?' with an optional reason, which the audit log keeps. */
export function RevokeDialog({ target, onClose }: { target: RevokeTarget | null; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const revoke = useRevokeMembership();
  useEffect(() => {
    if (target) setReason('');
  }, [target]);
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${messages.revokeMembership}?`}
      description={target ? messages.confirmRevokeMembership(target.name, target.company) : ''}
      confirmLabel="Revoke"
      busyLabel={messages.revoking}
      tone="danger"
      isBusy={revoke.isPending}
      onConfirm={() => target && revoke.mutate({ id: target.id, reason }, { onSettled: onClose })}
    >
      <Field id={`${id}-reason`} label={messages.revokeReasonLabel}>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          placeholder="e.g. No longer works at the company"
        />
      </Field>
    </ConfirmDialog>
  );
}
