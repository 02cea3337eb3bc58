/** docs/product/constants.md widths, plus 1200 for social cards and 1920 as the ceiling; anything else is refused. */
export const allowedWidths: ReadonlySet<number> = new Set([320, 640, 768, 1024, 1200, 1280, 1536, 1920]);
export const maxHeight = 1920;
export const defaultQuality = 60;

export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export const imageFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof imageFits)[number];

export const formatContentType: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export interface ImageParams {
  width?: number;
  height?: number;
  /** Absent: chosen from the Accept header. */
  format?: ImageFormat;
  quality: number;
  fit?: ImageFit;
  /** `#rgb` or `#rrggbb`. */
  background?: string;
}

export type ParsedImageParams = { ok: true; params: ImageParams } | { ok: false; message: string };

type Query = Record<string, string | string[] | undefined>;

const integer = (value: string) => (/^\d{1,5}$/.test(value) ? Number(value) : NaN);

/** The query of `GET /img/<key>` (contract of the web's image-url.ts), validated strictly. */
export function parseImageParams(query: Query): ParsedImageParams {
  const fail = (message: string): ParsedImageParams => ({ ok: false, message });
  const single: Record<string, string | undefined> = {};
  for (const name of ['w', 'h', 'fmt', 'q', 'fit', 'bg']) {
    const value = query[name];
    if (Array.isArray(value)) return fail(`Parameter "${name}" is given more than once`);
    single[name] = value;
  }
  const { w, h, fmt, q, fit, bg } = single;
  const params: ImageParams = { quality: defaultQuality };
  if (w !== undefined) {
    const width = integer(w);
    if (!allowedWidths.has(width)) return fail(`Width must be one of ${[...allowedWidths].join(', ')}`);
    params.width = width;
  }
  if (h !== undefined) {
    const height = integer(h);
    if (!(height >= 1 && height <= maxHeight)) return fail(`Height must be an integer from 1 to ${maxHeight}`);
    params.height = height;
  }
  if (fmt !== undefined) {
    if (!(imageFormats as readonly string[]).includes(fmt))
      return fail(`Format must be one of ${imageFormats.join(', ')}`);
    params.format = fmt as ImageFormat;
  }
  if (q !== undefined) {
    const quality = integer(q);
    if (!(quality >= 1 && quality <= 100)) return fail('Quality must be an integer from 1 to 100');
    params.quality = quality;
  }
  if (fit !== undefined) {
    if (!(imageFits as readonly string[]).includes(fit)) return fail(`Fit must be one of ${imageFits.join(', ')}`);
    params.fit = fit as ImageFit;
  }
  if (bg !== undefined) {
    if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(bg))
      return fail('Background must be a hex colour of 3 or 6 digits without #');
    params.background = `#${bg.toLowerCase()}`;
  }
  return { ok: true, params };
}

/** The best format a browser accepts: AVIF, then WebP, then JPEG (which every browser takes). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type!.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
