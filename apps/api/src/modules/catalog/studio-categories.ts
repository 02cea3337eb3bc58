// Categories in the studio (docs/product/studio.md, decision 0064): thin resolvers over the
// domain, which decides who may (administrators only).
import {
  createCategory,
  deleteCategory,
  getStudioCategory,
  listStudioCategories,
  updateCategory,
  type StudioCategoryView,
} from '@manara/domain';
import { builder, type Types } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { callerOf } from '../auth/caller';

const StudioCategoryRef = builder.objectRef<StudioCategoryView>('StudioCategory').implement({
  description: 'A category as administrators manage it',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    arName: t.exposeString('arName'),
    enName: t.exposeString('enName'),
    image: t.exposeString('image', { nullable: true, description: 'A media key' }),
    isActive: t.exposeBoolean('isActive', { description: 'false: hidden from learners' }),
    sortOrder: t.exposeInt('sortOrder', { description: 'Smaller first where categories are listed' }),
    programsCount: t.exposeInt('programsCount', { description: 'Programs of any status in it' }),
    couponsCount: t.exposeInt('couponsCount', { description: 'Coupons whose scope lists it' }),
    version: t.exposeInt('version', { description: 'Send it back with the next change' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const categoryFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  arName: t.string({ required: true }),
  enName: t.string({ required: true }),
  slug: t.string({ description: 'Lower-case English letters, digits and hyphens; empty: made from the English name' }),
  image: t.string({ description: 'A published CATEGORY_IMAGE upload (generateUploadLink); null: none' }),
  isActive: t.boolean({ description: 'Default true' }),
  sortOrder: t.int({ description: '0–10000, default 0' }),
});

const CategoryInput = builder.inputType('CategoryInput', { fields: categoryFields });
const UpdateCategoryInput = builder.inputType('UpdateCategoryInput', {
  fields: (t) => ({ categoryId: t.id(), version: t.int({ description: 'The version opened' }), ...categoryFields(t) }),
});
const DeleteCategoryInput = builder.inputType('DeleteCategoryInput', {
  fields: (t) => ({ categoryId: t.id(), version: t.int() }),
});
const DeletedCategoryRef = builder.objectRef<{ id: string }>('DeletedCategory').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const categoryResponse = envelopeOf('StudioCategoryResponse', StudioCategoryRef);

builder.queryField('studioCategories', (t) =>
  t.field({
    type: paginatedEnvelope('StudioCategory', StudioCategoryRef),
    description: 'Studio, administrators only: every category in display order, with its program and coupon counts.',
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => wholeList(await listStudioCategories(ctx.deps, callerOf(ctx)))),
  }),
);

builder.queryField('studioCategory', (t) =>
  t.field({
    type: categoryResponse,
    description: 'Studio, administrators only: one category to edit.',
    args: { categoryId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioCategory(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('createCategory', (t) =>
  t.field({
    type: categoryResponse,
    description: 'Administrators only: creates a category; its slug must be free. Audited; public pages refresh.',
    args: { input: t.arg({ type: CategoryInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => createCategory(ctx.deps, callerOf(ctx), args.input), 'CATEGORY_CREATED'),
  }),
);

builder.mutationField('updateCategory', (t) =>
  t.field({
    type: categoryResponse,
    description:
      'Administrators only: saves a category from the version opened (another save in between: VERSION_CONFLICT). Audited; public pages refresh.',
    args: { input: t.arg({ type: UpdateCategoryInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => updateCategory(ctx.deps, callerOf(ctx), args.input), 'CATEGORY_SAVED'),
  }),
);

builder.mutationField('deleteCategory', (t) =>
  t.field({
    type: envelopeOf('DeleteCategoryResponse', DeletedCategoryRef),
    description:
      'Administrators only: deletes a category that no program and no coupon uses (otherwise CATEGORY_IN_USE). Audited.',
    args: { input: t.arg({ type: DeleteCategoryInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => deleteCategory(ctx.deps, callerOf(ctx), args.input), 'CATEGORY_DELETED'),
  }),
);
