import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import {
  blogLikes,
  carts,
  certificates,
  commentLikes,
  contactMessages,
  deviceTokens,
  enrollments,
  learningPrograms,
  lecturerApplications,
  lecturers,
  lessonCompletions,
  lessonPositions,
  notifications,
  quizAttempts,
  reports,
  sessions,
  socialIdentities,
  users,
  verificationCodes,
  phoneVerifications,
  whatsappMessages,
  whatsappOptIns,
} from '../../schema/index';

/**
 * Erases an account's personal data in the caller's transaction (decision 0055): the rows that are
 * only about this person go (sessions, sign-in links, push subscriptions, codes, notifications,
 * cart, certificates, likes, progress, quiz attempts, enrolments, their reports, applications,
 * contact messages, and the CV key of their lecturer profile), and the account row stays,
 * anonymised, so the orders, invoices, credit notes and refunds the tax law makes us keep still
 * point at it, and the comments and reviews it wrote read as a deleted account's. One function
 * across tables on purpose: an erasure is one act, and its list must be read (and kept complete)
 * in one place. Answers the old e-mail, or null when the account was already erased.
 */
export async function eraseAccount(
  tx: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ email: string; profilePicture: string | null } | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.isDeleted) return null;
  // Their enrolments leave the programs' learner counts before they go.
  await tx
    .update(learningPrograms)
    .set({ enrolledUsersCount: sql`greatest(${learningPrograms.enrolledUsersCount} - 1, 0)` })
    .where(
      sql`${learningPrograms.id} in (select ${enrollments.programId} from ${enrollments} where ${enrollments.userId} = ${userId})`,
    );
  for (const table of [
    sessions,
    socialIdentities,
    deviceTokens,
    notifications,
    carts,
    certificates,
    commentLikes,
    blogLikes,
    lessonCompletions,
    lessonPositions,
    quizAttempts,
    enrollments,
    reports,
    contactMessages,
    phoneVerifications,
    whatsappOptIns,
    whatsappMessages,
  ] as const) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx
    .delete(verificationCodes)
    .where(or(eq(verificationCodes.userId, userId), sql`lower(${verificationCodes.email}) = lower(${user.email})`));
  await tx
    .delete(lecturerApplications)
    .where(
      or(eq(lecturerApplications.userId, userId), sql`lower(${lecturerApplications.email}) = lower(${user.email})`),
    );
  // A lecturer's profile names their CV too; once nothing does, the upload sweep removes it (decision 0077).
  await tx.update(lecturers).set({ cvUrl: null }).where(eq(lecturers.userId, userId));
  const tag = user.code.toLowerCase();
  await tx
    .update(users)
    .set({
      email: `deleted-${user.id}@deleted.invalid`,
      unverifiedEmail: null,
      emailVerifiedAt: null,
      phone: null,
      phoneVerifiedAt: null,
      firstName: 'Deleted',
      lastName: 'account',
      arFirstName: 'حساب',
      arLastName: 'محذوف',
      slug: `deleted-${tag}`,
      profilePicture: null,
      passwordHash: null,
      isDeleted: true,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { email: user.email, profilePicture: user.profilePicture };
}
