/** A quiet stand-in for a program or blog card until real data arrives. */
export function SkeletonCard({ className = '' }: { className?: string }) {
  return (
    <div className={`overflow-hidden rounded-card border border-line bg-surface-raised shadow-card ${className}`}>
      <div className="aspect-[16/10] bg-gradient-to-br from-accent-soft to-surface-muted" />
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
