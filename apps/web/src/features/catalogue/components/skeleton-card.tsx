/** A quiet stand-in for a card while results load (docs/product/shell.md skeletons). */
export function SkeletonCard({ className = '' }: { className?: string }) {
  return (
    <div className={`overflow-hidden rounded-card border border-line bg-surface-raised shadow-card ${className}`}>
      <div className="aspect-video animate-pulse bg-gradient-to-br from-accent-soft to-surface-muted" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 rounded-full bg-surface-muted" />
        <div className="h-4 w-5/6 rounded-full bg-surface-muted" />
        <div className="h-4 w-2/3 rounded-full bg-surface-muted" />
        <div className="flex items-center justify-between pt-2">
          <div className="h-3 w-1/4 rounded-full bg-surface-muted" />
          <div className="h-6 w-16 rounded-full bg-accent-soft" />
        </div>
      </div>
    </div>
  );
}

/** A grid of skeleton cards the size of a results page. */
export function SkeletonGrid({ count, className }: { count: number; className: string }) {
  return (
    <ul aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
