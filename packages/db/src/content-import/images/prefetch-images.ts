import type { ImageSpec } from '../schemas/common';
import type { ContentKind, ImportContext } from '../types';
import { generatedImageKey, IMAGE_SIZES, imageDesign, type ImageFolder } from './resolve-image';

const IMAGE_FIELDS: Partial<Record<ContentKind, { field: string; folder: ImageFolder }>> = {
  categories: { field: 'image', folder: 'categories' },
  lecturers: { field: 'avatar', folder: 'lecturers' },
  programs: { field: 'thumbnail', folder: 'programs' },
  diplomas: { field: 'thumbnail', folder: 'diplomas' },
  blogs: { field: 'thumbnail', folder: 'blogs' },
};

/** Starts drawing every generated image of the valid records, so writing need not wait for them. */
export function prefetchImages(ctx: ImportContext, valid: Partial<Record<ContentKind, unknown[]>>): void {
  for (const [kind, records] of Object.entries(valid) as [ContentKind, unknown[]][]) {
    if (kind === 'media') {
      for (const record of records as { key: string; generate?: { width: number; height: number; seed?: string } }[])
        if (record.generate)
          ctx.images.generate(
            record.key,
            record.generate.seed ?? record.key,
            record.generate.width,
            record.generate.height,
          );
      continue;
    }
    const target = IMAGE_FIELDS[kind];
    if (!target) continue;
    for (const record of records as Record<string, unknown>[]) {
      const spec = record[target.field] as ImageSpec | undefined;
      if (typeof spec !== 'object' || !('generate' in spec)) continue;
      const slug = String(record.slug);
      const category = typeof record.category === 'string' ? record.category : slug;
      ctx.images.generate(
        generatedImageKey(ctx, target.folder, slug),
        `${target.folder}/${slug}`,
        ...IMAGE_SIZES[target.folder],
        imageDesign(target.folder, spec, category),
      );
    }
  }
}
