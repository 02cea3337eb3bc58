import { listBlogCategoriesBoard, listBlogs, viewBlog } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope, SortOrderEnum, wholeList } from '../../pagination';
import { BlogCategoryRef, BlogRef } from '../catalog/refs';

const BlogSortFieldEnum = builder.enumType('BlogSortField', {
  values: ['PUBLISHED_AT', 'VIEWS', 'LIKES', 'TITLE'] as const,
});

const BlogsFilterInput = builder.inputType('BlogsFilterInput', {
  fields: (t) => ({
    categoryId: t.string({ description: 'A blog category id or slug' }),
    categorySlug: t.string(),
    tag: t.string(),
    lecturerId: t.id(),
  }),
});

const BlogsSortInput = builder.inputType('BlogsSortInput', {
  fields: (t) => ({
    field: t.field({ type: BlogSortFieldEnum }),
    order: t.field({ type: SortOrderEnum, description: 'Default: ASC for TITLE, DESC otherwise' }),
  }),
});

builder.queryField('blogs', (t) =>
  t.field({
    type: paginatedEnvelope('Blog', BlogRef),
    description: 'Published blogs, newest first by default',
    args: {
      filter: t.arg({ type: BlogsFilterInput }),
      sort: t.arg({ type: BlogsSortInput }),
      paginate: t.arg({ type: PaginateInput }),
    },
    resolve: (_r, args, ctx) => respond(ctx, () => listBlogs(ctx.deps, args, ctx.locale)),
  }),
);

builder.queryField('blog', (t) =>
  t.field({
    type: envelopeOf('BlogResponse', BlogRef),
    description: 'A published blog by id or slug; each call counts one view',
    args: { blogId: t.arg.string({ description: 'An id or a slug' }), slug: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => viewBlog(ctx.deps, { idOrSlug: args.blogId ?? args.slug })),
  }),
);

builder.queryField('activeBlogCategoriesListBoard', (t) =>
  t.field({
    type: paginatedEnvelope('BlogCategory', BlogCategoryRef),
    description: 'Active blog categories with their published blog counts',
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listBlogCategoriesBoard(ctx.deps))),
  }),
);
