/** docs/product/accounts.md image compression settings. */
export const compression = {
  maxWidth: 1920,
  startQuality: 0.9,
  step: 0.05,
  minQuality: 0.1,
  targetBytes: 100 * 1024,
} as const;

export const CANVAS_NOT_SUPPORTED = 'Canvas not supported';

/** Encodes the prepared image as JPEG at a quality (0–1). */
export type JpegEncoder = (quality: number) => Promise<Blob>;

/** Width and height scaled down to at most `maxWidth` wide, aspect ratio kept; smaller images keep their size. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth: number = compression.maxWidth,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/**
 * JPEG at quality 0.9, then 0.05 lower each time while the result is above the target size and
 * the quality above the minimum. Qualities are rounded to two places so 0.9 − 16 × 0.05 is 0.1.
 */
export async function encodeUnderTarget(
  encode: JpegEncoder,
  settings = compression,
): Promise<{ blob: Blob; quality: number }> {
  let quality = settings.startQuality;
  let blob = await encode(quality);
  while (blob.size > settings.targetBytes && quality > settings.minQuality) {
    quality = Math.round((quality - settings.step) * 100) / 100;
    blob = await encode(quality);
  }
  return { blob, quality };
}

/** The browser's canvas as a JPEG encoder for `image`, scaled to the maximum width. */
async function canvasEncoder(file: Blob): Promise<JpegEncoder> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(CANVAS_NOT_SUPPORTED);
  // JPEG has no transparency: a white background instead of black behind transparent PNG pixels.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return (quality) =>
    new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(CANVAS_NOT_SUPPORTED))), 'image/jpeg', quality),
    );
}

/** docs/product/accounts.md: an image picked for upload, at most 1920 px wide and about 100 KB, as JPEG. */
export async function compressImage(file: Blob): Promise<Blob> {
  if (typeof document === 'undefined' || typeof createImageBitmap !== 'function') throw new Error(CANVAS_NOT_SUPPORTED);
  return (await encodeUnderTarget(await canvasEncoder(file))).blob;
}
