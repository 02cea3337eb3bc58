import { publishDueBlogs } from '@manara/domain';
import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertBlogCategory } from '../catalog/testing/fixtures';
import {
  callAs,
  studioPeople,
  uploadedFileOf,
  type StudioPeople,
  type StudioPerson,
} from '../catalog/testing/studio-people';

const ENVELOPE = 'code message success fieldErrors { field message }';
const BLOG =
  'id slug arTitle enTitle arSummary enContent arContent thumbnail lecturerId arTags enTags status reviewComment scheduledAt publishedAt version';
const LIST = `query studioBlogs($status: StudioBlogStatus, $search: String, $paginate: PaginateInput) { studioBlogs(status: $status, search: $search, paginate: $paginate) { ${ENVELOPE} data { items { id slug status } pageInfo { totalCount } } } }`;
const GET = `query studioBlog($id: ID) { studioBlog(blogId: $id) { ${ENVELOPE} data { ${BLOG} } } }`;
const CREATE = `mutation createBlog($input: BlogInput) { createBlog(input: $input) { ${ENVELOPE} data { ${BLOG} } } }`;
const UPDATE = `mutation updateBlog($input: UpdateBlogInput) { updateBlog(input: $input) { ${ENVELOPE} data { ${BLOG} } } }`;
const PUBLISH = `mutation publishBlog($input: PublishBlogInput) { publishBlog(input: $input) { ${ENVELOPE} data { ${BLOG} } } }`;
const step = (name: string) =>
  `mutation ${name}($input: BlogTransitionInput) { ${name}(input: $input) { ${ENVELOPE} data { ${BLOG} } } }`;
const PUBLIC = `query blog($slug: String) { blog(slug: $slug) { success code data { id slug title summary seoTitle seoDescription } } }`;

let server: TestServer;
let people: StudioPeople;
let categoryId: string;
const published: string[][] = [];

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'blogs-studio.example');
  categoryId = (await insertBlogCategory(server.database.db, { enName: 'Studio Posts', arName: 'تدوينات' })).id;
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
});
afterAll(() => server.close());

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);

const fields = (over: Record<string, unknown> = {}) => ({
  arTitle: 'التعافي بعد التمرين',
  enTitle: 'Recovery After Training',
  arSummary: 'كيف تتعافى',
  enSummary: 'How to recover',
  arContent: '<p dir="rtl">نم جيدًا</p><p><img src="/media/files/course_articles/a.webp" alt="نوم"></p>',
  enContent: '<p>Sleep well<script>alert(1)</script></p>',
  categoryId,
  arTags: ['التعافي'],
  enTags: ['recovery'],
  ...over,
});

async function created(who: StudioPerson, over: Record<string, unknown> = {}) {
  const res = await as(who, CREATE, { input: fields(over) });
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.data;
}

const auditOf = (id: string) =>
  server.database.db.select().from(schema.auditEntries).where(eq(schema.auditEntries.entityId, id));

describe('writing a post', () => {
  it('makes a sanitised draft with a slug from the English title, audited, and invisible to visitors', async () => {
    const cover = await uploadedFileOf(server, people.admin.userId!, 'COURSE_THUMBNAIL');
    const blog = await created(people.admin, { thumbnail: cover, lecturerId: people.lecturer.lecturerId });
    expect(blog).toMatchObject({
      slug: 'recovery-after-training',
      status: 'DRAFT',
      version: 1,
      thumbnail: cover,
      lecturerId: people.lecturer.lecturerId,
      arTags: ['التعافي'],
    });
    expect(blog.enContent).not.toContain('script');
    expect(blog.arContent).toContain('<img');
    expect(await auditOf(blog.id)).toMatchObject([{ action: 'blog.create' }]);
    expect((await as(people.visitor, PUBLIC, { slug: blog.slug })).code).toBe('NOT_FOUND');

    const again = await created(people.admin);
    expect(again.slug).toMatch(/^recovery-after-training-[a-z0-9]{4}$/);
  });

  it('answers per-field errors in both languages: slug in use, bad category, someone else’s cover, empty title', async () => {
    const foreign = await uploadedFileOf(server, people.lecturer.userId!, 'COURSE_THUMBNAIL');
    const input = fields({
      slug: 'recovery-after-training',
      categoryId: '00000000-0000-4000-8000-000000000000',
      thumbnail: foreign,
    });
    const ar = await as(people.admin, CREATE, { input }, 'ar');
    expect(ar).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(ar.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['categoryId', 'slug', 'thumbnail']);
    expect(ar.fieldErrors.find((f: { field: string }) => f.field === 'slug').message).toBe(
      'تستخدم تدوينة أخرى هذا العنوان، الآن أو سابقًا.',
    );
    const en = await as(people.admin, CREATE, { input }, 'en');
    expect(en.fieldErrors.find((f: { field: string }) => f.field === 'slug').message).toBe(
      'Another post uses this address, now or before.',
    );
    const empty = await as(people.admin, CREATE, { input: fields({ enTitle: ' ', slug: 'Not a slug!' }) }, 'ar');
    expect(empty.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['enTitle', 'slug']);
    expect(empty.fieldErrors[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('saving and publishing', () => {
  it('saves on the version opened, keeps the old slug redirecting, publishes, and refuses a stale save', async () => {
    const blog = await created(people.admin, { enTitle: 'Warm Up Right' });
    const input = { ...fields({ enTitle: 'Warm Up Right' }), blogId: blog.id, version: 1 };
    const published1 = await as(people.admin, PUBLISH, { input: { blogId: blog.id, version: 1 } });
    expect(published1).toMatchObject({ success: true, code: 'BLOG_PUBLISHED', data: { status: 'PUBLISHED' } });
    expect(published.at(-1)).toEqual(expect.arrayContaining(['blogs', `blog:${blog.id}`, 'home']));
    expect((await as(people.visitor, PUBLIC, { slug: 'warm-up-right' }, 'ar')).data).toMatchObject({
      title: 'التعافي بعد التمرين',
      summary: 'كيف تتعافى',
      // No SEO texts written: the page falls back to the title and the summary.
      seoTitle: null,
      seoDescription: null,
    });
    expect((await as(people.visitor, PUBLIC, { slug: 'warm-up-right' }, 'en')).data.summary).toBe('How to recover');

    const saved = await as(people.admin, UPDATE, {
      input: { ...input, version: 2, slug: 'warm-up', arTitle: 'الإحماء', enSeoTitle: 'How to Warm Up Before Running' },
    });
    expect(saved.data).toMatchObject({ slug: 'warm-up', version: 3 });
    expect((await as(people.visitor, PUBLIC, { slug: 'warm-up' }, 'en')).data.seoTitle).toBe(
      'How to Warm Up Before Running',
    );
    // Written in English only, it does not name the Arabic page (which keeps its own title).
    expect((await as(people.visitor, PUBLIC, { slug: 'warm-up' }, 'ar')).data.seoTitle).toBeNull();
    // The former slug still finds the post (the public page redirects to the current one).
    expect((await as(people.visitor, PUBLIC, { slug: 'warm-up-right' }, 'ar')).data).toMatchObject({
      slug: 'warm-up',
      title: 'الإحماء',
    });
    // Nobody else may take a slug whose links still lead to this post.
    const clash = await as(people.admin, CREATE, { input: fields({ slug: 'warm-up-right' }) });
    expect(clash.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['slug']);
    const [, , update] = await auditOf(blog.id);
    expect(update).toMatchObject({
      action: 'blog.update',
      before: { slug: 'warm-up-right' },
      after: { slug: 'warm-up' },
    });

    const stale = await as(people.admin, UPDATE, { input: { ...input, version: 2, enTitle: 'Lost' } });
    expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
    expect((await as(people.admin, GET, { id: blog.id })).data.enTitle).toBe('Warm Up Right');

    const down = await as(people.admin, step('unpublishBlog'), { input: { blogId: blog.id, version: 3 } });
    expect(down.data.status).toBe('UNPUBLISHED');
    expect((await as(people.visitor, PUBLIC, { slug: 'warm-up' })).code).toBe('NOT_FOUND');
  });

  it('schedules for a later moment, and the job runner publishes it when it comes', async () => {
    const blog = await created(people.admin, { enTitle: 'Scheduled Post' });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await as(people.admin, PUBLISH, { input: { blogId: blog.id, version: 1, publishAt: at } });
    expect(scheduled).toMatchObject({ code: 'BLOG_SCHEDULED', data: { status: 'SCHEDULED' } });
    await publishDueBlogs(server.deps);
    expect((await as(people.admin, GET, { id: blog.id })).data.status).toBe('SCHEDULED');
    const realNow = server.deps.now;
    server.deps.now = () => new Date(at.getTime() + 1000);
    try {
      await publishDueBlogs(server.deps);
    } finally {
      server.deps.now = realNow;
    }
    expect((await as(people.admin, GET, { id: blog.id })).data.status).toBe('PUBLISHED');
    expect((await auditOf(blog.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['blog.create', people.admin.userId],
      ['blog.schedule', people.admin.userId],
      ['blog.publish', null],
    ]);
  });

  it('refuses to publish a post without both bodies, naming the empty one', async () => {
    const blog = await created(people.admin, { enTitle: 'Half Written', enContent: '<p> </p>' });
    const res = await as(people.admin, PUBLISH, { input: { blogId: blog.id, version: 1 } }, 'ar');
    expect(res).toMatchObject({ success: false, code: 'BLOG_INCOMPLETE' });
    expect(res.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['enContent']);
  });
});

describe('a lecturer’s post goes through review', () => {
  it('is their own, is sent for review, published by an administrator, then closed to their edits', async () => {
    const blog = await created(people.lecturer, {
      enTitle: 'Lecturer Notes',
      lecturerId: people.otherLecturer.lecturerId,
    });
    expect(blog.lecturerId).toBe(people.lecturer.lecturerId);
    expect((await as(people.lecturer, PUBLISH, { input: { blogId: blog.id, version: 1 } })).code).toBe('FORBIDDEN');
    const sent = await as(people.lecturer, step('submitBlogForReview'), { input: { blogId: blog.id, version: 1 } });
    expect(sent.data.status).toBe('IN_REVIEW');
    const inReview = await as(people.admin, LIST, { status: 'IN_REVIEW', search: 'Lecturer Notes' });
    expect(inReview.data.items.map((b: { id: string }) => b.id)).toEqual([blog.id]);

    const back = await as(people.admin, step('returnBlogToDraft'), {
      input: { blogId: blog.id, version: 2, comment: 'Add a source' },
    });
    expect(back.data).toMatchObject({ status: 'DRAFT', reviewComment: 'Add a source' });
    await as(people.lecturer, step('submitBlogForReview'), { input: { blogId: blog.id, version: 3 } });
    expect((await as(people.admin, PUBLISH, { input: { blogId: blog.id, version: 4 } })).data.status).toBe('PUBLISHED');

    const locked = await as(people.lecturer, UPDATE, { input: { ...fields(), blogId: blog.id, version: 5 } }, 'ar');
    expect(locked).toMatchObject({ success: false, code: 'BLOG_STATUS_INVALID' });
    // Their list holds their posts (this one, and the one an administrator wrote in their name), nobody else's.
    const own = await as(people.lecturer, LIST, { paginate: { limit: 50 } });
    expect(own.data.pageInfo.totalCount).toBe(2);
    expect(own.data.items.map((b: { id: string }) => b.id)).toContain(blog.id);
    const others = await as(people.otherLecturer, LIST, { paginate: { limit: 50 } });
    expect(others.data.items).toEqual([]);
    const down = await as(people.lecturer, step('unpublishBlog'), { input: { blogId: blog.id, version: 5 } });
    expect(down.data.status).toBe('UNPUBLISHED');
  });
});
