/** Widths of docs/product/constants.md (xs 320 … 2xl 1536); srcset candidates are taken from these. */
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;
export const defaultImageQuality = 60;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
  /** Background for `contain` letterboxing and transparent sources, hex without '#'. */
  background?: string;
}

/** Path of a stored media key (e.g. `content/programs/x.webp`), each segment encoded. */
function keyPath(key: string): string {
  return key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

/** The original stored file, same-origin. */
export function mediaUrl(key: string): string {
  return `/media/${keyPath(key)}`;
}

/**
 * The image route (API `GET /img/{key}`): resized and re-encoded, cached on disk and by HTTP.
 * Query: w, h, fmt (avif|webp|jpeg), q (1–100, default 60), fit, bg.
 */
export function imageUrl(key: string, options: ImageOptions = {}): string {
  const query = new URLSearchParams();
  if (options.width) query.set('w', String(options.width));
  if (options.height) query.set('h', String(options.height));
  if (options.format) query.set('fmt', options.format);
  if (options.quality && options.quality !== defaultImageQuality) query.set('q', String(options.quality));
  if (options.fit) query.set('fit', options.fit);
  if (options.background) query.set('bg', options.background);
  const search = query.toString();
  return `/img/${keyPath(key)}${search ? `?${search}` : ''}`;
}

/**
 * `srcset` over the image widths (docs/product/constants.md) up to twice the largest rendered width (densities 1 and 2),
 * keeping the aspect ratio when `ratio` (width / height) is given.
 */
export function imageSrcSet(
  key: string,
  maxRenderedWidth: number,
  options: Omit<ImageOptions, 'width' | 'height'> & { ratio?: number } = {},
): string {
  const { ratio, ...rest } = options;
  const limit = maxRenderedWidth * 2;
  const widths = imageWidths.filter((w, i) => w <= limit || i === 0 || imageWidths[i - 1]! < limit);
  return widths
    .map((w) => `${imageUrl(key, { ...rest, width: w, height: ratio ? Math.round(w / ratio) : undefined })} ${w}w`)
    .join(', ');
}
