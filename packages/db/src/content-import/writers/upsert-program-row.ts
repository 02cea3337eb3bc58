import { eq } from 'drizzle-orm';
import { learningPrograms } from '../../schema/index';
import { resolveImage } from '../images/resolve-image';
import { RecordError } from '../record-error';
import type { DiplomaInput, ProgramInput } from '../schemas/program';
import { programCode } from '../stable-id';
import type { ImportContext } from '../types';
import { categoryIdBySlug, lecturerIdBySlug } from './lookups';

type ProgramRowInput = (ProgramInput | DiplomaInput) & { slug: string };
/**
 * Inserts or updates the learning_programs row matched by slug and returns its id. Publication
 * and approval dates are kept once set; the code is kept unless the content gives one.
 */
export async function upsertProgramRow(
  ctx: ImportContext,
  input: ProgramRowInput,
  type: 'COURSE' | 'WORKSHOP' | 'DIPLOMA',
  isLiveCourse: boolean,
): Promise<string> {
  const { db } = ctx;
  const [existing] = await db
    .select({
      id: learningPrograms.id,
      type: learningPrograms.type,
      code: learningPrograms.code,
      publishedAt: learningPrograms.publishedAt,
      approvedAt: learningPrograms.approvedAt,
    })
    .from(learningPrograms)
    .where(eq(learningPrograms.slug, input.slug));
  if (existing && (existing.type === 'DIPLOMA') !== (type === 'DIPLOMA'))
    throw new RecordError('enTitle', `Slug "${input.slug}" already belongs to a ${existing.type.toLowerCase()}`);

  const categoryId = await categoryIdBySlug(db, input.category);
  const lecturerId = input.lecturer ? await lecturerIdBySlug(db, input.lecturer) : null;
  const thumbnail = await resolveImage(
    ctx,
    input.thumbnail,
    type === 'DIPLOMA' ? 'diplomas' : 'programs',
    input.slug,
    'thumbnail',
    input.category,
  );
  const published = input.publicationStatus === 'PUBLISHED';
  const values = {
    slug: input.slug,
    code: input.code ?? existing?.code ?? programCode(type, input.slug),
    type,
    enTitle: input.enTitle,
    arTitle: input.arTitle,
    enSummary: input.enSummary,
    arSummary: input.arSummary,
    enAbout: input.enAbout,
    arAbout: input.arAbout,
    thumbnail,
    promoVideo: input.promoVideo ?? null,
    level: input.level,
    language: input.language,
    publicationStatus: input.publicationStatus,
    originalPrice: input.originalPrice,
    priceAfterDiscount: input.priceAfterDiscount ?? null,
    discountStartsAt: input.discountStartsAt ?? null,
    discountEndsAt: input.discountEndsAt ?? null,
    learningTime: input.learningTime,
    learningTimeUnit: input.learningTimeUnit,
    isLiveCourse,
    hasCertificate: input.hasCertificate,
    aceCertificate: input.aceCertificate,
    aceDaysToGetCertified: input.aceDaysToGetCertified ?? null,
    enOutcomes: input.enOutcomes,
    arOutcomes: input.arOutcomes,
    enRequirements: input.enRequirements,
    arRequirements: input.arRequirements,
    enAudience: input.enAudience,
    arAudience: input.arAudience,
    enSeoTitle: input.enSeoTitle ?? null,
    arSeoTitle: input.arSeoTitle ?? null,
    enSeoDescription: input.enSeoDescription ?? null,
    arSeoDescription: input.arSeoDescription ?? null,
    categoryId,
    lecturerId,
    publishedAt: input.publishedAt ?? existing?.publishedAt ?? (published ? ctx.now : null),
    approvedAt: existing?.approvedAt ?? (published ? ctx.now : null),
  };
  const [row] = await db
    .insert(learningPrograms)
    .values(values)
    .onConflictDoUpdate({ target: learningPrograms.slug, set: { ...values, updatedAt: ctx.now } })
    .returning({ id: learningPrograms.id });
  return row!.id;
}
