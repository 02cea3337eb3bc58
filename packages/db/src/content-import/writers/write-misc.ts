import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { faqs, policies } from '../../schema/index';
import { copyImage } from '../images/store-image';
import { RecordError } from '../record-error';
import type { KindInput } from '../schemas/index';
import type { ImportContext, RawRecord } from '../types';

/** FAQs have no unique column: they match on audience + English question. */
export async function writeFaq(ctx: ImportContext, input: KindInput<'faqs'>, raw: RawRecord): Promise<void> {
  const values = { ...input, sortOrder: input.sortOrder ?? raw.ordinal + 1 };
  const [existing] = await ctx.db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.audience, input.audience), eq(faqs.enQuestion, input.enQuestion)));
  if (existing) await ctx.db.update(faqs).set(values).where(eq(faqs.id, existing.id));
  else await ctx.db.insert(faqs).values(values);
}

export async function writePolicy(ctx: ImportContext, input: KindInput<'policies'>): Promise<void> {
  await ctx.db
    .insert(policies)
    .values(input)
    .onConflictDoUpdate({ target: policies.kind, set: { ...input, updatedAt: ctx.now } });
}

/** A standalone image placed in the uploads dir under its key (generated or copied); no database row. */
export async function writeMedia(ctx: ImportContext, input: KindInput<'media'>): Promise<void> {
  const { uploadsDir } = ctx.options;
  if (input.generate) {
    const { width, height, seed } = input.generate;
    await ctx.images.generate(input.key, seed ?? input.key, width, height);
  } else if (input.file) {
    try {
      await copyImage(uploadsDir, input.key, path.join(ctx.folder, input.file));
    } catch (e) {
      throw new RecordError('file', `Cannot use image: ${(e as Error).message}`);
    }
  }
  ctx.mediaKeys.add(input.key);
}
