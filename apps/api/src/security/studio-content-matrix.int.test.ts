import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlog, insertBlogCategory } from '../modules/catalog/testing/fixtures';
import { studioPeople, type StudioPeople } from '../modules/catalog/testing/studio-people';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { assertWellFormed } from './testing/well-formed';

/**
 * The studio's permission matrix for authored content (docs/security.md, decision 0067): every
 * blog operation, called on the owning lecturer's post by a visitor, a learner, a lecturer whose
 * profile is pending, another lecturer, the owning lecturer and an administrator. Refusals leak
 * nothing of the post and write nothing; the others get what their role allows.
 */
const E = 'code success message fieldErrors { field message }';
const B = 'id version status enTitle';
const FIELDS =
  'arTitle: "تدوينة", enTitle: "Matrix Post", categoryId: $c, arContent: "<p>نص</p>", enContent: "<p>Text</p>"';
const operations = {
  studioBlogs: `query studioBlogs { studioBlogs { ${E} data { items { ${B} } } } }`,
  studioBlog: `query studioBlog($id: ID) { studioBlog(blogId: $id) { ${E} data { ${B} } } }`,
  createBlog: `mutation createBlog($c: ID!) { createBlog(input: { ${FIELDS} }) { ${E} data { ${B} } } }`,
  updateBlog: `mutation updateBlog($id: ID, $v: Int, $c: ID!) { updateBlog(input: { blogId: $id, version: $v, ${FIELDS} }) { ${E} data { ${B} } } }`,
  submitBlogForReview: `mutation submitBlogForReview($id: ID, $v: Int) { submitBlogForReview(input: { blogId: $id, version: $v }) { ${E} data { ${B} } } }`,
  returnBlogToDraft: `mutation returnBlogToDraft($id: ID, $v: Int) { returnBlogToDraft(input: { blogId: $id, version: $v, comment: "Fix" }) { ${E} data { ${B} } } }`,
  publishBlog: `mutation publishBlog($id: ID, $v: Int) { publishBlog(input: { blogId: $id, version: $v }) { ${E} data { ${B} } } }`,
  unpublishBlog: `mutation unpublishBlog($id: ID, $v: Int) { unpublishBlog(input: { blogId: $id, version: $v }) { ${E} data { ${B} } } }`,
} as const;
type Op = keyof typeof operations;
type Role = 'visitor' | 'learner' | 'pendingLecturer' | 'otherLecturer' | 'owner' | 'admin';

const refused = { visitor: 'UNAUTHENTICATED', learner: 'FORBIDDEN', pendingLecturer: 'FORBIDDEN' } as const;
/** The post's editors: its author and administrators; another lecturer's post reads as missing. */
const editors = { ...refused, otherLecturer: 'NOT_FOUND', owner: 'OK', admin: 'OK' } as const;
/** Anyone in the studio (a lecturer's own list, a new post). */
const studio = { ...refused, otherLecturer: 'OK', owner: 'OK', admin: 'OK' } as const;
/** Administrators' steps (publishing, sending back): refused before the post is even looked up. */
const adminOnly = { ...refused, otherLecturer: 'FORBIDDEN', owner: 'FORBIDDEN', admin: 'OK' } as const;

const expected: Record<Op, Record<Role, string>> = {
  studioBlogs: studio,
  studioBlog: editors,
  createBlog: studio,
  updateBlog: editors,
  submitBlogForReview: editors,
  returnBlogToDraft: adminOnly,
  publishBlog: adminOnly,
  unpublishBlog: editors,
};
/** Where the owner's post is when each operation is tried on it. */
const startsAs: Partial<Record<Op, Partial<typeof schema.blogs.$inferInsert>>> = {
  returnBlogToDraft: { status: 'DRAFT', reviewRequestedAt: new Date() },
  unpublishBlog: { status: 'PUBLISHED', publishedAt: new Date() },
};

let server: TestServer;
let people: StudioPeople;
let categoryId: string;

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'content-matrix.example');
  categoryId = (await insertBlogCategory(server.database.db, { enName: 'Matrix Blogs', arName: 'مدونة' })).id;
});
afterAll(() => server.close());

const who = (role: Role) => (role === 'owner' ? people.lecturer : people[role]);

describe('blog posts in the studio', () => {
  for (const op of Object.keys(operations) as Op[]) {
    it(`${op}: each role gets what its role allows, and refusals leak and write nothing`, async () => {
      for (const [role, want] of Object.entries(expected[op]) as Array<[Role, string]>) {
        const post = await insertBlog(server.database.db, {
          enTitle: `Owner secret ${op} ${role}`,
          arTitle: 'سر',
          categoryId,
          lecturerId: people.lecturer.lecturerId,
          status: 'DRAFT',
          publishedAt: null,
          ...startsAs[op],
        });
        const res = await server.gql(operations[op], {
          token: who(role).token,
          variables: { id: post.id, v: post.version, c: categoryId },
          ip: freshIp(),
          locale: 'en',
        });
        const envelope = assertWellFormed(op, res)!;
        expect(envelope.success ? 'OK' : envelope.code, `${op} as ${role}: ${JSON.stringify(res.body)}`).toBe(want);
        const [after] = await server.database.db.select().from(schema.blogs).where(eq(schema.blogs.id, post.id));
        if (role !== 'owner' && role !== 'admin')
          expect(JSON.stringify(res.body), `${op} as ${role} leaked the post`).not.toContain('Owner secret');
        if (want === 'OK') continue;
        expect(after!.version, `${op} as ${role} wrote`).toBe(post.version);
      }
    });
  }
});

// Blog categories: anyone in the studio reads them (to file a post); only administrators write.
const categoryOperations = {
  studioBlogCategories: `query studioBlogCategories { studioBlogCategories { ${E} data { items { id enName } } } }`,
  studioBlogCategory: `query studioBlogCategory($id: ID) { studioBlogCategory(blogCategoryId: $id) { ${E} data { enName } } }`,
  createBlogCategory: `mutation createBlogCategory($slug: String) { createBlogCategory(input: { arName: "تصنيف", enName: "Matrix new", slug: $slug }) { ${E} data { enName } } }`,
  updateBlogCategory: `mutation updateBlogCategory($id: ID) { updateBlogCategory(input: { blogCategoryId: $id, version: 1, arName: "تصنيف", enName: "Matrix saved" }) { ${E} data { enName } } }`,
  deleteBlogCategory: `mutation deleteBlogCategory($id: ID) { deleteBlogCategory(input: { blogCategoryId: $id, version: 1 }) { ${E} data { id } } }`,
} as const;
type CategoryOp = keyof typeof categoryOperations;
const readers = { ...studio, owner: 'OK' } as const;
const categoryExpected: Record<CategoryOp, Record<Role, string>> = {
  studioBlogCategories: readers,
  studioBlogCategory: readers,
  createBlogCategory: adminOnly,
  updateBlogCategory: adminOnly,
  deleteBlogCategory: adminOnly,
};

describe('blog categories in the studio', () => {
  for (const op of Object.keys(categoryOperations) as CategoryOp[]) {
    it(`${op}: each role gets what its role allows, and refusals write nothing`, async () => {
      for (const [role, want] of Object.entries(categoryExpected[op]) as Array<[Role, string]>) {
        const stamp = `${op}-${role}`.toLowerCase().replace(/[^a-z-]/g, '');
        const category = await insertBlogCategory(server.database.db, {
          enName: `Matrix ${stamp}`,
          arName: 'مصفوفة',
          slug: `matrix-${stamp}`,
        });
        const res = await server.gql(categoryOperations[op], {
          token: who(role).token,
          variables: { id: category.id, slug: `matrix-${stamp}-new` },
          ip: freshIp(),
          locale: 'en',
        });
        const envelope = assertWellFormed(op, res)!;
        expect(envelope.success ? 'OK' : envelope.code, `${op} as ${role}: ${JSON.stringify(res.body)}`).toBe(want);
        if (want === 'OK') continue;
        const rows = await server.database.db
          .select()
          .from(schema.blogCategories)
          .where(eq(schema.blogCategories.id, category.id));
        expect(
          rows.map((r) => [r.enName, r.version]),
          `${op} as ${role} wrote`,
        ).toEqual([[`Matrix ${stamp}`, 1]]);
      }
    });
  }
});

// FAQs: administrators only.
const faqOperations = {
  studioFaqs: `query studioFaqs { studioFaqs(audience: USER) { ${E} data { items { id enQuestion } } } }`,
  createFaq: `mutation createFaq { createFaq(input: { audience: USER, arQuestion: "س؟", enQuestion: "Matrix?", arAnswer: "ج", enAnswer: "A" }) { ${E} data { enQuestion } } }`,
  updateFaq: `mutation updateFaq($id: ID) { updateFaq(input: { faqId: $id, version: 1, arQuestion: "س؟", enQuestion: "Matrix saved?", arAnswer: "ج", enAnswer: "A" }) { ${E} data { enQuestion } } }`,
  deleteFaq: `mutation deleteFaq($id: ID) { deleteFaq(input: { faqId: $id, version: 1 }) { ${E} data { id } } }`,
  reorderFaqs: `mutation reorderFaqs($ids: [ID!]) { reorderFaqs(input: { audience: LECTURER, faqIds: $ids }) { ${E} data { items { id } } } }`,
} as const;
type FaqOp = keyof typeof faqOperations;

describe('FAQs in the studio', () => {
  for (const op of Object.keys(faqOperations) as FaqOp[]) {
    it(`${op}: administrators only, and refusals write nothing`, async () => {
      for (const [role, want] of Object.entries(adminOnly) as Array<[Role, string]>) {
        const db = server.database.db;
        // Reordering names every lecturer question, so each try starts from a list of one.
        if (op === 'reorderFaqs') await db.delete(schema.faqs).where(eq(schema.faqs.audience, 'LECTURER'));
        const [faq] = await db
          .insert(schema.faqs)
          .values({
            audience: 'LECTURER',
            arQuestion: 'س',
            enQuestion: `Matrix ${op} ${role}`,
            arAnswer: 'ج',
            enAnswer: 'A',
            sortOrder: 5,
          })
          .returning();
        const res = await server.gql(faqOperations[op], {
          token: who(role).token,
          variables: { id: faq!.id, ids: [faq!.id] },
          ip: freshIp(),
          locale: 'en',
        });
        const envelope = assertWellFormed(op, res)!;
        expect(envelope.success ? 'OK' : envelope.code, `${op} as ${role}: ${JSON.stringify(res.body)}`).toBe(want);
        if (want === 'OK') continue;
        const rows = await db.select().from(schema.faqs).where(eq(schema.faqs.id, faq!.id));
        expect(
          rows.map((r) => [r.enQuestion, r.version, r.sortOrder]),
          `${op} as ${role} wrote`,
        ).toEqual([[`Matrix ${op} ${role}`, 1, 5]]);
      }
    });
  }
});
