/** Card-shaped placeholders while a list loads; announced once as loading. */
export function ListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-72 animate-pulse rounded-card bg-surface-muted" />
      ))}
    </div>
  );
}
