import { arabicTypography } from '@manara/i18n';
import type { RequestContext } from '../../context';
import { builder } from '../../builder';
import { loadersOf } from '../catalog/loaders';
import { inLocale } from '../catalog/localized';
import { BlogCategoryRef, BlogRef, LecturerRef } from '../catalog/refs';

/** The tags of the request's language, the other language's when it has none (like `inLocale`). */
function tagsInLocale(ctx: RequestContext, ar: string[], en: string[]): string[] {
  if (ctx.locale === 'ar') return ar.length > 0 ? ar.map((tag) => arabicTypography(tag)) : en;
  return en.length > 0 ? en : ar;
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
    tags: t.stringList({ resolve: (b, _a, ctx) => tagsInLocale(ctx, b.arTags, b.enTags) }),
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
