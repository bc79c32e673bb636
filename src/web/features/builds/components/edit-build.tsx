import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import type { Build } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { ViolationCard } from '@/web/components/violation-card';
import { useEditBuild } from '../api/edit-build';
import { useBuildDraft } from '../hooks/use-build-draft';

/** The owner's inline edit: Save or Cancel (Escape); ilii checks the new text again. */
export function EditBuild({
  kind,
  itemId,
  build,
  onClose,
}: {
  kind: ContentKind;
  itemId: string;
  build: Build;
  onClose: () => void;
}) {
  const id = useId();
  const draft = useBuildDraft(build.content);
  const edit = useEditBuild(kind, itemId);
  async function save() {
    if (edit.isPending || !(await draft.check())) return;
    draft.setViolation(null);
    edit.mutate(
      { id: build.id, content: draft.content },
      {
        onSuccess: (outcome) => {
          if (outcome.outcome === 'blocked') draft.setViolation(outcome.violation);
          else onClose();
        },
      },
    );
  }
  return (
    <form
      noValidate
      onFocus={() => void draft.prepare()}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-2"
    >
      <Textarea
        id={id}
        aria-label="Edit your build"
        value={draft.content}
        onChange={(event) => draft.change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void save();
          }
        }}
        aria-invalid={draft.error ? true : undefined}
        aria-describedby={draft.error ? `${id}-error` : undefined}
        autoFocus
      />
      {draft.error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {draft.error}
        </p>
      ) : null}
      {draft.violation ? <ViolationCard violation={draft.violation} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={!draft.content || draft.content === build.content || edit.isPending}
        >
          {edit.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
