import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { accountCodeInput } from '@/shared/contracts/account';
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
import { ApiError } from '@/web/lib/api-client';
import { useDeleteAccount, useSendDeletionCode } from '../api/your-data';
import { CodeInput } from './code-input';

/**
 * 'Delete my account': what goes and what stays, then a code mailed to the current address, then
 * the deletion. It cannot be dismissed while the deletion runs.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onDeleted: (message: string) => void;
}) {
  const send = useSendDeletionCode();
  const remove = useDeleteAccount(onDeleted);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const isCodeSent = send.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountCodeInput.safeParse({ code });
    const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    setCodeError(problem);
    if (problem) return;
    remove.mutate(code, {
      onError: (error) => setCodeError(error instanceof ApiError ? (error.fields?.code ?? null) : null),
    });
  };
  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      send.reset();
      setCode('');
      setCodeError(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent role="alertdialog" className="md:max-w-lg">
        <DialogHeader>
          <DialogTitle>{messages.deleteAccountTitle}</DialogTitle>
          <DialogDescription>{messages.deleteAccountCodeStep(email)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 px-6 pt-4 pb-6">
          <div className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger/5 p-3 text-sm">
            <p>{messages.deleteAccountRemoves}</p>
            <p className="text-muted-foreground">{messages.deleteAccountKeeps}</p>
          </div>
          {isCodeSent ? (
            <Field
              id="deletion-code"
              label={messages.verificationCode}
              error={codeError}
              hint={send.data?.message}
            >
              <CodeInput
                {...fieldProps('deletion-code', codeError, send.data?.message)}
                value={code}
                onChange={setCode}
              />
            </Field>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              {messages.cancel}
            </Button>
            {isCodeSent ? (
              <Button
                type="submit"
                disabled={remove.isPending}
                className="bg-danger text-white hover:bg-danger/90"
              >
                {remove.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                {remove.isPending ? messages.deleting : messages.deleteAccountForGood}
              </Button>
            ) : (
              <Button
                onClick={() => send.mutate()}
                disabled={send.isPending}
                className="bg-danger text-white hover:bg-danger/90"
              >
                {send.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                {send.isPending ? messages.sendingCode : messages.sendDeletionCode}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
