import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { UserRow } from '@/shared/contracts/admin';
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
import { useDeleteUserWithContent, useUserContent } from '../api/delete-user-with-content';

/**
 * 'Delete user and content': what will go (counted when the dialog opens), a reason for the audit
 * log, and the person's username typed out; the button stays disabled until it matches.
 */
export function DeleteWithContentDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const id = useId();
  const summary = useUserContent(user?.id ?? null);
  const remove = useDeleteUserWithContent();
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const name = user?.username ?? user?.email ?? 'this user';
  const confirmation = summary.data?.confirmation;
  const isConfirmed = confirmation !== undefined && typed === confirmation && reason.trim() !== '';

  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    setReason('');
    setError(undefined);
    onClose();
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!user || !isConfirmed) return;
    remove.mutate(
      { id: user.id, confirmation: typed, reason },
      {
        onSuccess: close,
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.fields?.confirmation);
        },
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent role="alertdialog" className="md:max-w-lg">
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{messages.deleteUserAndContentTitle}</DialogTitle>
            <DialogDescription>{messages.deleteUserAndContentDescription(name)}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4 px-6 pt-4">
            {summary.data ? (
              <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
                <ul
                  className="grid grid-cols-2 gap-x-4 gap-y-1 font-medium tabular-nums"
                  aria-label="What will be deleted"
                >
                  {messages.deleteUserAndContentCounts(summary.data).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {summary.data.buildsByOthers > 0 ? (
                  <p className="mt-2">{messages.buildsByOthersGoToo(summary.data.buildsByOthers)}</p>
                ) : null}
              </div>
            ) : (
              <div className="h-16 animate-pulse rounded-lg bg-panel" aria-busy />
            )}
            <Field id={`${id}-reason`} label={messages.deletionReason}>
              <Textarea
                {...fieldProps(`${id}-reason`)}
                className="min-h-16"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <Field
              id={`${id}-confirm`}
              label={
                <>
                  Type <span className="font-mono font-semibold">{confirmation ?? '…'}</span> to confirm
                </>
              }
              error={error}
            >
              <Input
                {...fieldProps(`${id}-confirm`, error)}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 px-6 pt-5 pb-6 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!isConfirmed || remove.isPending}
              className="bg-danger text-white hover:bg-danger/90"
            >
              {remove.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {remove.isPending ? messages.deleting : messages.deleteUserAndContentTitle}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
