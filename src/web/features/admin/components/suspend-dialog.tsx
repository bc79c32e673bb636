import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { suspendInput, type UserRow } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError } from '@/web/lib/api-client';
import { useSuspendUser } from '../api/suspend-user';

/** Tomorrow as the date input writes it (UTC): the first day a suspension can end on. */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/**
 * 'Suspend user': a reason the person is sent by e-mail, and an optional last
 * day. The suspension ends at the start (UTC) of the chosen day, the date its message names.
 */
export function SuspendDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const id = useId();
  const suspend = useSuspendUser();
  // A suspended person's dialog starts from their current suspension (the view remounts it per person).
  const [reason, setReason] = useState(user?.suspension?.reason ?? '');
  const [endDate, setEndDate] = useState(user?.suspension?.endsAt?.slice(0, 10) ?? '');
  const [errors, setErrors] = useState<{ reason?: string; endsAt?: string }>({});
  const name = user?.username ?? user?.email ?? 'this user';

  const close = () => {
    if (suspend.isPending) return;
    setReason('');
    setEndDate('');
    setErrors({});
    onClose();
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const input = { reason, endsAt: endDate ? `${endDate}T00:00:00Z` : null };
    const parsed = suspendInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ [issue?.path[0] === 'endsAt' ? 'endsAt' : 'reason']: issue?.message });
    }
    setErrors({});
    suspend.mutate(
      { id: user.id, ...parsed.data },
      {
        onSuccess: close,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="md:max-w-lg">
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{messages.suspendUser}</DialogTitle>
            <DialogDescription>{messages.suspendUserDescription(name)}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4 px-6 pt-5">
            <Field
              id={`${id}-reason`}
              label={messages.suspensionReason}
              error={errors.reason}
              hint={messages.suspensionReasonHint}
            >
              <Textarea
                {...fieldProps(`${id}-reason`, errors.reason, messages.suspensionReasonHint)}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <Field
              id={`${id}-end`}
              label={messages.suspensionEnd}
              error={errors.endsAt}
              hint={messages.suspensionEndHint}
            >
              <Input
                {...fieldProps(`${id}-end`, errors.endsAt, messages.suspensionEndHint)}
                type="date"
                min={tomorrow()}
                value={endDate}
                onChange={(event) => setEndDate(event.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 px-6 pt-5 pb-6 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={suspend.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={suspend.isPending}
              className="bg-danger text-white hover:bg-danger/90"
            >
              {suspend.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {suspend.isPending ? messages.suspending : messages.suspendUser}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
