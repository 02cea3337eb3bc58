import { asc, eq, inArray } from 'drizzle-orm';
import { stringify } from 'yaml';
import type { DbOrTx } from '../client';
import {
  categories,
  diplomaPrograms,
  learningPrograms,
  lecturers,
  lessonResources,
  lessons,
  programCoLecturers,
  quizAnswers,
  quizQuestions,
  sections,
  users,
} from '../schema/index';

type LessonRow = typeof lessons.$inferSelect;
type ProgramRow = typeof learningPrograms.$inferSelect;

/** Only the fields a value differs from the importer's default in: the file stays as short as a hand-written one. */
const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);
const nonEmpty = (value: string) => (value === '' ? undefined : value);
const nonEmptyList = (items: string[]) => (items.length === 0 ? undefined : items);

/** The program's own fields as the importer reads them (content-import/schemas/program.ts). */
function programFields(row: ProgramRow, category: string, lecturer: string | null, coLecturers: string[]) {
  return {
    enTitle: row.enTitle,
    arTitle: row.arTitle,
    code: row.code,
    category,
    lecturer: lecturer ?? undefined,
    coLecturers: nonEmptyList(coLecturers),
    level: row.level,
    language: row.language,
    enSummary: nonEmpty(row.enSummary),
    arSummary: nonEmpty(row.arSummary),
    enAbout: nonEmpty(row.enAbout),
    arAbout: nonEmpty(row.arAbout),
    thumbnail: row.thumbnail ?? undefined,
    promoVideo: row.promoVideo ?? undefined,
    publicationStatus: row.publicationStatus === 'PUBLISHED' ? undefined : exportedStatus(row.publicationStatus),
    originalPrice: row.originalPrice,
    priceAfterDiscount: row.priceAfterDiscount ?? undefined,
    discountStartsAt: row.discountStartsAt?.toISOString(),
    discountEndsAt: row.discountEndsAt?.toISOString(),
    learningTime: row.learningTime,
    learningTimeUnit: row.learningTimeUnit,
    hasCertificate: unlessDefault(row.hasCertificate, true),
    aceCertificate: unlessDefault(row.aceCertificate, false),
    aceDaysToGetCertified: row.aceDaysToGetCertified ?? undefined,
    enOutcomes: nonEmptyList(row.enOutcomes),
    arOutcomes: nonEmptyList(row.arOutcomes),
    enRequirements: nonEmptyList(row.enRequirements),
    arRequirements: nonEmptyList(row.arRequirements),
    enAudience: nonEmptyList(row.enAudience),
    arAudience: nonEmptyList(row.arAudience),
    enSeoTitle: row.enSeoTitle ?? undefined,
    arSeoTitle: row.arSeoTitle ?? undefined,
    enSeoDescription: row.enSeoDescription ?? undefined,
    arSeoDescription: row.arSeoDescription ?? undefined,
    publishedAt: row.publishedAt?.toISOString(),
  };
}

/** The importer knows draft, published and unpublished; the studio's other states travel as drafts. */
const exportedStatus = (status: ProgramRow['publicationStatus']) =>
  status === 'UNPUBLISHED' ? 'UNPUBLISHED' : 'DRAFT';

function lessonFields(
  lesson: LessonRow,
  resources: Array<typeof lessonResources.$inferSelect>,
  questions: Array<typeof quizQuestions.$inferSelect & { answers: Array<typeof quizAnswers.$inferSelect> }>,
) {
  const common = {
    type: lesson.type,
    enTitle: lesson.enTitle,
    arTitle: lesson.arTitle,
    isPreview: unlessDefault(lesson.isPreview, false),
    durationSeconds: lesson.durationSeconds,
    enOverview: nonEmpty(lesson.enOverview),
    arOverview: nonEmpty(lesson.arOverview),
    resources: resources.length
      ? resources.map((r) => ({ enTitle: r.enTitle, arTitle: r.arTitle, type: r.type, url: r.url }))
      : undefined,
  };
  switch (lesson.type) {
    case 'VIDEO':
      return { ...common, videoId: lesson.videoId ?? '' };
    case 'ARTICLE':
      return { ...common, enContent: lesson.enContent, arContent: lesson.arContent };
    case 'LIVE_SESSION':
      return {
        ...common,
        startAt: lesson.liveSessionStartAt?.toISOString(),
        endAt: lesson.liveSessionEndAt?.toISOString(),
        liveSessionUrl: lesson.liveSessionUrl ?? undefined,
      };
    default:
      return {
        ...common,
        passingGrade: lesson.passingGrade ?? 60,
        canReSubmit: unlessDefault(lesson.canReSubmit, true),
        maxAttempts: lesson.maxAttempts ?? undefined,
        showCorrectAnswers: unlessDefault(lesson.showCorrectAnswers, true),
        questions: questions.map((q) => ({
          enTitle: q.enTitle,
          arTitle: q.arTitle,
          isMultipleAnswers: unlessDefault(q.isMultipleAnswers, false),
          enExplanation: nonEmpty(q.enExplanation),
          arExplanation: nonEmpty(q.arExplanation),
          answers: q.answers.map((a) => ({ enTitle: a.enTitle, arTitle: a.arTitle, isCorrect: a.isCorrect })),
        })),
      };
  }
}

/** A course's or workshop's sections, lessons, resources and quiz questions, in their order. */
async function curriculumOf(db: DbOrTx, programId: string) {
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.programId, programId))
    .orderBy(asc(sections.sortOrder));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.programId, programId))
    .orderBy(asc(lessons.sortOrder));
  const lessonIds = lessonRows.map((l) => l.id);
  const resourceRows = lessonIds.length
    ? await db.select().from(lessonResources).where(inArray(lessonResources.lessonId, lessonIds))
    : [];
  const questionRows = lessonIds.length
    ? await db
        .select()
        .from(quizQuestions)
        .where(inArray(quizQuestions.lessonId, lessonIds))
        .orderBy(asc(quizQuestions.sortOrder))
    : [];
  const answerRows = questionRows.length
    ? await db
        .select()
        .from(quizAnswers)
        .where(
          inArray(
            quizAnswers.questionId,
            questionRows.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizAnswers.sortOrder))
    : [];
  return sectionRows.map((section) => ({
    enTitle: section.enTitle,
    arTitle: section.arTitle,
    lessons: lessonRows
      .filter((l) => l.sectionId === section.id)
      .map((lesson) =>
        lessonFields(
          lesson,
          resourceRows.filter((r) => r.lessonId === lesson.id),
          questionRows
            .filter((q) => q.lessonId === lesson.id)
            .map((q) => ({ ...q, answers: answerRows.filter((a) => a.questionId === q.id) })),
        ),
      ),
  }));
}

/** The program's co-lecturers' slugs, in order (decision 0076). */
async function coLecturersOf(db: DbOrTx, programId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: users.slug })
    .from(programCoLecturers)
    .innerJoin(lecturers, eq(lecturers.id, programCoLecturers.lecturerId))
    .innerJoin(users, eq(users.id, lecturers.userId))
    .where(eq(programCoLecturers.programId, programId))
    .orderBy(asc(programCoLecturers.position));
  return rows.map((row) => row.slug);
}

/** Drops the keys whose value is undefined, so the YAML holds only what was said. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned);
  if (value instanceof Object)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, pruned(v)]),
    );
  return value;
}

/**
 * One program as a content file the YAML importer reads (docs/product/studio.md): a course or
 * workshop under `programs` with its whole curriculum, a diploma under `diplomas` with its
 * programs' slugs. Category, lecturer and co-lecturers are named by slug; live sessions carry absolute times;
 * the thumbnail is its stored media key. Null for an unknown program.
 */
export async function exportProgramYaml(db: DbOrTx, programId: string): Promise<{ slug: string; yaml: string } | null> {
  const [found] = await db
    .select({ program: learningPrograms, category: categories.slug, lecturer: users.slug })
    .from(learningPrograms)
    .leftJoin(categories, eq(categories.id, learningPrograms.categoryId))
    .leftJoin(lecturers, eq(lecturers.id, learningPrograms.lecturerId))
    .leftJoin(users, eq(users.id, lecturers.userId))
    .where(eq(learningPrograms.id, programId));
  if (!found) return null;
  const { program } = found;
  const fields = programFields(program, found.category ?? '', found.lecturer, await coLecturersOf(db, programId));
  if (program.type === 'DIPLOMA') {
    const parts = await db
      .select({ slug: learningPrograms.slug })
      .from(diplomaPrograms)
      .innerJoin(learningPrograms, eq(learningPrograms.id, diplomaPrograms.programId))
      .where(eq(diplomaPrograms.diplomaId, programId))
      .orderBy(asc(diplomaPrograms.sortOrder));
    const document = { diplomas: [{ ...fields, programs: parts.map((p) => p.slug) }] };
    return { slug: program.slug, yaml: stringify(pruned(document), { lineWidth: 0 }) };
  }
  const document = {
    programs: [
      {
        type: program.type,
        ...fields,
        isLiveCourse: unlessDefault(program.isLiveCourse, program.type === 'WORKSHOP'),
        sections: await curriculumOf(db, programId),
      },
    ],
  };
  return { slug: program.slug, yaml: stringify(pruned(document), { lineWidth: 0 }) };
}
