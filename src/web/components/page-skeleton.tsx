export function PageSkeleton() {
  return (
    <div
      className="mx-auto flex max-w-3xl animate-pulse flex-col gap-4 px-4 py-12"
      role="status"
      aria-busy="true"
      aria-label="Loading"
    >
      <div className="h-7 w-1/2 rounded-lg bg-panel" />
      <div className="h-4 w-3/4 rounded-lg bg-panel" />
      <div className="h-32 rounded-xl bg-panel" />
    </div>
  );
}
