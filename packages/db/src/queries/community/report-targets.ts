import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogCategories, blogs, comments, learningPrograms, lecturers, reviews, users } from '../../schema/index';
import type { ReportTarget } from './reports';

/** What a moderator sees of a reported target, whatever its kind (decision 0054). */
export interface ReportTargetRow {
  targetId: string;
  /** The program, blog or lecturer the target is or belongs to, in both languages. */
  arTitle: string;
  enTitle: string;
  /** The reported words themselves, for comments and reviews. */
  excerpt: string;
  rating: number | null;
  hiddenAt: Date | null;
  /** Site-relative path of the public page that shows it, without the language prefix. */
  path: string;
  /** Whoever wrote or teaches it, the one a warning or a block reaches. */
  author: {
    id: string;
    firstName: string;
    lastName: string;
    arFirstName: string;
    arLastName: string;
    role: 'USER' | 'LECTURER' | 'ADMIN';
    isBlocked: boolean;
  } | null;
}

const author = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  arFirstName: users.arFirstName,
  arLastName: users.arLastName,
  role: users.role,
  isBlocked: users.isBlocked,
};

const programPath = sql<string>`case when ${learningPrograms.type} = 'DIPLOMA' then '/path/' else '/program/' end || ${learningPrograms.slug}`;

/** Comments and reviews: the words, their author, and the program they sit on. */
async function describeCommunity(db: DbOrTx, kind: 'COMMENT' | 'REVIEW', ids: string[]) {
  const table = kind === 'COMMENT' ? comments : reviews;
  const rows = await db
    .select({
      targetId: table.id,
      arTitle: learningPrograms.arTitle,
      enTitle: learningPrograms.enTitle,
      excerpt: kind === 'COMMENT' ? comments.content : reviews.review,
      rating: kind === 'COMMENT' ? sql<number | null>`null::int` : sql<number | null>`${reviews.rating}::int`,
      hiddenAt: table.hiddenAt,
      path: kind === 'COMMENT' ? sql<string>`${programPath} || '#comment-' || ${comments.id}` : programPath,
      author,
    })
    .from(table)
    .innerJoin(learningPrograms, eq(learningPrograms.id, table.programId))
    .innerJoin(users, eq(users.id, table.userId))
    .where(inArray(table.id, ids));
  return rows;
}

async function describePrograms(db: DbOrTx, ids: string[]) {
  return db
    .select({
      targetId: learningPrograms.id,
      arTitle: learningPrograms.arTitle,
      enTitle: learningPrograms.enTitle,
      excerpt: sql<string>`''`,
      rating: sql<number | null>`null::int`,
      hiddenAt: sql<Date | null>`null::timestamptz`,
      path: programPath,
      author,
    })
    .from(learningPrograms)
    .leftJoin(lecturers, eq(lecturers.id, learningPrograms.lecturerId))
    .leftJoin(users, eq(users.id, lecturers.userId))
    .where(inArray(learningPrograms.id, ids));
}

async function describeBlogs(db: DbOrTx, ids: string[]) {
  return db
    .select({
      targetId: blogs.id,
      arTitle: blogs.arTitle,
      enTitle: blogs.enTitle,
      excerpt: sql<string>`''`,
      rating: sql<number | null>`null::int`,
      hiddenAt: sql<Date | null>`null::timestamptz`,
      path: sql<string>`'/blogs/' || ${blogCategories.slug} || '/' || ${blogs.slug}`,
      author,
    })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(lecturers, eq(lecturers.id, blogs.lecturerId))
    .leftJoin(users, eq(users.id, lecturers.userId))
    .where(inArray(blogs.id, ids));
}

async function describeLecturers(db: DbOrTx, ids: string[]) {
  return db
    .select({
      targetId: lecturers.id,
      arTitle: sql<string>`${users.arFirstName} || ' ' || ${users.arLastName}`,
      enTitle: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      excerpt: sql<string>`''`,
      rating: sql<number | null>`null::int`,
      hiddenAt: sql<Date | null>`null::timestamptz`,
      path: sql<string>`'/lecturers/' || ${lecturers.id}`,
      author,
    })
    .from(lecturers)
    .innerJoin(users, eq(users.id, lecturers.userId))
    .where(inArray(lecturers.id, ids));
}

/**
 * The reported targets of a page of the queue, a statement per kind present (at most seven,
 * whatever the page size). A target deleted since it was reported is missing from the map.
 */
export async function describeReportTargets(
  db: DbOrTx,
  targets: ReadonlyArray<{ targetType: ReportTarget; targetId: string }>,
): Promise<Map<string, ReportTargetRow>> {
  const byKind = new Map<ReportTarget, string[]>();
  for (const t of targets) byKind.set(t.targetType, [...(byKind.get(t.targetType) ?? []), t.targetId]);
  const found = await Promise.all(
    [...byKind].map(([kind, ids]) => {
      if (kind === 'COMMENT' || kind === 'REVIEW') return describeCommunity(db, kind, ids);
      if (kind === 'BLOG') return describeBlogs(db, ids);
      if (kind === 'LECTURER') return describeLecturers(db, ids);
      return describePrograms(db, ids);
    }),
  );
  const map = new Map<string, ReportTargetRow>();
  for (const row of found.flat()) {
    map.set(row.targetId, {
      ...row,
      hiddenAt: row.hiddenAt ? new Date(row.hiddenAt) : null,
      author: row.author?.id ? row.author : null,
    });
  }
  return map;
}
