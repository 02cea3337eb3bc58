import { and, eq, sql, asc, desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { preparedPerShape } from '../../prepared-per-shape';
import {
  fieldsOfTraining,
  jobTitles,
  lecturers,
  programCoLecturers,
  users,
  type LecturerSocialLinks,
} from '../../schema/index';

export type LecturerTableRow = typeof lecturers.$inferSelect;

export async function findLecturerByUserId(db: DbOrTx, userId: string): Promise<LecturerTableRow | null> {
  const [row] = await db.select().from(lecturers).where(eq(lecturers.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates the user's lecturer profile, or replaces the details of the one they have. */
export async function upsertLecturerProfile(
  db: DbOrTx,
  values: Omit<typeof lecturers.$inferInsert, 'id' | 'createdAt'> & { userId: string; updatedAt: Date },
): Promise<LecturerTableRow> {
  const { userId: _user, ...changes } = values;
  const [row] = await db
    .insert(lecturers)
    .values(values)
    .onConflictDoUpdate({ target: lecturers.userId, set: changes })
    .returning();
  return row!;
}

const columns = {
  id: lecturers.id,
  userId: lecturers.userId,
  slug: users.slug,
  enBio: lecturers.enBio,
  arBio: lecturers.arBio,
  status: lecturers.status,
  cvUrl: lecturers.cvUrl,
  createdAt: lecturers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  arFirstName: users.arFirstName,
  arLastName: users.arLastName,
  profilePicture: users.profilePicture,
  jobTitleId: jobTitles.id,
  jobTitleEnName: jobTitles.enName,
  jobTitleArName: jobTitles.arName,
  fieldOfTrainingId: fieldsOfTraining.id,
  fieldOfTrainingEnName: fieldsOfTraining.enName,
  fieldOfTrainingArName: fieldsOfTraining.arName,
  socialLinks: lecturers.socialLinks,
  version: lecturers.version,
  updatedAt: lecturers.updatedAt,
};

/** A lecturer with the public parts of the user, job title and field of training. */
export interface LecturerRow {
  id: string;
  userId: string;
  slug: string;
  enBio: string;
  arBio: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  cvUrl: string | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  profilePicture: string | null;
  jobTitleId: string | null;
  jobTitleEnName: string | null;
  jobTitleArName: string | null;
  fieldOfTrainingId: string | null;
  fieldOfTrainingEnName: string | null;
  fieldOfTrainingArName: string | null;
  socialLinks: LecturerSocialLinks;
  version: number;
  updatedAt: Date;
}

/** Public lecturers: approved, with an account that is neither blocked nor deleted. */
const visible = and(eq(lecturers.status, 'APPROVED'), eq(users.isBlocked, false), eq(users.isDeleted, false));

function base(db: DbOrTx) {
  return db
    .select(columns)
    .from(lecturers)
    .innerJoin(users, eq(users.id, lecturers.userId))
    .leftJoin(jobTitles, eq(jobTitles.id, lecturers.jobTitleId))
    .leftJoin(fieldsOfTraining, eq(fieldsOfTraining.id, lecturers.fieldOfTrainingId));
}

export interface LecturerListQuery {
  jobTitleId?: string;
  fieldOfTrainingId?: string;
  /** Already normalised (normalizeSearchText); matched against both names with search_norm(). */
  name?: string;
  sort: { field: 'CREATED_AT' | 'NAME'; order: 'ASC' | 'DESC' };
  nameLanguage: 'ar' | 'en';
  offset: number;
  limit: number;
}

export async function listLecturers(
  db: DbOrTx,
  query: LecturerListQuery,
): Promise<{ rows: LecturerRow[]; totalCount: number }> {
  const names = sql`search_norm(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.arFirstName} || ' ' || ${users.arLastName})`;
  const where = and(
    visible,
    query.jobTitleId ? eq(lecturers.jobTitleId, query.jobTitleId) : undefined,
    query.fieldOfTrainingId ? eq(lecturers.fieldOfTrainingId, query.fieldOfTrainingId) : undefined,
    query.name ? sql`${names} like '%' || search_norm(${query.name}) || '%'` : undefined,
  );
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const sortBy =
    query.sort.field === 'NAME'
      ? query.nameLanguage === 'ar'
        ? sql`${users.arFirstName} || ' ' || ${users.arLastName}`
        : sql`${users.firstName} || ' ' || ${users.lastName}`
      : sql`${lecturers.createdAt}`;
  const rows = await db
    .select({ ...columns, totalCount: sql<number>`count(*) over()`.mapWith(Number) })
    .from(lecturers)
    .innerJoin(users, eq(users.id, lecturers.userId))
    .leftJoin(jobTitles, eq(jobTitles.id, lecturers.jobTitleId))
    .leftJoin(fieldsOfTraining, eq(fieldsOfTraining.id, lecturers.fieldOfTrainingId))
    .where(where)
    .orderBy(direction(sortBy), asc(lecturers.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0 && query.offset > 0) {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(lecturers)
      .innerJoin(users, eq(users.id, lecturers.userId))
      .where(where);
    return { rows: [], totalCount: count?.n ?? 0 };
  }
  return { rows: rows.map(({ totalCount: _t, ...row }) => row as LecturerRow), totalCount: rows[0]?.totalCount ?? 0 };
}

/** A public lecturer by lecturer id or by the user's slug. */
export async function findLecturer(db: DbOrTx, key: { id: string } | { slug: string }): Promise<LecturerRow | null> {
  const [row] = await base(db)
    .where(and(visible, 'id' in key ? eq(lecturers.id, key.id) : eq(users.slug, key.slug)))
    .limit(1);
  return (row as LecturerRow | undefined) ?? null;
}

/**
 * Public lecturers with these ids (hidden ones are absent). Every listing and program page asks
 * it, so it is built once and then only bound, the ids as one array (decision 0080), and named,
 * so each connection plans it once (decision 0081).
 */
export async function findLecturersByIds(db: DbOrTx, ids: readonly string[]): Promise<LecturerRow[]> {
  if (ids.length === 0) return [];
  const statement = preparedPerShape(db, 'lecturers-by-ids', () =>
    base(db)
      .where(and(visible, sql`${lecturers.id} = any(${sql.placeholder('ids')}::uuid[])`))
      .prepare('lecturers_by_ids'),
  );
  return (await statement.execute({ ids: [...ids] })) as LecturerRow[];
}

/**
 * The public co-lecturers of many programs (decision 0076), each program's in its order; hidden
 * lecturers are absent. One statement for any number of programs.
 */
export async function findCoLecturersOfPrograms(
  db: DbOrTx,
  programIds: readonly string[],
): Promise<Array<LecturerRow & { programId: string }>> {
  if (programIds.length === 0) return [];
  const rows = await db
    .select({ ...columns, programId: programCoLecturers.programId })
    .from(programCoLecturers)
    .innerJoin(lecturers, eq(lecturers.id, programCoLecturers.lecturerId))
    .innerJoin(users, eq(users.id, lecturers.userId))
    .leftJoin(jobTitles, eq(jobTitles.id, lecturers.jobTitleId))
    .leftJoin(fieldsOfTraining, eq(fieldsOfTraining.id, lecturers.fieldOfTrainingId))
    .where(and(visible, inArray(programCoLecturers.programId, [...programIds])))
    .orderBy(asc(programCoLecturers.programId), asc(programCoLecturers.position));
  return rows as Array<LecturerRow & { programId: string }>;
}

// Lecturer profiles in the studio (decision 0064).

/** Any lecturer (whatever their status) by lecturer id, for editing; `lock` holds the row until the transaction ends. */
export async function findStudioLecturer(db: DbOrTx, id: string, lock = false): Promise<LecturerRow | null> {
  const query = base(db).where(eq(lecturers.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: lecturers }) : await query;
  return (row as LecturerRow | undefined) ?? null;
}

export type LecturerProfilePatch = Pick<
  typeof lecturers.$inferInsert,
  'arBio' | 'enBio' | 'jobTitleId' | 'socialLinks'
>;

/** Saves a lecturer's public profile if it is still at `version`, raising it; whether it did. */
export async function updateLecturerProfileAtVersion(
  db: DbOrTx,
  id: string,
  version: number,
  patch: LecturerProfilePatch & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(lecturers)
    .set({ ...patch, version: sql`${lecturers.version} + 1` })
    .where(and(eq(lecturers.id, id), eq(lecturers.version, version)))
    .returning({ id: lecturers.id });
  return rows.length > 0;
}
