import { access, copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { coverSvg } from './cover-svg';
import { patternSvg } from './pattern-svg';
import { portraitSvg, type PortraitFigure } from './portrait-svg';

/** What a generated image shows (decision 0052). */
export type ImageDesign =
  | { style: 'pattern' }
  | { style: 'cover'; category: string }
  | { style: 'portrait'; figure?: PortraitFigure | undefined };

function designSvg(seed: string, width: number, height: number, design: ImageDesign): string {
  if (design.style === 'cover') return coverSvg(seed, design.category, width, height);
  if (design.style === 'portrait') return portraitSvg(seed, width, height, design.figure);
  return patternSvg(seed, width, height);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Absolute path of a media key inside the uploads dir (keys are validated to stay inside). */
export const keyPath = (uploadsDir: string, key: string) => path.join(uploadsDir, ...key.split('/'));

export const mediaExists = (uploadsDir: string, key: string) => exists(keyPath(uploadsDir, key));

/** Writes a generated picture under `key` (WebP, PNG or JPEG by extension) unless the file already exists. */
export async function generateImage(
  uploadsDir: string,
  key: string,
  seed: string,
  width: number,
  height: number,
  design: ImageDesign = { style: 'pattern' },
): Promise<void> {
  const target = keyPath(uploadsDir, key);
  if (await exists(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(designSvg(seed, width, height, design)));
  const encoded = key.endsWith('.webp')
    ? image.webp({ quality: 70, effort: 2 })
    : key.endsWith('.png')
      ? image.png({ compressionLevel: 6 })
      : image.jpeg({ quality: 72, mozjpeg: false });
  const tmp = `${target}.${process.pid}.tmp`;
  await encoded.toFile(tmp);
  await rename(tmp, target);
}

/** Copies an image of the content folder under `key` unless the key already exists; checks the content is an image. */
export async function copyImage(uploadsDir: string, key: string, source: string): Promise<void> {
  const target = keyPath(uploadsDir, key);
  if (await exists(target)) return;
  const { format } = await sharp(source).metadata();
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp')
    throw new Error(`Not a JPEG, PNG or WebP image: ${format}`);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
}
