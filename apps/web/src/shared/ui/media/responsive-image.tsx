import { imageSrcSet, type ImageFit } from './image-url';

interface ResponsiveImageProps {
  /** Stored media key, as the API returns it (thumbnail, image, avatar…). */
  src: string;
  alt: string;
  /** Intrinsic ratio width / height; the box reserves it so nothing shifts while loading. */
  ratio: number;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 25vw, 100vw". */
  sizes: string;
  /** Widest the image is ever drawn, in CSS pixels (srcset goes to twice that). */
  maxWidth: number;
  /** Above the fold: load eagerly with high priority (the page's largest image). */
  priority?: boolean;
  fit?: ImageFit;
  className?: string;
}

/**
 * A stored image through the image route: AVIF, then WebP, then JPEG, at the image widths (docs/product/constants.md) with
 * densities 1 and 2. Fills its box (aspect-ratio) so layout never shifts.
 */
export function ResponsiveImage({
  src,
  alt,
  ratio,
  sizes,
  maxWidth,
  priority = false,
  fit = 'cover',
  className = '',
}: ResponsiveImageProps) {
  const base = { ratio, fit };
  const fallback = imageSrcSet(src, maxWidth, { ...base, format: 'jpeg' });
  const width = Math.min(maxWidth, 1536);
  return (
    <picture className={`block overflow-hidden ${className}`} style={{ aspectRatio: ratio }}>
      <source type="image/avif" srcSet={imageSrcSet(src, maxWidth, { ...base, format: 'avif' })} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(src, maxWidth, { ...base, format: 'webp' })} sizes={sizes} />
      <img
        src={fallback.split(' ')[0]}
        srcSet={fallback}
        sizes={sizes}
        alt={alt}
        width={width}
        height={Math.round(width / ratio)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={`h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'}`}
      />
    </picture>
  );
}
