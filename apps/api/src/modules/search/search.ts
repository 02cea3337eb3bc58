import { searchForCaller, type SearchHit, type SearchResults } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { inLocale } from '../catalog/localized';

const SearchResultTypeEnum = builder.enumType('SearchResultType', {
  values: ['COURSE', 'WORKSHOP', 'DIPLOMA', 'BLOG'] as const,
});

type HitCategory = NonNullable<SearchHit['category']>;
const SearchCategoryRef = builder.objectRef<HitCategory>('SearchResultCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    enName: t.exposeString('enName'),
    arName: t.exposeString('arName'),
    name: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arName, c.enName) }),
  }),
});

const SearchResultRef = builder.objectRef<SearchHit>('SearchResult').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.expose('type', { type: SearchResultTypeEnum }),
    slug: t.exposeString('slug'),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    enTitle: t.exposeString('enTitle'),
    arTitle: t.exposeString('arTitle'),
    title: t.string({
      description: "In the request's language, the other one as fallback",
      resolve: (h, _a, ctx) => inLocale(ctx, h.arTitle, h.enTitle),
    }),
    category: t.field({ type: SearchCategoryRef, nullable: true, resolve: (h) => h.category }),
  }),
});

const SearchResultsRef = builder.objectRef<SearchResults>('AllSearchResults').implement({
  fields: (t) => ({
    courses: t.field({ type: [SearchResultRef], resolve: (r) => r.courses }),
    workshops: t.field({ type: [SearchResultRef], resolve: (r) => r.workshops }),
    diplomas: t.field({ type: [SearchResultRef], resolve: (r) => r.diplomas }),
    blogs: t.field({ type: [SearchResultRef], resolve: (r) => r.blogs }),
  }),
});

const AllSearchFilterInput = builder.inputType('AllSearchFilterInput', {
  fields: (t) => ({
    searchKey: t.string(),
    limit: t.int({ description: 'Results per type: 1–20, default 4' }),
  }),
});

builder.queryField('allSearch', (t) =>
  t.field({
    type: envelopeOf('AllSearchResponse', SearchResultsRef),
    description:
      'Arabic-aware search over published courses, workshops, diplomas and blogs; titles rank above body text',
    args: { filter: t.arg({ type: AllSearchFilterInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => searchForCaller(ctx.deps, ctx.caller, args)),
  }),
);
