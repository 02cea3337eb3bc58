import type { RequestContext } from '../../context';
import { builder } from '../../builder';
import { loadersOf } from '../catalog/loaders';
import { inLocale, listInLocale, ownLanguageOnly } from '../catalog/localized';
import { BlogCategoryRef, BlogRef, LecturerRef } from '../catalog/refs';

/** Like `inLocale`, but null when neither language has the text (the summary is optional). */
function optionalInLocale(ctx: RequestContext, ar: string | null, en: string | null): string | null {
  return inLocale(ctx, ar, en).trim() || null;
}

export const BlogStatusEnum = builder.enumType('BlogStatus', { values: ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const });

/** docs/product/catalogue.md Blog category. */
BlogCategoryRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    enName: t.exposeString('enName'),
    arName: t.exposeString('arName'),
    localizedName: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arName, c.enName) }),
    name: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arName, c.enName) }),
    canBeDeleted: t.exposeBoolean('canBeDeleted'),
    blogsCount: t.int({
      nullable: true,
      description: 'Published blogs in the category (set by activeBlogCategoriesListBoard)',
      resolve: (c) => c.blogsCount ?? null,
    }),
  }),
});

/** docs/product/catalogue.md Blog; `liked` is the viewer's own (false for visitors). */
BlogRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    code: t.exposeString('code'),
    enTitle: t.exposeString('enTitle'),
    arTitle: t.exposeString('arTitle'),
    localizedTitle: t.string({ resolve: (b, _a, ctx) => inLocale(ctx, b.arTitle, b.enTitle) }),
    title: t.string({ resolve: (b, _a, ctx) => inLocale(ctx, b.arTitle, b.enTitle) }),
    enContent: t.exposeString('enContent', { description: 'Sanitised HTML' }),
    arContent: t.exposeString('arContent', { description: 'Sanitised HTML' }),
    localizedContent: t.string({ resolve: (b, _a, ctx) => inLocale(ctx, b.arContent, b.enContent) }),
    summary: t.string({
      nullable: true,
      description: 'A few plain sentences under the title and in link previews (decision 0067)',
      resolve: (b, _a, ctx) => optionalInLocale(ctx, b.arSummary, b.enSummary),
    }),
    seoTitle: t.string({
      nullable: true,
      description: "The page title for search engines, when it differs from the article's",
      resolve: (b, _a, ctx) => ownLanguageOnly(ctx, b.arSeoTitle, b.enSeoTitle),
    }),
    seoDescription: t.string({
      nullable: true,
      description: "The search result's description in the request's language; null when not written",
      resolve: (b, _a, ctx) => ownLanguageOnly(ctx, b.arSeoDescription, b.enSeoDescription),
    }),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    altText: t.exposeString('altText', { nullable: true }),
    status: t.expose('status', { type: BlogStatusEnum }),
    liked: t.boolean({ resolve: (b, _a, ctx) => loadersOf(ctx).likedBlog.load(b.id) }),
    viewsCount: t.exposeInt('viewsCount'),
    likesCount: t.exposeInt('likesCount'),
    sharesCount: t.exposeInt('sharesCount'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    // The tags of the request's language: an Arabic article carries Arabic tags (decision 0052).
    tags: t.stringList({ resolve: (b, _a, ctx) => listInLocale(ctx, b.arTags, b.enTags) }),
    lecturer: t.field({
      type: LecturerRef,
      nullable: true,
      resolve: (b, _a, ctx) => (b.lecturerId ? loadersOf(ctx).lecturer.load(b.lecturerId) : null),
    }),
    category: t.field({
      type: BlogCategoryRef,
      nullable: true,
      resolve: (b, _a, ctx) => loadersOf(ctx).blogCategory.load(b.categoryId),
    }),
  }),
});
