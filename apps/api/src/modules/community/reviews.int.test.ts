import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram, linkDiploma } from '../catalog/testing/fixtures';
import {
  ADD_REVIEW,
  communityCounts,
  DELETE_REVIEW,
  enrolIn,
  member,
  PROGRAM_RATING,
  programRatings,
  REVIEW_SUMMARY,
  REVIEWS,
  seedCommunity,
} from './testing/community-world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCommunity>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCommunity(server);
});
afterAll(() => server.close());

const review = (who = world.owner, rating: unknown = 5, text: unknown = 'Loved it', programId = world.course.id) =>
  who.act(ADD_REVIEW, { input: { learningProgramId: programId, rating, review: text } });
const counts = () => communityCounts(server.database.db);
const ratings = () => programRatings(server.database.db, world.course.id);

describe('addReview', () => {
  it('refuses learners who do not own the program, writing nothing', async () => {
    const before = await counts();
    const res = await review(world.stranger);
    expect(res).toMatchObject({
      code: 'NOT_ENROLLED',
      success: false,
      message: 'Only learners enrolled in this program can review it.',
    });
    expect(await counts()).toEqual(before);
    expect(await ratings()).toEqual({ totalRatings: 0, totalNumberOfRatings: 0 });
  });

  it('validates rating and text per field', async () => {
    const before = await counts();
    // Fractions and strings never reach the resolver: GraphQL's Int refuses them.
    for (const rating of [0, 6, -1]) {
      const res = await review(world.owner, rating);
      expect(res.code).toBe('VALIDATION_FAILED');
      expect(res.fieldErrors).toEqual([{ field: 'rating', message: 'Choose a rating from 1 to 5 stars.' }]);
    }
    expect((await review(world.owner, null)).fieldErrors).toEqual([
      { field: 'rating', message: 'This field is required.' },
    ]);
    const long = await review(world.owner, 4, 'x'.repeat(2001));
    expect(long.fieldErrors).toEqual([
      { field: 'review', message: 'The text is too long (at most 2,000 characters).' },
    ]);
    const badProgram = await review(world.owner, 4, 'ok', 'not-an-id');
    expect(badProgram.fieldErrors.map((f: any) => f.field)).toEqual(['learningProgramId']);
    expect(await counts()).toEqual(before);
  });

  it('stores the review and recomputes the totals in the same call', async () => {
    const res = await review(world.owner, 5, ' <p>Loved it</p> ');
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({
      learningProgramId: world.course.id,
      learningProgramType: 'COURSE',
      rating: 5,
      review: 'Loved it',
      isMine: true,
    });
    expect(await ratings()).toEqual({ totalRatings: 5, totalNumberOfRatings: 1 });
    const other = await review(world.other, 2, '');
    expect(other.data.review).toBe('');
    expect(await ratings()).toEqual({ totalRatings: 7, totalNumberOfRatings: 2 });
    const course = (await server.gql(PROGRAM_RATING, { variables: { courseId: world.course.id } })).body.data!.course
      .data;
    expect(course).toEqual({ averageRating: 3.5, totalNumberOfRatings: 2, totalRatings: 7 });
  });

  it('allows one review per program (REVIEW_EXISTS, totals unchanged)', async () => {
    const before = await counts();
    expect((await review(world.owner, 1)).code).toBe('REVIEW_EXISTS');
    expect(await counts()).toEqual(before);
    expect(await ratings()).toEqual({ totalRatings: 7, totalNumberOfRatings: 2 });
  });

  it('lets a diploma owner review the diploma’s courses', async () => {
    const db = server.database.db;
    const diploma = await insertProgram(db, {
      enTitle: `Review Diploma ${Date.now()}`,
      arTitle: 'دبلومة',
      type: 'DIPLOMA',
    });
    const inside = await insertProgram(db, { enTitle: `Inside Course ${Date.now()}`, arTitle: 'دورة داخلية' });
    await linkDiploma(db, diploma.id, [inside.id]);
    const graduate = await member(server);
    await enrolIn(db, [graduate], diploma.id);
    expect((await review(graduate, 4, 'Good', inside.id)).success).toBe(true);
  });

  it('refuses drafts with NOT_FOUND', async () => {
    await enrolIn(server.database.db, [world.stranger], world.draft.id);
    expect((await review(world.stranger, 4, 'x', world.draft.id)).code).toBe('NOT_FOUND');
  });
});

describe('reviews and reviewSummary', () => {
  it('lists newest first and summarises with a five-bucket histogram', async () => {
    const list = await world.stranger.act(REVIEWS, { courseId: world.course.id });
    expect(list.data.items.map((r: any) => [r.rating, r.user.fullName])).toEqual([
      [2, 'Omar Fathy'],
      [5, 'Mona Adel'],
    ]);
    expect(list.data.pageInfo).toEqual({ page: 1, limit: 12, totalCount: 2, totalPages: 1, hasNext: false });
    const summary = await world.owner.act(REVIEW_SUMMARY, { courseId: world.course.id });
    expect(summary.data).toMatchObject({
      averageRating: 3.5,
      totalNumberOfRatings: 2,
      totalRatings: 7,
      canReview: false,
    });
    expect(summary.data.myReview.rating).toBe(5);
    expect(summary.data.histogram).toEqual([
      { rating: 5, count: 1, percentage: 50 },
      { rating: 4, count: 0, percentage: 0 },
      { rating: 3, count: 0, percentage: 0 },
      { rating: 2, count: 1, percentage: 50 },
      { rating: 1, count: 0, percentage: 0 },
    ]);
    expect((await world.stranger.act(REVIEW_SUMMARY, { courseId: world.course.id })).data).toMatchObject({
      canReview: false,
      myReview: null,
    });
    const visitor = (await server.gql(REVIEW_SUMMARY, { variables: { courseId: world.course.id } })).body.data!
      .reviewSummary;
    expect(visitor.data).toMatchObject({ canReview: false, myReview: null, totalNumberOfRatings: 2 });
  });
});

describe('deleteReview', () => {
  it("refuses someone else's review with FORBIDDEN and keeps the totals", async () => {
    const summary = await world.owner.act(REVIEW_SUMMARY, { courseId: world.course.id });
    const before = await counts();
    expect((await world.other.act(DELETE_REVIEW, { reviewId: summary.data.myReview.id })).code).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
    expect(await ratings()).toEqual({ totalRatings: 7, totalNumberOfRatings: 2 });
  });

  it('deletes an own review and recomputes; then the learner may review again', async () => {
    const summary = await world.owner.act(REVIEW_SUMMARY, { courseId: world.course.id });
    expect((await world.owner.act(DELETE_REVIEW, { reviewId: summary.data.myReview.id })).success).toBe(true);
    expect(await ratings()).toEqual({ totalRatings: 2, totalNumberOfRatings: 1 });
    expect((await world.owner.act(DELETE_REVIEW, { reviewId: summary.data.myReview.id })).code).toBe('NOT_FOUND');
    expect((await world.owner.act(REVIEW_SUMMARY, { courseId: world.course.id })).data.canReview).toBe(true);
    expect((await review(world.owner, 3)).success).toBe(true);
    expect(await ratings()).toEqual({ totalRatings: 5, totalNumberOfRatings: 2 });
  });

  it('keeps the totals right when reviews race', async () => {
    const db = server.database.db;
    const busy = await insertProgram(db, { enTitle: `Busy Course ${Date.now()}`, arTitle: 'دورة مزدحمة' });
    const crowd = await Promise.all(Array.from({ length: 6 }, () => member(server)));
    await enrolIn(db, crowd, busy.id);
    const results = await Promise.all(crowd.map((who, i) => review(who, (i % 5) + 1, 'race', busy.id)));
    expect(results.every((r) => r.success)).toBe(true);
    expect(await programRatings(db, busy.id)).toEqual({ totalRatings: 1 + 2 + 3 + 4 + 5 + 1, totalNumberOfRatings: 6 });
  });
});
