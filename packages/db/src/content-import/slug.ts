/**
 * Slug of a program, diploma or blog: the English title with runs of whitespace turned into
 * single hyphens (docs/product/shell.md), lower-cased, keeping only ASCII letters, digits and hyphens, with
 * hyphen runs collapsed and none at either end. "Sports Nutrition: Basics & Beyond" →
 * "sports-nutrition-basics-beyond".
 */
export function programSlug(title: string): string {
  return title
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
