import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { COURSE, DIPLOMA, ENVELOPE } from './testing/documents';
import { seedCatalogue } from './testing/world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCatalogue(server.database.db);
});
afterAll(() => server.close());

const course = async (variables: Record<string, unknown>, locale?: 'ar' | 'en') =>
  (await server.gql(COURSE, { variables, locale })).body.data!.course;

describe('course', () => {
  it('answers every course-detail field, in English', async () => {
    const res = await course({ courseId: world.basics.slug }, 'en');
    expect(res).toMatchObject({ code: 'OK', success: true, message: 'Done successfully' });
    expect(res.data).toMatchObject({
      id: world.basics.id,
      slug: 'sports-nutrition-basics',
      title: 'Sports Nutrition Basics',
      arTitle: 'أساسيات التغذية الرياضية',
      type: 'COURSE',
      level: 'BEGINNER',
      language: 'AR',
      status: 'ACTIVE',
      publicationStatus: 'PUBLISHED',
      originalPrice: 500,
      priceAfterDiscount: 400.5,
      averageRating: 4.5,
      totalRatings: 45,
      totalNumberOfRatings: 10,
      addedToCart: false,
      isAddedToCart: false,
      assigned: false,
      isEnrolled: false,
      isCompleted: false,
      ACE_Certificate: true,
      hasCertificate: true,
      about: '<p>About nutrition</p>',
      arAbout: '<p>عن التغذية</p>',
      summary: 'Eat well to train well',
      arSummary: 'تغذية سليمة لتدريب أفضل',
      enrolledUsersCount: 120,
      sectionsCount: 2,
      lessonsCount: 4,
      videosCount: 1,
      articlesCount: 1,
      liveSessionsCount: 1,
      quizzesCount: 1,
      promoVideo: 'promo-basics',
      aceDaysToGetCertified: 30,
      approvedAt: '2026-01-01T00:00:00.000Z',
      lecturer: {
        id: world.mona.id,
        slug: 'mona-adel',
        fullName: 'Mona Adel',
        arFullName: 'منى عادل',
        bio: 'Bio of Mona',
        jobTitle: { localizedName: 'Fitness Coach' },
        user: { fullName: 'Mona Adel', slug: 'mona-adel' },
      },
      category: { id: world.nutrition.id, slug: 'nutrition', name: 'Nutrition', arName: 'التغذية' },
      programs: [],
      coursesCount: 0,
    });
  });

  it('shows the syllabus preview without lesson content, video ids or live links', async () => {
    const res = await server.gql(COURSE, { variables: { courseId: world.basics.id } });
    const { sections } = res.body.data!.course.data;
    expect(sections).toEqual([
      {
        id: expect.any(String),
        title: 'مقدمة',
        order: 1,
        lessonsCount: 2,
        videosCount: 1,
        articlesCount: 1,
        learningTimeInMinutes: 15,
        lessons: [
          {
            id: expect.any(String),
            title: 'درس Welcome',
            type: 'VIDEO',
            isPreview: true,
            order: 1,
            duration: 600,
            liveSessionStartAt: null,
          },
          {
            id: expect.any(String),
            title: 'درس Reading',
            type: 'ARTICLE',
            isPreview: false,
            order: 2,
            duration: 300,
            liveSessionStartAt: null,
          },
        ],
      },
      expect.objectContaining({ title: 'تطبيق', order: 2, lessonsCount: 2, learningTimeInMinutes: 60 }),
    ]);
    expect(sections[1].lessons[0]).toMatchObject({
      type: 'LIVE_SESSION',
      liveSessionStartAt: '2026-01-20T00:00:00.000Z',
    });
    const raw = JSON.stringify(res.body);
    for (const secret of ['SECRET CONTENT', 'secret-video', 'https://secret']) expect(raw).not.toContain(secret);
  });

  it('localises title, about, summary and names in Arabic (the default)', async () => {
    const res = await course({ slug: 'sports-nutrition-basics' });
    expect(res.message).toBe('تمت العملية بنجاح');
    expect(res.data).toMatchObject({
      title: 'أساسيات التغذية الرياضية',
      enTitle: 'Sports Nutrition Basics',
      about: '<p>عن التغذية</p>',
      summary: 'تغذية سليمة لتدريب أفضل',
      lecturer: { fullName: 'منى عادل', bio: 'نبذة عن منى', jobTitle: { localizedName: 'مدرب لياقة' } },
      category: { name: 'التغذية' },
    });
  });

  it('finds by id in any case, by slug, and the workshop too', async () => {
    expect((await course({ courseId: world.basics.id.toUpperCase() })).data.id).toBe(world.basics.id);
    const workshop = await course({ courseId: 'live-recovery-workshop' });
    expect(workshop.data).toMatchObject({
      type: 'WORKSHOP',
      isLiveCourse: true,
      lecturer: null,
      priceAfterDiscount: 200,
    });
    expect((await course({ courseId: world.stretching.id })).data).toMatchObject({
      averageRating: 3.5,
      originalPrice: 0,
      priceAfterDiscount: 0,
      lecturer: null,
    });
    expect((await course({ courseId: world.strength.id })).data).toMatchObject({
      averageRating: 0,
      sectionsCount: 0,
      sections: [],
    });
  });

  it.each([
    ['an unknown slug', 'no-such-course'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a draft', 'draft-course'],
    ['an unpublished course', 'unpublished-course'],
    ['a diploma', 'sports-science-diploma'],
  ])('answers NOT_FOUND for %s', async (_label, courseId) => {
    const res = await course({ courseId }, 'en');
    expect(res).toEqual({
      code: 'NOT_FOUND',
      message: 'The requested item was not found.',
      success: false,
      fieldErrors: [],
      data: null,
    });
  });

  it('refuses a missing parameter', async () => {
    expect((await course({})).code).toBe('VALIDATION_FAILED');
  });
});

describe('diploma', () => {
  it('answers the diploma detail with its published programs and counts', async () => {
    const res = (await server.gql(DIPLOMA, { variables: { diplomaId: 'sports-science-diploma' }, locale: 'en' })).body
      .data!.diploma;
    expect(res.data).toMatchObject({
      id: world.diploma.id,
      type: 'DIPLOMA',
      title: 'Sports Science Diploma',
      summary: 'A full track',
      arSummary: 'مسار كامل',
      originalPrice: 1000,
      priceAfterDiscount: 900,
      coursesCount: 2,
      workshopsCount: 1,
      lecturer: { fullName: 'Mona Adel' },
    });
    expect(res.data.programs.map((p: { slug: string }) => p.slug)).toEqual([
      'sports-nutrition-basics',
      'live-recovery-workshop',
      'strength-training',
    ]);
  });

  it('answers NOT_FOUND for a course slug and an unknown id', async () => {
    for (const diplomaId of ['sports-nutrition-basics', '00000000-0000-4000-8000-000000000001']) {
      expect((await server.gql(DIPLOMA, { variables: { diplomaId } })).body.data!.diploma.code).toBe('NOT_FOUND');
    }
  });
});

describe('rich text', () => {
  it('sanitises about again when it is shown, whatever wrote the row', async () => {
    await server.database.db
      .update(schema.learningPrograms)
      .set({
        enAbout: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        arAbout: '<img src="javascript:alert(1)"><p>مرحبا</p>',
      })
      .where(eq(schema.learningPrograms.id, world.basics.id));
    const res = await course({ courseId: world.basics.id }, 'en');
    for (const html of [res.data.about, res.data.arAbout]) {
      expect(html).not.toMatch(/script|onclick|javascript:/i);
    }
    expect(res.data.about).toContain('Hi');
    expect(res.data.arAbout).toContain('مرحبا');
  });
});

const CATEGORY = `query C($slug: String) { category(slug: $slug) { ${ENVELOPE} data { id slug } } }`;
const LECTURER = `query L($slug: String) { lecturer(slug: $slug) { ${ENVELOPE} data { id slug } } }`;

const data = async (query: string, field: string, slug: string) => {
  const envelope = (await server.gql(query, { variables: { slug } })).body.data![field] as {
    code: string;
    data: { id: string; slug: string } | null;
  };
  return envelope;
};

/** docs/product/shell.md: a slug spelled otherwise than it is stored finds its page, which redirects to the stored one. */
describe('slugs spelled the way they are made', () => {
  it('find a course, a diploma, a category and a lecturer by another spelling, answering the stored slug', async () => {
    expect((await data(COURSE, 'course', 'Sports-Nutrition-Basics')).data).toEqual(
      expect.objectContaining({ id: world.basics.id, slug: 'sports-nutrition-basics' }),
    );
    expect((await data(COURSE, 'course', ' sports nutrition  BASICS ')).data?.id).toBe(world.basics.id);
    expect((await data(DIPLOMA, 'diploma', 'SPORTS-SCIENCE-DIPLOMA')).data?.id).toBe(world.diploma.id);
    expect((await data(CATEGORY, 'category', 'Nutrition')).data).toEqual({ id: world.nutrition.id, slug: 'nutrition' });
    expect((await data(LECTURER, 'lecturer', 'Mona-Adel')).data?.slug).toBe('mona-adel');
  });

  it('still answers NOT_FOUND for what names nothing, in any spelling', async () => {
    expect((await data(COURSE, 'course', 'No-Such-Course')).code).toBe('NOT_FOUND');
    expect((await data(CATEGORY, 'category', 'تغذية')).code).toBe('NOT_FOUND');
  });
});
