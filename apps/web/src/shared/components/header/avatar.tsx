import { initials } from './display-name';

/** The person's photo, or their initials on a soft magenta disc. Decorative: names sit beside it. */
export function Avatar({ name, picture, size = 36 }: { name: string; picture: string | null; size?: number }) {
  if (picture) {
    return (
      <img src={picture} alt="" width={size} height={size} className="shrink-0 rounded-full object-cover" style={{ width: size, height: size }} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent"
      style={{ width: size, height: size }}
    >
      {initials(name)}
    </span>
  );
}
