import { BookIcon } from '@/shared/ui/icons/book-icon';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';

/** A result's small picture, or a neutral tile of the same size when it has none. Decorative: the title says it all. */
export function SearchThumbnail({ src, width }: { src: string | null; width: number }) {
  const box = 'shrink-0 rounded-lg bg-surface-muted';
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex items-center justify-center text-fg-muted`}
        style={{ width, aspectRatio: 4 / 3 }}
      >
        <BookIcon size={Math.round(width / 3)} />
      </span>
    );
  }
  return <ResponsiveImage src={src} alt="" ratio={4 / 3} sizes={`${width}px`} maxWidth={width} className={box} />;
}
