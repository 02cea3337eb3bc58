import { initials } from '@/shared/lib/initials';
import { ResponsiveImage } from './responsive-image';

/**
 * A person's round picture, or their initials on the brand tint when they have none. Decorative:
 * the name always sits beside it. Stored keys go through the image route; URLs (a preview of a
 * picture being chosen) are shown as they are.
 */
export function Avatar({
  name,
  picture,
  size = 36,
  priority = false,
}: {
  name: string;
  picture: string | null | undefined;
  size?: number;
  priority?: boolean;
}) {
  const box = { width: size, height: size };
  if (picture && /^(\/|https?:|blob:|data:)/.test(picture)) {
    return (
      <img src={picture} alt="" width={size} height={size} className="shrink-0 rounded-full object-cover" style={box} />
    );
  }
  if (picture) {
    return (
      <span className="block shrink-0 overflow-hidden rounded-full" style={box}>
        <ResponsiveImage src={picture} alt="" ratio={1} sizes={`${size}px`} maxWidth={size} priority={priority} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: Math.max(12, size / 2.6) }}
      className="flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent"
    >
      {initials(name)}
    </span>
  );
}
