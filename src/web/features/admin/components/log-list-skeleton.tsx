/** Placeholder cards in the shape of the log cards while the first page loads. */
export function LogListSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-3" role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <div className="h-4 w-1/3 rounded bg-panel" />
          <div className="h-4 w-1/4 rounded bg-panel" />
          <div className="h-9 rounded-lg bg-panel" />
        </div>
      ))}
    </div>
  );
}
