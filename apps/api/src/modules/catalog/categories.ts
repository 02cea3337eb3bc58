import { getCategory, listActiveCategories, listCategories } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope, wholeList } from '../../pagination';
import { CategoriesFilterInput, CategoriesSortInput } from './inputs';
import { CategoryRef } from './refs';

const CategoryResponse = envelopeOf('CategoryResponse', CategoryRef);
const CategoryPageResponse = paginatedEnvelope('Category', CategoryRef);

builder.queryField('activeCategories', (t) =>
  t.field({
    type: CategoryPageResponse,
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listActiveCategories(ctx.deps, args)),
  }),
);

builder.queryField('category', (t) =>
  t.field({
    type: CategoryResponse,
    args: { categoryId: t.arg.string({ description: 'An id or a slug' }), slug: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getCategory(ctx.deps, { idOrSlug: args.categoryId ?? args.slug })),
  }),
);

builder.queryField('categories', (t) =>
  t.field({
    type: CategoryPageResponse,
    description: 'Every category (or active/inactive ones), oldest first; cached in-process for a minute',
    args: { filter: t.arg({ type: CategoriesFilterInput }), sort: t.arg({ type: CategoriesSortInput }) },
    resolve: (_r, args, ctx) => respond(ctx, async () => wholeList(await listCategories(ctx.deps, args))),
  }),
);
