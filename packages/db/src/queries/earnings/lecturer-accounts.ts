import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lecturers, users } from '../../schema/index';

/** A lecturer as earnings name them: approved or not, with their account's names. */
export interface EarningLecturerRow {
  lecturerId: string;
  userId: string;
  status: string;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  email: string;
}

const columns = {
  lecturerId: lecturers.id,
  userId: users.id,
  status: lecturers.status,
  firstName: users.firstName,
  lastName: users.lastName,
  arFirstName: users.arFirstName,
  arLastName: users.arLastName,
  email: users.email,
};

/** Every lecturer profile, by name. */
export async function listEarningLecturers(db: DbOrTx): Promise<EarningLecturerRow[]> {
  return db
    .select(columns)
    .from(lecturers)
    .innerJoin(users, eq(users.id, lecturers.userId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(lecturers.id));
}

/** One lecturer; `lock` holds the row until the transaction ends (shares and payouts queue on it). */
export async function findEarningLecturer(
  db: DbOrTx,
  lecturerId: string,
  lock = false,
): Promise<EarningLecturerRow | null> {
  const query = db
    .select(columns)
    .from(lecturers)
    .innerJoin(users, eq(users.id, lecturers.userId))
    .where(eq(lecturers.id, lecturerId));
  const [row] = lock ? await query.for('update', { of: lecturers }) : await query;
  return row ?? null;
}
