/** Small count on an icon button; decorative because the button's label carries the number. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-on-accent ring-2 ring-surface"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
