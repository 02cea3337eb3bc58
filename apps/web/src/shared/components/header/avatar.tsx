import { imageUrl } from '../media/image-url';
import { initials } from './display-name';

/** A stored media key goes through the image route (smallest allowed width, square); URLs stay as they are. */
function pictureSrc(picture: string): string {
  return /^(\/|https?:)/.test(picture) ? picture : imageUrl(picture, { width: 320, height: 320, fit: 'cover' });
}

/** The person's photo, or their initials on a soft magenta disc. Decorative: names sit beside it. */
export function Avatar({ name, picture, size = 36 }: { name: string; picture: string | null; size?: number }) {
  if (picture) {
    return (
      <img
        src={pictureSrc(picture)}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
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
