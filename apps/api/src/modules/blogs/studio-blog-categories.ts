// Blog categories in the studio (docs/product/studio.md, decision 0067): thin resolvers over the
// domain, which decides who may (administrators write; anyone in the studio reads).
import {
  createBlogCategory,
  deleteBlogCategory,
  getStudioBlogCategory,
  listStudioBlogCategories,
  updateBlogCategory,
  type StudioBlogCategoryView,
} from '@manara/domain';
import { builder, type Types } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { callerOf } from '../auth/caller';

const StudioBlogCategoryRef = builder.objectRef<StudioBlogCategoryView>('StudioBlogCategory').implement({
  description: 'A blog category as administrators manage it',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    arName: t.exposeString('arName'),
    enName: t.exposeString('enName'),
    isActive: t.exposeBoolean('isActive', { description: 'false: hidden from visitors' }),
    sortOrder: t.exposeInt('sortOrder', { description: 'Smaller first where blog categories are listed' }),
    blogsCount: t.exposeInt('blogsCount', { description: 'Posts of any state filed under it' }),
    canBeDeleted: t.exposeBoolean('canBeDeleted', { description: 'false: kept by the platform' }),
    version: t.exposeInt('version', { description: 'Send it back with the next change' }),
  }),
});

const blogCategoryFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  arName: t.string({ required: true }),
  enName: t.string({ required: true }),
  slug: t.string({ description: 'Lower-case English letters, digits and hyphens; empty: made from the English name' }),
  isActive: t.boolean({ description: 'Default true' }),
  sortOrder: t.int({ description: '0–10000, default 0' }),
});

const BlogCategoryInput = builder.inputType('BlogCategoryInput', { fields: blogCategoryFields });
const UpdateBlogCategoryInput = builder.inputType('UpdateBlogCategoryInput', {
  fields: (t) => ({
    blogCategoryId: t.id(),
    version: t.int({ description: 'The version opened' }),
    ...blogCategoryFields(t),
  }),
});
const DeleteBlogCategoryInput = builder.inputType('DeleteBlogCategoryInput', {
  fields: (t) => ({ blogCategoryId: t.id(), version: t.int() }),
});
const DeletedBlogCategoryRef = builder.objectRef<{ id: string }>('DeletedBlogCategory').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const response = envelopeOf('StudioBlogCategoryResponse', StudioBlogCategoryRef);

builder.queryField('studioBlogCategories', (t) =>
  t.field({
    type: paginatedEnvelope('StudioBlogCategory', StudioBlogCategoryRef),
    description: 'Studio (administrators and lecturers): every blog category in display order, with its post count.',
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => wholeList(await listStudioBlogCategories(ctx.deps, callerOf(ctx)))),
  }),
);

builder.queryField('studioBlogCategory', (t) =>
  t.field({
    type: response,
    description: 'Studio (administrators and lecturers): one blog category.',
    args: { blogCategoryId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioBlogCategory(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('createBlogCategory', (t) =>
  t.field({
    type: response,
    description: 'Administrators only: creates a blog category; its slug must be free. Audited; blog pages refresh.',
    args: { input: t.arg({ type: BlogCategoryInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => createBlogCategory(ctx.deps, callerOf(ctx), args.input), 'BLOG_CATEGORY_CREATED'),
  }),
);

builder.mutationField('updateBlogCategory', (t) =>
  t.field({
    type: response,
    description:
      'Administrators only: saves a blog category from the version opened (VERSION_CONFLICT otherwise). Audited; blog pages refresh.',
    args: { input: t.arg({ type: UpdateBlogCategoryInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => updateBlogCategory(ctx.deps, callerOf(ctx), args.input), 'BLOG_CATEGORY_SAVED'),
  }),
);

builder.mutationField('deleteBlogCategory', (t) =>
  t.field({
    type: envelopeOf('DeleteBlogCategoryResponse', DeletedBlogCategoryRef),
    description:
      'Administrators only: deletes a blog category no post is filed under (otherwise BLOG_CATEGORY_IN_USE). Audited.',
    args: { input: t.arg({ type: DeleteBlogCategoryInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => deleteBlogCategory(ctx.deps, callerOf(ctx), args.input), 'BLOG_CATEGORY_DELETED'),
  }),
);
