import sharp from 'sharp';
import type { ImageFormat, ImageParams } from './image-params';

/** Sources above this many pixels are refused rather than decoded (a decompression bomb guard). */
const maxInputPixels = 50_000_000;

/**
 * Resizes and re-encodes a stored image: EXIF orientation applied, metadata dropped, never
 * enlarged, transparent areas flattened onto the background for JPEG.
 */
export async function renderImage(
  file: string | Buffer,
  params: ImageParams & { format: ImageFormat },
): Promise<Buffer> {
  let image = sharp(file, { limitInputPixels: maxInputPixels }).rotate();
  if (params.width || params.height) {
    image = image.resize({
      width: params.width,
      height: params.height,
      fit: params.fit ?? 'cover',
      withoutEnlargement: true,
      background: params.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  switch (params.format) {
    case 'jpeg':
      return image
        .flatten({ background: params.background ?? '#ffffff' })
        .jpeg({ quality: params.quality, mozjpeg: true })
        .toBuffer();
    case 'webp':
      return image.webp({ quality: params.quality }).toBuffer();
    case 'avif':
      // Low effort: AVIF encoding is the slowest step and results are cached anyway.
      return image.avif({ quality: params.quality, effort: 2 }).toBuffer();
  }
}
