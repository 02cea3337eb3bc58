import { ResponsiveImage } from '@/shared/ui/media/responsive-image';

/** Cards are at most about 400 px wide: one column on phones, two to four on wider screens. */
const cardSizes = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** A card's 16:9 picture, or a calm branded block when the program has none. Decorative: the title names the card. */
export function CardMedia({ src, priority = false }: { src: string | null | undefined; priority?: boolean }) {
  if (!src)
    return <div aria-hidden="true" className="aspect-video bg-gradient-to-br from-accent-soft to-surface-muted" />;
  return (
    <ResponsiveImage
      src={src}
      alt=""
      ratio={16 / 9}
      sizes={cardSizes}
      maxWidth={400}
      priority={priority}
      className="bg-surface-muted"
    />
  );
}
