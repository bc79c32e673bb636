import { ArrowLeft, Check, ChevronUp, GitMerge, Loader2, Search, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { MergeCandidate, MergeOutcome } from '@/shared/contracts/merges';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { requestStatusLabels } from '@/shared/rules/statuses';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useMergeCandidates } from '../api/list-merge-candidates';
import { useMergeItem } from '../api/merge-item';

export interface MergeDialogProps {
  kind: ContentKind;
  item: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged?: (outcome: MergeOutcome) => void;
}

const nounOf = (kind: ContentKind) => (kind === 'vents' ? 'vent' : 'request');

function CandidateButton({ candidate, onPick }: { candidate: MergeCandidate; onPick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors duration-150 hover:bg-panel focus-visible:bg-panel focus-visible:outline-2 focus-visible:outline-ring dark:hover:bg-zinc-800"
      >
        <span
          className="flex w-9 shrink-0 flex-col items-center text-xs font-semibold text-muted-foreground tabular-nums"
          title={`${candidate.voteCount} ${candidate.voteCount === 1 ? 'vote' : 'votes'}`}
        >
          <ChevronUp className="size-3.5" aria-hidden />
          {candidate.voteCount}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium">{candidate.title}</span>
          <span className="text-xs text-muted-foreground">{requestStatusLabels[candidate.status]}</span>
        </span>
      </button>
    </li>
  );
}

function CandidateGroup({
  heading,
  icon,
  candidates,
  onPick,
}: {
  heading: string;
  icon?: ReactNode;
  candidates: MergeCandidate[];
  onPick: (candidate: MergeCandidate) => void;
}) {
  if (candidates.length === 0) return null;
  return (
    <section className="flex flex-col gap-1" aria-label={heading}>
      <h3 className="flex items-center gap-1.5 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {icon}
        {heading}
      </h3>
      <ul className="flex flex-col">
        {candidates.map((candidate) => (
          <CandidateButton key={candidate.id} candidate={candidate} onPick={() => onPick(candidate)} />
        ))}
      </ul>
    </section>
  );
}

/** The picker: a search over the company's items, ilii's similar ones first and labelled so. */
function PickStep({
  kind,
  itemId,
  onPick,
}: {
  kind: ContentKind;
  itemId: string;
  onPick: (candidate: MergeCandidate) => void;
}) {
  const noun = nounOf(kind);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const candidates = useMergeCandidates(kind, itemId, debounced, true);
  const items = candidates.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4 px-6 pt-4 pb-6">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={messages.mergeSearchLabel(noun)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={messages.mergeSearchPlaceholder}
          className="pl-9"
          maxLength={200}
          autoFocus
        />
      </div>
      <div className="-mx-3 flex min-h-40 flex-col gap-3" aria-busy={candidates.isFetching}>
        {candidates.isPending ? (
          <p className="flex items-center gap-2 px-3 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading…
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 text-sm text-muted-foreground">{messages.mergeNoCandidates(noun)}</p>
        ) : (
          <>
            <CandidateGroup
              heading={messages.mergeSuggestedHeading}
              icon={<Sparkles className="size-3.5 text-accent-text" aria-hidden />}
              candidates={items.filter((candidate) => candidate.isSuggested)}
              onPick={onPick}
            />
            <CandidateGroup
              heading={messages.mergeSearchHeading}
              candidates={items.filter((candidate) => !candidate.isSuggested)}
              onPick={onPick}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** What the merge will do, said before it is done. */
function ConfirmStep({
  kind,
  isBusy,
  onBack,
  onConfirm,
}: {
  kind: ContentKind;
  isBusy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const lines = [
    messages.mergeConfirmVotes,
    messages.mergeConfirmBuilds,
    messages.mergeConfirmLink(nounOf(kind)),
    messages.mergeConfirmUndo,
  ];
  return (
    <div className="flex flex-col gap-5 px-6 pt-4 pb-6">
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={isBusy}>
          <ArrowLeft className="size-4" aria-hidden />
          {messages.mergeBack}
        </Button>
        <Button onClick={onConfirm} disabled={isBusy}>
          {isBusy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <GitMerge className="size-4" aria-hidden />
          )}
          {messages.mergeConfirmButton}
        </Button>
      </div>
    </div>
  );
}

/** 'Merge into…': pick the item this one duplicates, read what will happen, merge. */
export function MergeDialog({ kind, item, open, onOpenChange, onMerged }: MergeDialogProps) {
  const [target, setTarget] = useState<MergeCandidate | null>(null);
  const merge = useMergeItem();
  const noun = nounOf(kind);
  const close = (next: boolean) => {
    if (merge.isPending) return;
    onOpenChange(next);
    if (!next) setTarget(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="md:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {target ? messages.mergeConfirmTitle(target.title) : messages.mergeDialogTitle(noun)}
          </DialogTitle>
          <DialogDescription>
            {target ? `"${item.title}" → "${target.title}"` : messages.mergeDialogIntro(noun)}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <ConfirmStep
            kind={kind}
            isBusy={merge.isPending}
            onBack={() => setTarget(null)}
            onConfirm={() =>
              merge.mutate(
                { kind, id: item.id, targetId: target.id },
                {
                  onSuccess: (outcome) => {
                    close(false);
                    onMerged?.(outcome);
                  },
                },
              )
            }
          />
        ) : (
          <PickStep kind={kind} itemId={item.id} onPick={setTarget} />
        )}
      </DialogContent>
    </Dialog>
  );
}
