import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client';
import { enrollments, learningPrograms, lecturers, users } from '../../schema/index';

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
