import { ResponsiveImage } from '@/shared/components/media/responsive-image';

/** A lecturer's round picture, or their initial on the brand tint when they have none. Decorative. */
export function LecturerAvatar({
  name,
  picture,
  size,
  priority = false,
}: {
  name: string;
  picture: string | null | undefined;
  size: number;
  priority?: boolean;
}) {
  const box = { width: size, height: size };
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
      style={{ ...box, fontSize: size / 2.6 }}
      className="flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent"
    >
      {Array.from(name.trim())[0] ?? ''}
    </span>
  );
}
