import { insertEnrollments, schema, type Db } from '@manara/db';
import { count, eq } from 'drizzle-orm';
import { freshIp } from '../../../testing/auth-flows';
import type { TestServer } from '../../../testing/test-server';
import { insertProgram } from '../../catalog/testing/fixtures';
import { learner, type Learner } from '../../commerce/testing/commerce-world';
import { ENVELOPE, PAGE_INFO } from '../../catalog/testing/documents';

export { ENVELOPE, PAGE_INFO };

const USER = 'user { id fullName firstName arFirstName profilePicture slug }';
const COMMENT_FIELDS = `id courseId parentId content numberOfReplies numberOfLikes isLiked isMine createdAt ${USER}`;
export const COMMENTS = `query comments($courseId: ID, $paginate: PaginateInput) { comments(courseId: $courseId, paginate: $paginate) {
  ${ENVELOPE} data { items { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} replies { id } } } ${PAGE_INFO} } } }`;
export const CREATE_COMMENT = `mutation createComment($input: CreateCommentInput) { createComment(input: $input) { ${ENVELOPE} data { ${COMMENT_FIELDS} } } }`;
export const DELETE_COMMENT = `mutation deleteComment($commentId: ID) { deleteComment(commentId: $commentId) { ${ENVELOPE} data } }`;
export const LIKE_COMMENT = `mutation toggleLikeComment($commentId: ID) { toggleLikeComment(commentId: $commentId) { ${ENVELOPE}
  data { commentId liked numberOfLikes } } }`;
const REVIEW_FIELDS = `id learningProgramId learningProgramType review rating isMine createdAt ${USER}`;
export const ADD_REVIEW = `mutation addReview($input: AddReviewInput) { addReview(input: $input) { ${ENVELOPE} data { ${REVIEW_FIELDS} } } }`;
export const DELETE_REVIEW = `mutation deleteReview($reviewId: ID) { deleteReview(reviewId: $reviewId) { ${ENVELOPE} data } }`;
export const REVIEWS = `query reviews($courseId: ID, $paginate: PaginateInput) { reviews(courseId: $courseId, paginate: $paginate) {
  ${ENVELOPE} data { items { ${REVIEW_FIELDS} } ${PAGE_INFO} } } }`;
export const REVIEW_SUMMARY = `query reviewSummary($courseId: ID) { reviewSummary(courseId: $courseId) { ${ENVELOPE}
  data { averageRating totalNumberOfRatings totalRatings histogram { rating count percentage } canReview myReview { id rating } } } }`;
export const ADD_REPORT = `mutation addReport($input: AddReportInput) { addReport(input: $input) { ${ENVELOPE} data { id target targetId reason createdAt } } }`;
export const PROGRAM_RATING = `query course($courseId: String) { course(courseId: $courseId) { data { averageRating totalNumberOfRatings totalRatings } } }`;

/** A learner whose every call comes from a new address, so only the per-user limits apply. */
export async function member(server: TestServer, names?: Parameters<typeof learner>[1]) {
  const person = await learner(server, names);
  const act = (query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
    person.call(query, variables, { ip: freshIp(), locale });
  return { ...person, act };
}
export type Member = Awaited<ReturnType<typeof member>>;

/** A published course, a draft one, and three members: an owner of the course, another owner, a stranger. */
export async function seedCommunity(server: TestServer) {
  const db = server.database.db;
  const course = await insertProgram(db, { enTitle: `Community Course ${Date.now()}`, arTitle: 'دورة المجتمع' });
  const draft = await insertProgram(db, {
    enTitle: `Draft Course ${Date.now()}`,
    arTitle: 'دورة مسودة',
    publicationStatus: 'DRAFT',
  });
  const owner = await member(server, { firstName: 'Mona', lastName: 'Adel', arFirstName: 'منى', arLastName: 'عادل' });
  const other = await member(server, { firstName: 'Omar', lastName: 'Fathy', arFirstName: 'عمر', arLastName: 'فتحي' });
  const stranger = await member(server);
  await enrolIn(db, [owner, other], course.id);
  return { course, draft, owner, other, stranger };
}

export async function enrolIn(db: Db, people: Learner[], programId: string) {
  for (const person of people) {
    await insertEnrollments(db, { userId: person.user.id, programIds: [programId], source: 'FREE', orderId: null });
  }
}

/** Row counts of the community tables (to prove a refused call wrote nothing). */
export async function communityCounts(db: Db) {
  const of = async (
    table: typeof schema.comments | typeof schema.commentLikes | typeof schema.reviews | typeof schema.reports,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    comments: await of(schema.comments),
    likes: await of(schema.commentLikes),
    reviews: await of(schema.reviews),
    reports: await of(schema.reports),
  };
}

export async function programRatings(db: Db, programId: string) {
  const [row] = await db
    .select({
      totalRatings: schema.learningPrograms.totalRatings,
      totalNumberOfRatings: schema.learningPrograms.totalNumberOfRatings,
    })
    .from(schema.learningPrograms)
    .where(eq(schema.learningPrograms.id, programId));
  return row!;
}

/** Comments written straight to the database (fixtures for paging and statement counts). */
export async function insertComments(db: Db, programId: string, userId: string, n: number, repliesEach = 0) {
  for (let i = 0; i < n; i++) {
    const [top] = await db
      .insert(schema.comments)
      .values({
        programId,
        userId,
        content: `Comment ${i}`,
        repliesCount: repliesEach,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })
      .returning();
    if (repliesEach > 0) {
      await db.insert(schema.comments).values(
        Array.from({ length: repliesEach }, (_, j) => ({
          programId,
          userId,
          parentId: top!.id,
          content: `Reply ${i}.${j}`,
        })),
      );
    }
  }
}
