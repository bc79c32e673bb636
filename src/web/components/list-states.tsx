import { Loader2, type LucideIcon } from 'lucide-react';
import { messages } from '@/shared/messages';
import { Button } from './ui/button';

/** 'Load more...' under a list that has further pages. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoad,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="self-center" onClick={onLoad} disabled={isLoading}>
      {isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {messages.loadMore}
    </Button>
  );
}

/** One calm sentence where a list is empty. */
export function ListEmpty({ Icon, text }: { Icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-panel text-muted-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

export function ListLoading({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl border border-border px-6 py-12 text-sm text-muted-foreground"
    >
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {text}
    </p>
  );
}
