import { Hammer, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { limits } from '@/shared/constants';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { ViolationCard } from '@/web/components/violation-card';
import { askToSignIn } from '@/web/lib/sign-in-prompt';
import { useAddBuild } from '../api/add-build';
import { useBuildDraft } from '../hooks/use-build-draft';

const counterFrom = limits.build.max - 500;

/** 'Build': a thought on the request, checked here and by ilii; the button reads 'Building...' meanwhile. */
export function BuildForm({
  kind,
  itemId,
  isSignedIn,
}: {
  kind: ContentKind;
  itemId: string;
  isSignedIn: boolean | undefined;
}) {
  const id = useId();
  const draft = useBuildDraft();
  const add = useAddBuild(kind, itemId);

  async function submit() {
    if (add.isPending) return;
    if (isSignedIn === false) return askToSignIn(messages.signInToBuild);
    if (!(await draft.check())) return;
    draft.setViolation(null);
    add.mutate(draft.content, {
      onSuccess: (outcome) => {
        if (outcome.outcome === 'blocked') draft.setViolation(outcome.violation);
        else draft.setContent('');
      },
    });
  }

  return (
    <form
      noValidate
      onFocus={() => void draft.prepare()}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-sm dark:bg-panel"
    >
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>Add your build</Label>
        {draft.content.length >= counterFrom ? (
          <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {draft.content.length}/{limits.build.max}
          </span>
        ) : null}
      </div>
      <Textarea
        id={id}
        value={draft.content}
        onChange={(event) => draft.change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        placeholder="How could it work? An edge case? What would it change for you?"
        aria-invalid={draft.error ? true : undefined}
        aria-describedby={draft.error ? `${id}-error` : undefined}
        className="min-h-24"
      />
      {draft.error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {draft.error}
        </p>
      ) : null}
      {draft.violation ? <ViolationCard violation={draft.violation} /> : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">Builds are public and checked by ilii.</p>
        <Button type="submit" disabled={!draft.content || add.isPending} className="shrink-0">
          {add.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Hammer className="size-4" aria-hidden />
          )}
          {add.isPending ? messages.building : messages.build}
        </Button>
      </div>
    </form>
  );
}
