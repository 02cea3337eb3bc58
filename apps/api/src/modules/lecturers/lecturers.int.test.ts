import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE, PAGE_INFO } from '../catalog/testing/documents';
import { insertLecturer, insertNamed } from '../catalog/testing/fixtures';
import { seedCatalogue } from '../catalog/testing/world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCatalogue>>;
let physio: Awaited<ReturnType<typeof insertNamed>>;
beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  world = await seedCatalogue(db);
  physio = await insertNamed(db, 'jobTitles', 'Physiotherapist', 'أخصائي علاج طبيعي');
  const field = await insertNamed(db, 'fieldsOfTraining', 'Rehabilitation', 'التأهيل');
  await insertLecturer(db, {
    firstName: 'Karim',
    lastName: 'Fawzy',
    arFirstName: 'كريم',
    arLastName: 'فوزي',
    slug: 'karim-fawzy',
    jobTitleId: physio.id,
    fieldOfTrainingId: field.id,
    createdAt: new Date('2027-01-01T00:00:00Z'),
  });
  await insertLecturer(db, {
    firstName: 'Blocked',
    lastName: 'One',
    arFirstName: 'محظور',
    arLastName: 'واحد',
    isBlocked: true,
  });
  await insertLecturer(db, {
    firstName: 'Rejected',
    lastName: 'One',
    arFirstName: 'مرفوض',
    arLastName: 'واحد',
    status: 'REJECTED',
  });
});
afterAll(() => server.close());

const FIELDS = `id slug fullName arFullName enFullName firstName arFirstName bio enBio arBio status cvUrl profilePicture
  jobTitle { id localizedName } fieldOfTraining { localizedName } user { id slug fullName arFullName enFullName }
  courses { slug type } diplomas { slug } coursesCount diplomasCount`;
const LIST = `query L($filter: LecturersFilterInput, $paginate: PaginateInput, $sort: LecturersSortInput) {
  lecturers(filter: $filter, paginate: $paginate, sort: $sort) { ${ENVELOPE} data { items { ${FIELDS} } ${PAGE_INFO} } } }`;
const ONE = `query One($lecturerId: String, $slug: String) { lecturer(lecturerId: $lecturerId, slug: $slug) { ${ENVELOPE} data { ${FIELDS} } } }`;

const field = async (
  query: string,
  variables: Record<string, unknown> = {},
  options: { locale?: 'ar' | 'en'; token?: string } = {},
) => Object.values((await server.gql(query, { variables, ...options })).body.data!)[0] as any;
const slugs = async (variables: Record<string, unknown>, locale?: 'ar' | 'en') =>
  (await field(LIST, variables, { locale })).data.items.map((l: { slug: string }) => l.slug);

describe('lecturers', () => {
  it('lists approved lecturers with active accounts, newest first', async () => {
    const res = await field(LIST, {}, { locale: 'en' });
    expect(res.data.items.map((l: { slug: string }) => l.slug)).toEqual(['karim-fawzy', 'mona-adel']);
    expect(res.data.pageInfo).toEqual({ page: 1, limit: 12, totalCount: 2, totalPages: 1, hasNext: false });
    expect(res.data.items[1]).toMatchObject({
      fullName: 'Mona Adel',
      arFullName: 'منى عادل',
      bio: 'Bio of Mona',
      status: 'APPROVED',
      cvUrl: null,
      jobTitle: { localizedName: 'Fitness Coach' },
      courses: [
        { slug: 'strength-training', type: 'COURSE' },
        { slug: 'sports-nutrition-basics', type: 'COURSE' },
      ],
      diplomas: [{ slug: 'sports-science-diploma' }],
      coursesCount: 2,
      diplomasCount: 1,
    });
  });

  it('filters by job title, field and name (Arabic-aware), sorts by name and pages', async () => {
    expect(await slugs({ filter: { jobTitleId: physio.id } })).toEqual(['karim-fawzy']);
    expect(await slugs({ filter: { searchKey: 'MONA' } })).toEqual(['mona-adel']);
    expect(await slugs({ filter: { searchKey: 'كريم' } })).toEqual(['karim-fawzy']);
    expect(await slugs({ filter: { searchKey: 'مني' } })).toEqual(['mona-adel']);
    expect(await slugs({ sort: { field: 'NAME' } }, 'en')).toEqual(['karim-fawzy', 'mona-adel']);
    expect(await slugs({ sort: { field: 'NAME', order: 'DESC' } }, 'ar')).toEqual(['mona-adel', 'karim-fawzy']);
    const page = await field(LIST, { paginate: { page: 2, limit: 1 } });
    expect(page.data.pageInfo).toEqual({ page: 2, limit: 1, totalCount: 2, totalPages: 2, hasNext: false });
    expect((await field(LIST, { paginate: { limit: 51 } })).code).toBe('VALIDATION_FAILED');
    expect((await field(LIST, { filter: { jobTitleId: 'x' } })).code).toBe('VALIDATION_FAILED');
  });
});

describe('lecturer', () => {
  it('finds by id or by the user slug, localised', async () => {
    const byId = await field(ONE, { lecturerId: world.mona.id });
    expect(byId.data).toMatchObject({
      slug: 'mona-adel',
      fullName: 'منى عادل',
      bio: 'نبذة عن منى',
      jobTitle: { localizedName: 'مدرب لياقة' },
    });
    expect(byId.data.user).toEqual({
      id: world.mona.user.id,
      slug: 'mona-adel',
      fullName: 'منى عادل',
      arFullName: 'منى عادل',
      enFullName: 'Mona Adel',
    });
    const bySlug = await field(ONE, { slug: 'karim-fawzy' }, { locale: 'en' });
    expect(bySlug.data).toMatchObject({
      fullName: 'Karim Fawzy',
      fieldOfTraining: { localizedName: 'Rehabilitation' },
      courses: [],
      diplomas: [],
    });
  });

  it('never shows e-mail, and the CV only to its owner', async () => {
    const raw = JSON.stringify((await server.gql(ONE, { variables: { lecturerId: 'mona-adel' } })).body);
    expect(raw).not.toContain('@example.com');
    const { token } = await signedInUser(server, { email: 'someone@example.com' });
    expect((await field(ONE, { lecturerId: 'mona-adel' }, { token })).data.cvUrl).toBeNull();
  });

  it('answers NOT_FOUND for unknown, pending, rejected and blocked lecturers', async () => {
    for (const lecturerId of ['nobody', world.pending.id, '22222222-2222-4222-8222-222222222222']) {
      expect((await field(ONE, { lecturerId })).code).toBe('NOT_FOUND');
    }
    const rejected = await field(LIST, { filter: { searchKey: 'Rejected' } });
    expect(rejected.data.items).toEqual([]);
    expect((await field(LIST, { filter: { searchKey: 'Blocked' } })).data.items).toEqual([]);
  });
});
