import { ImageEditError, type ImageEditor } from '@manara/domain';
import sharp from 'sharp';

/** Sources above this many pixels are refused rather than decoded (a decompression bomb guard). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Crops with sharp: the image is turned upright by its EXIF orientation first (the cropper showed
 * it upright), the area is rounded to whole pixels inside the image, then scaled down (never up)
 * to `maxWidth` and written as WebP without the source's metadata.
 */
export function createSharpImageEditor(): ImageEditor {
  return {
    async crop(bytes, area, maxWidth) {
      try {
        const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
        // The size as shown, after the EXIF orientation: the area was chosen on the upright picture.
        const { width, height } = (await image.metadata()).autoOrient;
        const left = Math.min(width - 1, Math.max(0, Math.round(area.x * width)));
        const top = Math.min(height - 1, Math.max(0, Math.round(area.y * height)));
        const region = {
          left,
          top,
          width: Math.max(1, Math.min(width - left, Math.round(area.width * width))),
          height: Math.max(1, Math.min(height - top, Math.round(area.height * height))),
        };
        // One decode: turned upright, then cut, scaled and encoded in the same pipeline.
        const out = await image
          .autoOrient()
          .extract(region)
          .resize({ width: maxWidth, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        return { bytes: new Uint8Array(out), contentType: 'image/webp' };
      } catch (error) {
        throw new ImageEditError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
