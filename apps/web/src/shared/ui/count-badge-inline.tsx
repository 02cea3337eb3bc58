/** A count shown in a row (e.g. unread notifications in the mobile menu). Visible and read out. */
export function CountBadgeInline({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-on-accent">
      {count > 99 ? '99+' : count}
    </span>
  );
}
