import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';

const ENVELOPE = 'code message success fieldErrors { field message }';
const FAQ = 'id audience arQuestion enQuestion arAnswer enAnswer isShown sortOrder version';
const LIST = `query studioFaqs($audience: FaqAudience!) { studioFaqs(audience: $audience) { ${ENVELOPE} data { items { ${FAQ} } } } }`;
const CREATE = `mutation createFaq($input: FaqInput) { createFaq(input: $input) { ${ENVELOPE} data { ${FAQ} } } }`;
const UPDATE = `mutation updateFaq($input: UpdateFaqInput) { updateFaq(input: $input) { ${ENVELOPE} data { ${FAQ} } } }`;
const DELETE = `mutation deleteFaq($input: DeleteFaqInput) { deleteFaq(input: $input) { ${ENVELOPE} data { id } } }`;
const REORDER = `mutation reorderFaqs($input: ReorderFaqsInput) { reorderFaqs(input: $input) { ${ENVELOPE} data { items { id sortOrder } } } }`;
const PUBLIC = `query { lecturerFaqs { success data { items { id question } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'faqs-studio.example');
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
});
afterAll(() => server.close());

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);

async function created(n: number, over: Record<string, unknown> = {}) {
  const input = {
    audience: 'LECTURER',
    arQuestion: `سؤال ${n}؟`,
    enQuestion: `Question ${n}?`,
    arAnswer: `جواب ${n}`,
    enAnswer: `Answer ${n}`,
    ...over,
  };
  const res = await as(people.admin, CREATE, { input });
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.data;
}

const publicQuestions = async (locale: 'ar' | 'en') =>
  (await as(people.visitor, PUBLIC, {}, locale)).data.items.map((f: { question: string }) => f.question);

describe('FAQs in the studio', () => {
  it('adds questions at the end, hides one from visitors, reorders them, audited and refreshed', async () => {
    const one = await created(1);
    const two = await created(2);
    const three = await created(3, { isShown: false });
    expect([one.sortOrder, two.sortOrder, three.sortOrder]).toEqual([0, 1, 2]);
    expect(published.at(-1)).toEqual(['faqs']);
    // Arabic answers show Arabic-Indic digits (decision 0050).
    expect(await publicQuestions('ar')).toEqual(['سؤال ١؟', 'سؤال ٢؟']);

    const moved = await as(people.admin, REORDER, {
      input: { audience: 'LECTURER', faqIds: [three.id, two.id, one.id] },
    });
    expect(moved.data.items.map((f: { id: string }) => f.id)).toEqual([three.id, two.id, one.id]);
    expect(await publicQuestions('en')).toEqual(['Question 2?', 'Question 1?']);
    const audit = await server.database.db
      .select()
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.entityId, one.id));
    expect(audit.map((a) => a.action)).toEqual(['faq.create', 'faq.reorder']);

    // An order that leaves a question out, or names one twice, is a list changed in between.
    const partial = await as(people.admin, REORDER, { input: { audience: 'LECTURER', faqIds: [one.id, two.id] } });
    expect(partial.code).toBe('VERSION_CONFLICT');
    const twice = await as(people.admin, REORDER, {
      input: { audience: 'LECTURER', faqIds: [one.id, one.id, three.id] },
    });
    expect(twice.code).toBe('VERSION_CONFLICT');
  });

  it('saves on the version opened, refuses a stale save, answers per-field errors in both languages, deletes', async () => {
    const faq = await created(4);
    const input = { faqId: faq.id, arQuestion: 'سؤال معدل؟', enQuestion: 'Edited?', arAnswer: 'نعم', enAnswer: 'Yes' };
    const saved = await as(people.admin, UPDATE, { input: { ...input, version: faq.version } });
    expect(saved.data).toMatchObject({ enQuestion: 'Edited?', version: faq.version + 1 });
    const stale = await as(people.admin, UPDATE, { input: { ...input, version: faq.version, enAnswer: 'Lost' } });
    expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });

    const bad = { audience: 'USER', arQuestion: '', enQuestion: ' ', arAnswer: 'x', enAnswer: 'y' };
    const ar = await as(people.admin, CREATE, { input: bad }, 'ar');
    expect(ar.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['arQuestion', 'enQuestion']);
    expect(ar.fieldErrors[0].message).toBe('هذا الحقل مطلوب.');
    const en = await as(people.admin, CREATE, { input: bad }, 'en');
    expect(en.fieldErrors[0].message).toBe('This field is required.');

    expect((await as(people.admin, DELETE, { input: { faqId: faq.id, version: 1 } })).code).toBe('VERSION_CONFLICT');
    expect((await as(people.admin, DELETE, { input: { faqId: faq.id, version: 2 } })).success).toBe(true);
    const list = await as(people.admin, LIST, { audience: 'LECTURER' });
    expect(list.data.items.map((f: { id: string }) => f.id)).not.toContain(faq.id);
  });
});
