import { schema, type Db } from '@manara/db';
import { eq } from 'drizzle-orm';

type NewProgram = typeof schema.learningPrograms.$inferInsert;
type NewBlog = typeof schema.blogs.$inferInsert;
type NewLesson = Omit<typeof schema.lessons.$inferInsert, 'sectionId' | 'programId' | 'sortOrder'>;

let seq = 0;
const next = () => ++seq;
/** docs/product/shell.md slug: the English title, whitespace runs → one hyphen (lower-cased, URL-safe). */
export const slugOf = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');

export async function insertUser(
  db: Db,
  names: { firstName: string; lastName: string; arFirstName: string; arLastName: string; slug?: string },
) {
  const n = next();
  const [row] = await db
    .insert(schema.users)
    .values({
      ...names,
      code: `U${n}-${Date.now()}`,
      email: `user${n}-${Date.now()}@example.com`,
      slug: names.slug ?? `user-${n}-${Date.now()}`,
    })
    .returning();
  return row!;
}

export async function insertNamed(
  db: Db,
  table: 'jobTitles' | 'fieldsOfTraining',
  enName: string,
  arName: string,
  isActive = true,
) {
  const [row] = await db.insert(schema[table]).values({ enName, arName, isActive }).returning();
  return row!;
}

export async function insertLecturer(
  db: Db,
  input: { firstName: string; lastName: string; arFirstName: string; arLastName: string; slug?: string } & Partial<
    typeof schema.lecturers.$inferInsert
  > & { isBlocked?: boolean },
) {
  const { firstName, lastName, arFirstName, arLastName, slug, isBlocked, ...rest } = input;
  const user = await insertUser(db, { firstName, lastName, arFirstName, arLastName, slug });
  if (isBlocked) await db.update(schema.users).set({ isBlocked: true }).where(eq(schema.users.id, user.id));
  const [row] = await db
    .insert(schema.lecturers)
    .values({
      status: 'APPROVED',
      enBio: `Bio of ${firstName}`,
      arBio: `نبذة عن ${arFirstName}`,
      cvUrl: '/cv.pdf',
      ...rest,
      userId: user.id,
    })
    .returning();
  return { ...row!, user };
}

export async function insertCategory(
  db: Db,
  input: Partial<typeof schema.categories.$inferInsert> & { enName: string; arName: string },
) {
  const [row] = await db
    .insert(schema.categories)
    .values({ slug: slugOf(input.enName), ...input })
    .returning();
  return row!;
}

export async function insertProgram(db: Db, input: Partial<NewProgram> & { enTitle: string; arTitle: string }) {
  const n = next();
  const [row] = await db
    .insert(schema.learningPrograms)
    .values({
      slug: slugOf(input.enTitle),
      code: `P${n}-${Date.now()}`,
      type: 'COURSE',
      publicationStatus: 'PUBLISHED',
      originalPrice: 100_00,
      ...input,
    })
    .returning();
  return row!;
}

/** Sections with lessons, in the given order. */
export async function insertSyllabus(
  db: Db,
  programId: string,
  sections: Array<{ enTitle: string; arTitle: string; lessons: Array<Partial<NewLesson> & { enTitle: string }> }>,
) {
  for (const [i, section] of sections.entries()) {
    const [s] = await db
      .insert(schema.sections)
      .values({ programId, enTitle: section.enTitle, arTitle: section.arTitle, sortOrder: i + 1 })
      .returning();
    if (section.lessons.length === 0) continue;
    await db.insert(schema.lessons).values(
      section.lessons.map((lesson, j) => ({
        type: 'VIDEO' as const,
        arTitle: `درس ${lesson.enTitle}`,
        ...lesson,
        sectionId: s!.id,
        programId,
        sortOrder: j + 1,
      })),
    );
  }
}

export async function linkDiploma(db: Db, diplomaId: string, programIds: string[]) {
  await db
    .insert(schema.diplomaPrograms)
    .values(programIds.map((programId, i) => ({ diplomaId, programId, sortOrder: i + 1 })));
}

export async function insertBlogCategory(
  db: Db,
  input: Partial<typeof schema.blogCategories.$inferInsert> & { enName: string; arName: string },
) {
  const [row] = await db
    .insert(schema.blogCategories)
    .values({ slug: slugOf(input.enName), ...input })
    .returning();
  return row!;
}

export async function insertBlog(
  db: Db,
  input: Partial<NewBlog> & { enTitle: string; arTitle: string; categoryId: string },
) {
  const n = next();
  const [row] = await db
    .insert(schema.blogs)
    .values({
      slug: slugOf(input.enTitle),
      code: `B${n}-${Date.now()}`,
      enContent: `<p>${input.enTitle}</p>`,
      arContent: `<p>${input.arTitle}</p>`,
      status: 'PUBLISHED',
      publishedAt: new Date(Date.UTC(2026, 0, n % 28 || 1)),
      ...input,
    })
    .returning();
  return row!;
}

export async function insertRows<K extends 'faqs' | 'policies' | 'countries'>(
  db: Db,
  table: K,
  rows: Array<(typeof schema)[K]['$inferInsert']>,
) {
  await db.insert(schema[table] as never).values(rows as never);
}
