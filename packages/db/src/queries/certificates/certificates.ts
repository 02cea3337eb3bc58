import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { certificates, enrollments, learningPrograms, lecturers, users, diplomaPrograms } from '../../schema/index';
import { alias } from 'drizzle-orm/pg-core';

export type CertificateRow = typeof certificates.$inferSelect;

export type NewCertificate = typeof certificates.$inferInsert;

/** Inserts unless the learner already holds one for the program (or the code is taken): then null. */
export async function insertCertificate(db: DbOrTx, values: NewCertificate): Promise<CertificateRow | null> {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCertificateById(db: DbOrTx, id: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  return row ?? null;
}

export async function findCertificateByCode(db: DbOrTx, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row ?? null;
}

/** Revokes a certificate in force, with the moderator's reason; null when it was already revoked. */
export async function revokeCertificateRow(
  tx: DbOrTx,
  id: string,
  revocation: { revokedAt: Date; revokedReason: string },
): Promise<CertificateRow | null> {
  const [row] = await tx
    .update(certificates)
    .set(revocation)
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning();
  return row ?? null;
}

export async function findUserProgramCertificate(
  db: DbOrTx,
  userId: string,
  programId: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.programId, programId)))
    .limit(1);
  return row ?? null;
}

/** The learner's certificates, newest first, one page; two statements. */
export async function listUserCertificates(
  db: DbOrTx,
  params: { userId: string; offset: number; limit: number },
): Promise<{ rows: CertificateRow[]; totalCount: number }> {
  const mine = eq(certificates.userId, params.userId);
  const rows = await db
    .select()
    .from(certificates)
    .where(mine)
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db.select({ n: count() }).from(certificates).where(mine);
  return { rows, totalCount: total?.n ?? 0 };
}

export interface CertificateIssueFacts {
  programId: string;
  programType: (typeof learningPrograms.$inferSelect)['type'];
  arProgramTitle: string;
  enProgramTitle: string;
  hasCertificate: boolean;
  aceCertificate: boolean;
  aceDaysToGetCertified: number | null;
  arLecturerName: string | null;
  enLecturerName: string | null;
  arLearnerName: string;
  enLearnerName: string;
  enrolled: boolean;
}

const lecturerUsers = alias(users, 'lecturer_users');

/** Everything issuing a certificate prints or decides on, in one statement; null for an unknown program or user. */
export async function findCertificateIssueFacts(
  db: DbOrTx,
  userId: string,
  programId: string,
): Promise<CertificateIssueFacts | null> {
  const [row] = await db
    .select({
      programId: learningPrograms.id,
      programType: learningPrograms.type,
      arProgramTitle: learningPrograms.arTitle,
      enProgramTitle: learningPrograms.enTitle,
      hasCertificate: learningPrograms.hasCertificate,
      aceCertificate: learningPrograms.aceCertificate,
      aceDaysToGetCertified: learningPrograms.aceDaysToGetCertified,
      arLecturerName: sql<
        string | null
      >`nullif(trim(${lecturerUsers.arFirstName} || ' ' || ${lecturerUsers.arLastName}), '')`,
      enLecturerName: sql<
        string | null
      >`nullif(trim(${lecturerUsers.firstName} || ' ' || ${lecturerUsers.lastName}), '')`,
      arLearnerName: sql<string>`trim(${users.arFirstName} || ' ' || ${users.arLastName})`,
      enLearnerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      enrolled: sql<boolean>`${enrollments.id} is not null`,
    })
    .from(learningPrograms)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(lecturers, eq(lecturers.id, learningPrograms.lecturerId))
    .leftJoin(lecturerUsers, eq(lecturerUsers.id, lecturers.userId))
    .leftJoin(enrollments, and(eq(enrollments.programId, learningPrograms.id), eq(enrollments.userId, userId)))
    .where(eq(learningPrograms.id, programId))
    .limit(1);
  return row ?? null;
}

/**
 * The programs a completion in `programId` can finish for the user: the program itself and every
 * diploma holding it that the user is enrolled in. One statement.
 */
export async function listCertificateCandidates(db: DbOrTx, userId: string, programId: string): Promise<string[]> {
  const diplomas = await db
    .select({ id: diplomaPrograms.diplomaId })
    .from(diplomaPrograms)
    .innerJoin(enrollments, and(eq(enrollments.programId, diplomaPrograms.diplomaId), eq(enrollments.userId, userId)))
    .where(eq(diplomaPrograms.programId, programId));
  return [programId, ...diplomas.map((d) => d.id)];
}
