// Blogs in the studio (docs/product/studio.md, decision 0067): thin resolvers over the domain,
// which decides who may (administrators every post, a lecturer their own).
import {
  createBlog,
  getStudioBlog,
  listStudioBlogs,
  publishBlog,
  returnBlogToDraft,
  submitBlogForReview,
  unpublishBlog,
  updateBlog,
  type StudioBlogView,
} from '@manara/domain';
import { builder, type Types } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { respondWithCode } from '../auth/respond-with-code';

const StudioBlogStatusEnum = builder.enumType('StudioBlogStatus', {
  values: ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const,
});

const StudioBlogRef = builder.objectRef<StudioBlogView>('StudioBlog').implement({
  description: 'A blog post as its author and administrators manage it',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    code: t.exposeString('code'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    arSummary: t.string({ resolve: (b) => b.arSummary ?? '' }),
    enSummary: t.string({ resolve: (b) => b.enSummary ?? '' }),
    arContent: t.exposeString('arContent', { description: 'Sanitised HTML' }),
    enContent: t.exposeString('enContent', { description: 'Sanitised HTML' }),
    arSeoTitle: t.string({ resolve: (b) => b.arSeoTitle ?? '' }),
    enSeoTitle: t.string({ resolve: (b) => b.enSeoTitle ?? '' }),
    arSeoDescription: t.string({ resolve: (b) => b.arSeoDescription ?? '' }),
    enSeoDescription: t.string({ resolve: (b) => b.enSeoDescription ?? '' }),
    thumbnail: t.exposeString('thumbnail', { nullable: true, description: 'The cover: a media key' }),
    altText: t.string({ resolve: (b) => b.altText ?? '' }),
    categoryId: t.exposeID('categoryId'),
    lecturerId: t.exposeID('lecturerId', { nullable: true, description: 'The author; null: the platform' }),
    arTags: t.exposeStringList('arTags'),
    enTags: t.exposeStringList('enTags'),
    status: t.field({ type: StudioBlogStatusEnum, resolve: (b) => b.studioStatus }),
    reviewComment: t.exposeString('reviewComment', { nullable: true, description: 'An administrator’s note' }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    version: t.exposeInt('version', { description: 'Send it back with the next change' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const blogFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  arTitle: t.string({ required: true }),
  enTitle: t.string({ required: true }),
  arSummary: t.string(),
  enSummary: t.string(),
  arContent: t.string({ description: 'HTML from the rich-text editor; sanitised when stored' }),
  enContent: t.string({ description: 'HTML from the rich-text editor; sanitised when stored' }),
  arSeoTitle: t.string(),
  enSeoTitle: t.string(),
  arSeoDescription: t.string(),
  enSeoDescription: t.string(),
  slug: t.string({ description: 'Lower-case English letters, digits and hyphens; empty: made from the English title' }),
  thumbnail: t.string({ description: 'The cover: a published COURSE_THUMBNAIL upload; null: none' }),
  altText: t.string(),
  categoryId: t.id({ required: true }),
  arTags: t.stringList(),
  enTags: t.stringList(),
  lecturerId: t.id({ description: 'Administrators: the author (null: the platform); ignored for lecturers' }),
});

const BlogInput = builder.inputType('BlogInput', { fields: blogFields });
const UpdateBlogInput = builder.inputType('UpdateBlogInput', {
  fields: (t) => ({ blogId: t.id(), version: t.int({ description: 'The version opened' }), ...blogFields(t) }),
});
const BlogTransitionInput = builder.inputType('BlogTransitionInput', {
  fields: (t) => ({
    blogId: t.id(),
    version: t.int(),
    comment: t.string({ description: 'Sending back from review: what to fix (required there)' }),
  }),
});
const PublishBlogInput = builder.inputType('PublishBlogInput', {
  fields: (t) => ({
    blogId: t.id(),
    version: t.int(),
    publishAt: t.field({ type: 'DateTime', description: 'Later: scheduled until then; absent: now' }),
  }),
});

const BlogResponse = envelopeOf('StudioBlogResponse', StudioBlogRef);

builder.queryField('studioBlogs', (t) =>
  t.field({
    type: paginatedEnvelope('StudioBlog', StudioBlogRef),
    description: "Studio: every post for administrators, a lecturer's own for them; others FORBIDDEN.",
    args: {
      paginate: t.arg({ type: PaginateInput }),
      status: t.arg({ type: StudioBlogStatusEnum }),
      search: t.arg.string({ description: 'Part of a title or the slug' }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listStudioBlogs(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioBlog', (t) =>
  t.field({
    type: BlogResponse,
    description: "Studio: one post to edit; another lecturer's is NOT_FOUND.",
    args: { blogId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioBlog(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('createBlog', (t) =>
  t.field({
    type: BlogResponse,
    description: 'Studio: administrators and lecturers write a draft post (a lecturer’s is their own). Audited.',
    args: { input: t.arg({ type: BlogInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => createBlog(ctx.deps, callerOf(ctx), args.input), 'BLOG_CREATED'),
  }),
);

builder.mutationField('updateBlog', (t) =>
  t.field({
    type: BlogResponse,
    description:
      'Studio: saves a post from the version opened (VERSION_CONFLICT otherwise); a lecturer only their own, and not while live or scheduled. Audited; a live post’s pages refresh.',
    args: { input: t.arg({ type: UpdateBlogInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => updateBlog(ctx.deps, callerOf(ctx), args.input), 'BLOG_SAVED'),
  }),
);

const transitions = [
  ['submitBlogForReview', submitBlogForReview, 'BLOG_SUBMITTED', 'the author: DRAFT or UNPUBLISHED → IN_REVIEW.'],
  ['returnBlogToDraft', returnBlogToDraft, 'BLOG_RETURNED', 'administrators: IN_REVIEW → DRAFT with a comment.'],
  [
    'unpublishBlog',
    unpublishBlog,
    'BLOG_UNPUBLISHED',
    'administrators and the author: PUBLISHED → UNPUBLISHED, SCHEDULED → DRAFT.',
  ],
] as const;

for (const [name, run, okCode, description] of transitions) {
  builder.mutationField(name, (t) =>
    t.field({
      type: BlogResponse,
      description: `Studio, ${description}`,
      args: { input: t.arg({ type: BlogTransitionInput }) },
      resolve: (_root, { input }, ctx) => respond(ctx, () => run(ctx.deps, callerOf(ctx), input), okCode),
    }),
  );
}

builder.mutationField('publishBlog', (t) =>
  t.field({
    type: BlogResponse,
    description: 'Studio, administrators: publishes a post with both bodies now, or schedules it (publishAt).',
    args: { input: t.arg({ type: PublishBlogInput }) },
    resolve: (_root, { input }, ctx) =>
      respondWithCode(ctx, async () => {
        const blog = await publishBlog(ctx.deps, callerOf(ctx), input);
        return { code: blog.studioStatus === 'SCHEDULED' ? 'BLOG_SCHEDULED' : 'BLOG_PUBLISHED', data: blog };
      }),
  }),
);
