import path from 'node:path';
import type { ImageSpec } from '../schemas/common';
import { RecordError } from '../record-error';
import type { ImportContext } from '../types';
import { copyImage, mediaExists, type ImageDesign } from './store-image';

export type ImageFolder = 'categories' | 'programs' | 'diplomas' | 'lecturers' | 'blogs';

export const IMAGE_SIZES: Record<ImageFolder, [number, number]> = {
  categories: [1280, 720],
  programs: [1280, 720],
  diplomas: [1280, 720],
  lecturers: [512, 512],
  blogs: [1280, 720],
};

/**
 * What a generated image of a record shows: a lecturer's portrait, or a cover themed by the
 * record's category (a category's own image by its slug).
 */
export function imageDesign(
  folder: ImageFolder,
  spec: { figure?: 'woman' | 'man' | undefined },
  category: string,
): ImageDesign {
  if (folder === 'lecturers') return { style: 'portrait', figure: spec.figure };
  return { style: 'cover', category };
}

export const generatedImageKey = (ctx: Pick<ImportContext, 'mediaPrefix'>, folder: ImageFolder, slug: string) =>
  `${ctx.mediaPrefix}/${folder}/${slug}.webp`;

/**
 * Turns a record's image spec into the media key stored in the database, generating or copying
 * the file into the uploads dir when needed (existing files are kept). Keys are stable:
 * `<mediaPrefix>/<folder>/<slug>.<ext>`.
 */
export async function resolveImage(
  ctx: ImportContext,
  spec: ImageSpec | undefined,
  folder: ImageFolder,
  slug: string,
  field: string,
  /** The record's category slug, which themes a generated cover (unused for portraits). */
  category = slug,
): Promise<string | null> {
  if (spec === undefined) return null;
  const { uploadsDir } = ctx.options;
  if (typeof spec === 'string') {
    if (ctx.mediaKeys.has(spec) || (await mediaExists(uploadsDir, spec))) return spec;
    throw new RecordError(field, `Unknown media key "${spec}" (declare it under media or place it in the uploads dir)`);
  }
  if ('generate' in spec) {
    const key = generatedImageKey(ctx, folder, slug);
    try {
      await ctx.images.generate(key, `${folder}/${slug}`, ...IMAGE_SIZES[folder], imageDesign(folder, spec, category));
    } catch (e) {
      throw new RecordError(field, `Cannot generate image: ${(e as Error).message}`);
    }
    return key;
  }
  const ext = path.extname(spec.file).toLowerCase().replace('.jpeg', '.jpg');
  const key = `${ctx.mediaPrefix}/${folder}/${slug}${ext}`;
  try {
    await copyImage(uploadsDir, key, path.join(ctx.folder, spec.file));
  } catch (e) {
    throw new RecordError(`${field}.file`, `Cannot use image: ${(e as Error).message}`);
  }
  return key;
}
