import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ModeratedKind } from '@/shared/contracts/reports';
import { messages } from '@/shared/messages';
import {
  type ReportReason,
  reasonsFor,
  reportNoteMaxLength,
  reportReasonLabels,
} from '@/shared/rules/reports';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { useReportItem } from '../api/moderation';

/**
 * 'Report': a reason from the Community Policy's list and an optional note. The answer (received,
 * or already reported) closes the dialog with a toast; a refusal stays in the dialog.
 */
export function ReportDialog({
  kind,
  id,
  open,
  onOpenChange,
}: {
  kind: ModeratedKind;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportItem(kind, id);
  const close = (next: boolean) => {
    if (report.isPending) return;
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setNote('');
      setError(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(messages.chooseReportReason);
    setError(null);
    report.mutate(
      { reason, note },
      {
        onSuccess: () => close(false),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="md:max-w-lg">
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{messages.reportDialogTitle}</DialogTitle>
            <DialogDescription>{messages.reportDialogDescription}</DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-1.5 px-6 pt-4">
            <legend className="sr-only">What is wrong</legend>
            {reasonsFor(kind).map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 text-sm transition-colors duration-150 hover:bg-panel',
                  reason === value && 'border-accent bg-accent-soft hover:bg-accent-soft',
                )}
              >
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-[var(--color-accent)]"
                />
                {reportReasonLabels[value]}
              </label>
            ))}
          </fieldset>
          <Field id={`${formId}-note`} label={messages.reportNoteLabel} className="px-6 pt-4">
            <Textarea
              {...fieldProps(`${formId}-note`)}
              value={note}
              maxLength={reportNoteMaxLength}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          {error ? (
            <p className="px-6 pt-3 text-sm text-danger" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 px-6 pt-5 pb-6 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={report.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {report.isPending ? messages.sendingReport : messages.sendReport}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
