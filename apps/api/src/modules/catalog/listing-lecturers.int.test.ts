import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE } from './testing/documents';
import { insertLecturer, insertNamed, insertProgram } from './testing/fixtures';

const LECTURER = `lecturer { id slug fullName enBio status profilePicture cvUrl
  jobTitle { enName arName } fieldOfTraining { enName } socialLinks { linkedin } }`;
const LISTING = `query courses($sort: LearningProgramSortInput) { courses(sort: $sort) { ${ENVELOPE}
  data { items { slug ${LECTURER} } } } }`;
const PROGRAM = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE} data { slug ${LECTURER} } } }`;

let server: TestServer;
const slugs = ['with-approved', 'with-rejected', 'with-blocked', 'without-lecturer'];

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  const job = await insertNamed(db, 'jobTitles', 'Coach', 'مدرب');
  const field = await insertNamed(db, 'fieldsOfTraining', 'Nutrition', 'تغذية');
  const names = { lastName: 'Said', arFirstName: 'منى', arLastName: 'سعيد' };
  const approved = await insertLecturer(db, {
    ...names,
    firstName: 'Mona',
    jobTitleId: job.id,
    fieldOfTrainingId: field.id,
    socialLinks: { linkedin: 'https://www.linkedin.com/in/mona' },
  });
  const rejected = await insertLecturer(db, { ...names, firstName: 'Rana', status: 'REJECTED' });
  const blocked = await insertLecturer(db, { ...names, firstName: 'Hoda', isBlocked: true });
  const owners = [approved.id, rejected.id, blocked.id, null];
  for (const [i, slug] of slugs.entries())
    await insertProgram(db, { slug, enTitle: slug, arTitle: `دورة ${i}`, lecturerId: owners[i] });
});
afterAll(() => server.close());

describe("a listing's lecturers", () => {
  it('are the ones a program page shows: public ones in full, hidden or missing ones null', async () => {
    for (const field of ['CREATED_AT', 'PRICE', 'TITLE']) {
      const res = await server.gql(LISTING, { variables: { sort: { field, order: 'ASC' } }, locale: 'en' });
      const items = res.body.data!.courses.data.items as Array<{ slug: string; lecturer: unknown }>;
      expect(items.map((item) => item.slug).sort()).toEqual([...slugs].sort());
      for (const item of items) {
        const page = await server.gql(PROGRAM, { variables: { slug: item.slug }, locale: 'en' });
        expect(item.lecturer).toEqual(page.body.data!.course.data.lecturer);
      }
      const bySlug = Object.fromEntries(items.map((item) => [item.slug, item.lecturer]));
      expect(bySlug['with-approved']).toMatchObject({
        fullName: 'Mona Said',
        enBio: 'Bio of Mona',
        status: 'APPROVED',
        cvUrl: null,
        jobTitle: { enName: 'Coach', arName: 'مدرب' },
        fieldOfTraining: { enName: 'Nutrition' },
        socialLinks: { linkedin: 'https://www.linkedin.com/in/mona' },
      });
      expect([bySlug['with-rejected'], bySlug['with-blocked'], bySlug['without-lecturer']]).toEqual([null, null, null]);
    }
  });
});
