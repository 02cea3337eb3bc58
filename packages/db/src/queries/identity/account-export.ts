import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import {
  certificates,
  comments,
  enrollments,
  learningPrograms,
  lessons,
  orderItems,
  orders,
  quizAttempts,
  reports,
  reviews,
  sessions,
  users,
} from '../../schema/index';

const programTitles = { arTitle: learningPrograms.arTitle, enTitle: learningPrograms.enTitle };

/**
 * What a person holds and where they are signed in now: enrolments, orders (a line per item),
 * certificates and open sessions, oldest first, a statement each. Part of their data export, and
 * all the studio's person page shows besides the account (decision 0056).
 */
export async function collectAccountHoldings(db: DbOrTx, userId: string, now: Date) {
  return {
    enrollments: await db
      .select({ ...programTitles, source: enrollments.source, createdAt: enrollments.createdAt })
      .from(enrollments)
      .innerJoin(learningPrograms, eq(learningPrograms.id, enrollments.programId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(enrollments.createdAt)),
    orders: await db
      .select({
        reference: orders.reference,
        status: orders.status,
        totalPiastres: orders.totalPiastres,
        refundedPiastres: orders.refundedPiastres,
        couponCode: orders.couponCode,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        itemArTitle: orderItems.arTitle,
        itemEnTitle: orderItems.enTitle,
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt)),
    certificates: await db
      .select({
        code: certificates.code,
        arProgramTitle: certificates.arProgramTitle,
        enProgramTitle: certificates.enProgramTitle,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
      })
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(asc(certificates.createdAt)),
    sessions: await db
      .select({
        deviceName: sessions.deviceName,
        device: sessions.device,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(asc(sessions.createdAt)),
  };
}

/**
 * Everything the platform holds about one person, for their own download (decision 0055): the
 * account, what they enrolled in and bought, their certificates, quiz results, what they wrote and
 * reported, and where they are signed in now (collectAccountHoldings). A statement per kind, oldest first; null for an unknown
 * or erased account.
 */
export async function collectAccountData(db: DbOrTx, userId: string, now: Date) {
  const [account] = await db
    .select({
      code: users.code,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      arFirstName: users.arFirstName,
      arLastName: users.arLastName,
      favLang: users.favLang,
      role: users.role,
      createdAt: users.createdAt,
      isDeleted: users.isDeleted,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.isDeleted) return null;
  const { isDeleted: _erased, ...profile } = account;
  return {
    profile,
    ...(await collectAccountHoldings(db, userId, now)),
    quizAttempts: await db
      .select({
        arLesson: lessons.arTitle,
        enLesson: lessons.enTitle,
        attemptNumber: quizAttempts.attemptNumber,
        score: quizAttempts.score,
        isPassed: quizAttempts.isPassed,
        submittedAt: quizAttempts.submittedAt,
      })
      .from(quizAttempts)
      .innerJoin(lessons, eq(lessons.id, quizAttempts.lessonId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(asc(quizAttempts.submittedAt)),
    comments: await db
      .select({ ...programTitles, content: comments.content, createdAt: comments.createdAt })
      .from(comments)
      .innerJoin(learningPrograms, eq(learningPrograms.id, comments.programId))
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
    reviews: await db
      .select({ ...programTitles, rating: reviews.rating, review: reviews.review, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(learningPrograms, eq(learningPrograms.id, reviews.programId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    reports: await db
      .select({
        targetType: reports.targetType,
        reason: reports.reason,
        details: reports.details,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.userId, userId))
      .orderBy(asc(reports.createdAt)),
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;

export type AccountHoldings = Awaited<ReturnType<typeof collectAccountHoldings>>;
