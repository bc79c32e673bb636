import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { formCopy } from '../form-copy';
import type { OpenFormOptions } from '../hooks/request-form-context';
import { LazyRequestForm as RequestForm } from './lazy-request-form';

/** 'Make a Request' / 'Edit Request' as a dialog (a bottom sheet on mobile). */
export function RequestFormDialog({
  options,
  onClose,
}: {
  options: OpenFormOptions | null;
  onClose: () => void;
}) {
  const copy = options ? formCopy[options.kind] : null;
  return (
    <Dialog open={options !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="md:max-w-xl"
        // The form focuses its first empty field itself (the title when editing).
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {options && copy ? (
          <>
            <DialogHeader>
              <DialogTitle>{options.item ? copy.editTitle : copy.createTitle}</DialogTitle>
              <DialogDescription>
                {options.item
                  ? `Changes are checked by ilii again before they go up.`
                  : `Pick a company, name your idea in up to 4 words, then finish the two sentences.`}
              </DialogDescription>
            </DialogHeader>
            <div className="px-6 pt-5 pb-6">
              <RequestForm
                kind={options.kind}
                item={options.item}
                initial={options.initial}
                onCancel={onClose}
                onDone={onClose}
                autoFocus
              />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
