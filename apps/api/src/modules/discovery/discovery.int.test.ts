import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { seedBlogs } from '../blogs/testing/blog-world';
import { ENVELOPE, PAGE_INFO } from '../catalog/testing/documents';
import { insertNamed, insertRows } from '../catalog/testing/fixtures';
import { seedCatalogue } from '../catalog/testing/world';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  await seedCatalogue(db);
  await seedBlogs(db);
  await insertRows(db, 'faqs', [
    {
      audience: 'USER',
      enQuestion: 'How do I pay?',
      arQuestion: 'كيف أدفع؟',
      enAnswer: 'By card.',
      arAnswer: 'بالبطاقة.',
      sortOrder: 2,
    },
    {
      audience: 'USER',
      enQuestion: 'Is there a certificate?',
      arQuestion: 'هل توجد شهادة؟',
      enAnswer: 'Yes.',
      arAnswer: 'نعم.',
      sortOrder: 1,
    },
    {
      audience: 'LECTURER',
      enQuestion: 'How do I join?',
      arQuestion: 'كيف أنضم؟',
      enAnswer: 'Apply.',
      arAnswer: 'قدّم.',
      sortOrder: 1,
    },
  ]);
  await insertRows(db, 'policies', [
    { kind: 'TERMS', enTitle: 'Terms', arTitle: 'الشروط', contentEn: '<p>Terms</p>', contentAr: '<p>الشروط</p>' },
    {
      kind: 'PRIVACY',
      enTitle: 'Privacy',
      arTitle: 'الخصوصية',
      contentEn: '<p>Privacy</p>',
      contentAr: '<p>الخصوصية</p>',
    },
  ]);
  await insertRows(db, 'countries', [
    { isoCode: 'SA', enName: 'Saudi Arabia', arName: 'السعودية', dialCode: '+966', sortOrder: 2 },
    { isoCode: 'EG', enName: 'Egypt', arName: 'مصر', dialCode: '+20', sortOrder: 1 },
    { isoCode: 'AE', enName: 'United Arab Emirates', arName: 'الإمارات', dialCode: '+971', sortOrder: 100 },
  ]);
  await insertNamed(db, 'fieldsOfTraining', 'Nutrition', 'التغذية');
  await insertNamed(db, 'fieldsOfTraining', 'Athletics', 'ألعاب القوى');
  await insertNamed(db, 'fieldsOfTraining', 'Retired', 'قديم', false);
  await insertNamed(db, 'jobTitles', 'Athletic Trainer', 'مدرب رياضي');
});
afterAll(() => server.close());

const field = async (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') =>
  Object.values((await server.gql(query, { variables, locale })).body.data!)[0] as any;

const EXPLORE = `query E($sort: LearningProgramSortInput, $popularCoursesLimit: Int) {
  learningProgramsExplore(sort: $sort, popularCoursesLimit: $popularCoursesLimit) { ${ENVELOPE}
    data { categories { slug name } popularCourses { slug } liveWorkshops { slug isLiveCourse } diplomas { slug coursesCount }
      lecturers { slug fullName } latestBlogs { slug title category { name } } } } }`;

describe('learningProgramsExplore', () => {
  it('answers every home strip', async () => {
    const res = await field(EXPLORE, { popularCoursesLimit: 2 }, 'en');
    expect(res).toMatchObject({ code: 'OK', success: true });
    expect(res.data).toEqual({
      categories: [
        { slug: 'fitness', name: 'Fitness' },
        { slug: 'nutrition', name: 'Nutrition' },
      ],
      popularCourses: [{ slug: 'strength-training' }, { slug: 'sports-nutrition-basics' }],
      liveWorkshops: [{ slug: 'live-recovery-workshop', isLiveCourse: true }],
      diplomas: [{ slug: 'sports-science-diploma', coursesCount: 2 }],
      lecturers: [expect.objectContaining({ slug: 'sara-nabil' }), expect.objectContaining({ slug: 'mona-adel' })],
      latestBlogs: expect.arrayContaining([{ slug: 'rest-days', title: 'Rest Days', category: { name: 'Training' } }]),
    });
    expect(res.data.latestBlogs).toHaveLength(4);
    expect((await field(EXPLORE, { popularCoursesLimit: 0 })).code).toBe('VALIDATION_FAILED');
  });
});

describe('reference lists', () => {
  it('answers user and lecturer FAQs in order, localised', async () => {
    const users = await field(
      `query { userFaqs { ${ENVELOPE} data { items { question answer enQuestion arAnswer } ${PAGE_INFO} } } }`,
    );
    expect(users.data.items.map((f: { question: string }) => f.question)).toEqual(['هل توجد شهادة؟', 'كيف أدفع؟']);
    expect(users.data.pageInfo).toEqual({ page: 1, limit: 2, totalCount: 2, totalPages: 1, hasNext: false });
    const lecturers = await field(`query { lecturerFaqs { data { items { question answer } } } }`, {}, 'en');
    expect(lecturers.data.items).toEqual([{ question: 'How do I join?', answer: 'Apply.' }]);
  });

  it('answers the policies in both languages', async () => {
    const res = await field(
      `query { getPolicies { ${ENVELOPE} data { items { id kind title contentEn contentAr content updatedAt } } } }`,
      {},
      'en',
    );
    expect(
      res.data.items.map((p: { kind: string; title: string; content: string }) => [p.kind, p.title, p.content]),
    ).toEqual([
      ['PRIVACY', 'Privacy', '<p>Privacy</p>'],
      ['TERMS', 'Terms', '<p>Terms</p>'],
    ]);
    expect(res.data.items[0]).toMatchObject({ contentAr: '<p>الخصوصية</p>', updatedAt: expect.any(String) });
  });

  it('answers countries with the name in the request language and the dial code', async () => {
    const ar = await field(`query { countries { ${ENVELOPE} data { items { isoCode localeName dialCode } } } }`);
    expect(ar.data.items).toEqual([
      { isoCode: 'EG', localeName: 'مصر', dialCode: '+20' },
      { isoCode: 'SA', localeName: 'السعودية', dialCode: '+966' },
      { isoCode: 'AE', localeName: 'الإمارات', dialCode: '+971' },
    ]);
    const en = await field(`query { countries { data { items { localeName } } } }`, {}, 'en');
    expect(en.data.items[0].localeName).toBe('Egypt');
  });

  it('answers active fields of training and job titles, sorted by localised name', async () => {
    const en = await field(
      `query { activeFieldOfTrainings { ${ENVELOPE} data { items { id localizedName } } } }`,
      {},
      'en',
    );
    expect(en.data.items.map((f: { localizedName: string }) => f.localizedName)).toEqual(['Athletics', 'Nutrition']);
    const ar = await field(`query { activeFieldOfTrainings { data { items { localizedName } } } }`);
    // Arabic collation folds hamza at the first level: التغذية (ت) before ألعاب (ع).
    expect(ar.data.items.map((f: { localizedName: string }) => f.localizedName)).toEqual(['التغذية', 'ألعاب القوى']);
    const jobs = await field(`query { activeJobTitles { ${ENVELOPE} data { items { id localizedName } } } }`, {}, 'en');
    expect(jobs.data.items.map((j: { localizedName: string }) => j.localizedName)).toEqual([
      'Athletic Trainer',
      'Fitness Coach',
    ]);
  });
});
