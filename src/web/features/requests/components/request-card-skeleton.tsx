/** A card's exact shape while the list loads: pill, badges, title, two story lines, footer. */
export function RequestCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex animate-pulse gap-3 rounded-xl border border-border bg-background p-3 sm:gap-4 sm:p-4 dark:bg-panel"
    >
      <div className="h-16 w-11 shrink-0 rounded-xl bg-panel sm:w-12 dark:bg-zinc-800" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex gap-1.5">
          <div className="h-6 w-24 rounded-full bg-panel dark:bg-zinc-800" />
          <div className="h-6 w-20 rounded-full bg-panel dark:bg-zinc-800" />
          <div className="ml-auto h-6 w-10 rounded-full bg-panel dark:bg-zinc-800" />
        </div>
        <div className="h-5 w-2/5 rounded-md bg-panel dark:bg-zinc-800" />
        <div className="h-4 w-full rounded-md bg-panel dark:bg-zinc-800" />
        <div className="h-4 w-4/5 rounded-md bg-panel dark:bg-zinc-800" />
        <div className="mt-1 flex justify-between">
          <div className="h-3 w-16 rounded bg-panel dark:bg-zinc-800" />
          <div className="h-3 w-12 rounded bg-panel dark:bg-zinc-800" />
        </div>
      </div>
    </div>
  );
}

export function RequestListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <RequestCardSkeleton key={index} />
      ))}
    </div>
  );
}
