import { blogCategories, categories, countries, type fieldsOfTraining, type jobTitles } from '../../schema/index';
import { resolveImage } from '../images/resolve-image';
import type { KindInput } from '../schemas/index';
import type { ImportContext, RawRecord } from '../types';
import { namedItemId } from './lookups';
import { eq } from 'drizzle-orm';

export async function writeCategory(ctx: ImportContext, input: KindInput<'categories'>, raw: RawRecord): Promise<void> {
  const image = await resolveImage(ctx, input.image, 'categories', input.slug, 'image');
  const values = {
    slug: input.slug,
    enName: input.enName,
    arName: input.arName,
    image,
    isActive: input.isActive,
    sortOrder: input.sortOrder ?? raw.ordinal + 1,
  };
  await ctx.db.insert(categories).values(values).onConflictDoUpdate({ target: categories.slug, set: values });
}

export async function writeBlogCategory(ctx: ImportContext, input: KindInput<'blogCategories'>): Promise<void> {
  await ctx.db.insert(blogCategories).values(input).onConflictDoUpdate({ target: blogCategories.slug, set: input });
}

export async function writeCountry(ctx: ImportContext, input: KindInput<'countries'>, raw: RawRecord): Promise<void> {
  const values = { ...input, sortOrder: input.sortOrder ?? raw.ordinal + 1 };
  await ctx.db.insert(countries).values(values).onConflictDoUpdate({ target: countries.isoCode, set: values });
}

/** Fields of training and job titles: no unique column, so match on the English name's slug. */
export function namedItemWriter(table: typeof fieldsOfTraining | typeof jobTitles) {
  return async (ctx: ImportContext, input: KindInput<'jobTitles'>): Promise<void> => {
    const id = await namedItemId(ctx.db, table, input.enName);
    if (id) await ctx.db.update(table).set(input).where(eq(table.id, id));
    else await ctx.db.insert(table).values(input);
  };
}
